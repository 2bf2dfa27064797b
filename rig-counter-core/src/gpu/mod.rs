//! What a GPU is built of: its processor (target version), its GC version and the
//! geometry of its graphics and compute engine.
//!
//! Geometry follows the driver's KFD topology (`num_xcc`, `array_count`,
//! `simd_arrays_per_engine`, `cu_per_simd_array`) and AMD's published product
//! specifications; each built-in product names its sources in [`products`].

mod gc;
mod geometry;
mod processor;
pub mod products;

pub use gc::{Family, GcVersion};
pub use geometry::Gpu;
pub use processor::{Processor, Target};
pub use products::{PRODUCTS, Product};
