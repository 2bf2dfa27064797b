//! The checks every program makes of its GPU and layout, once, in the
//! documented order.

use super::CountingError;
use super::blocks::BlockRegs;
use super::sequencing::{self, Sequencing};
use crate::gpu::Gpu;
use crate::layout::{Counter, Layout};

/// A counter with its block's row.
pub(super) struct Placed<'a> {
    pub counter: &'a Counter,
    pub row: &'static BlockRegs,
}

/// Checks, in this order: [`CountingError::NotSq`] for the first counter of a
/// block other than SQ; [`CountingError::NotOneDieGfx12`];
/// [`CountingError::LayoutOfAnotherGpu`]; [`CountingError::NoRegisters`];
/// [`CountingError::SelectCannotCount`]. Calls `each` with every counter and
/// its block's row, in the layout's order.
pub(super) fn layout<const N: usize>(
    gpu: &Gpu,
    layout: &Layout<N>,
    mut each: impl FnMut(Placed<'_>),
) -> Result<&'static Sequencing, CountingError> {
    if let Some(c) = layout.counters().iter().find(|c| c.block != crate::Block::Sq) {
        return Err(CountingError::NotSq { name: c.name, block: c.block });
    }
    sequencing::one_die_gfx12(gpu)?;
    if layout.gpu() != gpu {
        return Err(CountingError::LayoutOfAnotherGpu);
    }
    let seq = sequencing::of(gpu)?;
    for counter in layout.counters() {
        let row = seq.blocks.iter().find(|b| b.block == counter.block);
        let Some(row) = row else {
            return Err(CountingError::NotSq { name: counter.name, block: counter.block });
        };
        if !row.takes(counter.register, counter.event) || usize::from(counter.register) >= row.selects.len() {
            let restricted = row.restricted & 1u32.checked_shl(u32::from(counter.register)).unwrap_or(0) != 0;
            let max = if restricted { u32::from(row.restricted_max) } else { row.event_max };
            return Err(CountingError::SelectCannotCount {
                name: counter.name,
                event: counter.event,
                register: counter.register,
                max,
            });
        }
        each(Placed { counter, row });
    }
    Ok(seq)
}

#[cfg(all(test, feature = "gfx12"))]
mod tests {
    use crate::counting::{CountingError, StartProgram};
    use crate::gpu::products;
    use crate::layout::layout;

    #[test]
    fn an_event_beyond_a_restricted_selects_limit_is_refused_naming_the_counter() {
        let g = products::find("r9700").map(|p| p.gpu).unwrap();
        let mut l = layout(&g, &["SQ_WAVES", "SQ_INSTS_VALU"]).unwrap();
        // Register 1 is SELECT 2, which takes events up to 0x1D9 only.
        l.set_event_for_test(1, 0x1DA);
        let e = StartProgram::new(&g, &l).unwrap_err();
        assert_eq!(
            e,
            CountingError::SelectCannotCount { name: "SQ_INSTS_VALU", event: 0x1DA, register: 1, max: 0x1D9 }
        );
        let mut text = heapless::String::<128>::new();
        core::fmt::write(&mut text, format_args!("{e}")).unwrap();
        assert_eq!(
            text.as_str(),
            "SQ_INSTS_VALU (event 0x1da) cannot be counted by layout register 1: its select takes events up to 0x1d9"
        );
        // Register 0 (SELECT 0) takes it.
        l.set_event_for_test(0, 0x1DA);
        l.set_event_for_test(1, 50);
        assert!(StartProgram::new(&g, &l).is_ok());
        // Beyond PERF_SEL's 9 bits no select takes it.
        l.set_event_for_test(0, 0x200);
        assert!(matches!(StartProgram::new(&g, &l), Err(CountingError::SelectCannotCount { max: 0x1FF, .. })));
    }
}
