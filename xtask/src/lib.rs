//! rig-counter's generators. Each turns a public data file into a Rust table that
//! is committed with a header naming its generator and input; `rocprofv3`
//! turns the example rocprofv3 run's CSV into its JSON and rocpd twins.

pub mod catalog;
#[path = "../../rig-counter-std/src/definitions/schema.rs"]
pub mod definitions;
pub mod descriptions;
pub mod header;
pub mod metrics;
pub mod oa;
pub mod plan_metrics;
pub mod regs;
pub mod rocprofv3;
#[path = "../../rig-counter-std/src/yaml.rs"]
pub mod yaml;
