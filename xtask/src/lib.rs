//! rig-counter's generators. Each turns a public data file into a Rust table that
//! is committed with a header naming its generator and input.

pub mod catalog;
#[path = "../../rig-counter-std/src/definitions/schema.rs"]
pub mod definitions;
pub mod descriptions;
pub mod header;
pub mod metrics;
pub mod oa;
pub mod regs;
#[path = "../../rig-counter-std/src/yaml.rs"]
pub mod yaml;
