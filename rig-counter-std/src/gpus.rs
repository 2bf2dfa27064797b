//! GPUs by the names users type: a product key (`r9700`) or a processor name
//! (`gfx1201`, which selects its default product).

use crate::Error;
use rig_counter_core::gpu::{PRODUCTS, Product, products};
use rig_counter_core::{Gpu, Target};

/// The GPU named `name`: a built-in product's key, else a processor name, which
/// selects its default product if one is built in, else a GPU of that processor
/// whose geometry is unknown ([`Gpu::bare`]).
///
/// Errors: [`Error::UnknownGpu`] if `name` is neither.
pub fn resolve(name: &str) -> Result<(Gpu, Option<&'static Product>), Error> {
    if let Some(p) = products::find(name) {
        return Ok((p.gpu, Some(p)));
    }
    match Target::parse(name) {
        Some(t) => Ok((Gpu::bare(t), None)),
        None => Err(Error::UnknownGpu {
            name: name.to_owned(),
            known: PRODUCTS.iter().map(|p| p.key).collect::<Vec<_>>().join(", "),
        }),
    }
}
