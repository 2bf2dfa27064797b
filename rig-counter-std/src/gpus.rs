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
        None => Err(Error::UnknownGpu { name: name.to_owned(), known: known() }),
    }
}

/// The GPU named `name` where its geometry is needed ([`resolve`]): a processor
/// without a built-in product is refused when it has a counter catalog (its
/// counters would lie nowhere); one without a catalog passes, so that a layout
/// says it counts nothing.
///
/// Errors: [`Error::UnknownGpu`]; [`Error::UnknownGeometry`].
pub fn resolve_built(name: &str) -> Result<(Gpu, Option<&'static Product>), Error> {
    let (gpu, product) = resolve(name)?;
    if product.is_none() && rig_counter_core::catalog::Catalog::of(gpu.target).is_some() {
        return Err(Error::UnknownGeometry { processor: gpu.processor().to_string(), known: known() });
    }
    Ok((gpu, product))
}

/// The built-in product keys, comma-separated.
fn known() -> String {
    PRODUCTS.iter().map(|p| p.key).collect::<Vec<_>>().join(", ")
}
