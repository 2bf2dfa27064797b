//! The checks every program makes of its GPU and layout, once, in the
//! documented order.

use super::CountingError;
use super::blocks::BlockRegs;
use super::sequencing::{self, Sequencing};
use crate::gpu::Gpu;
use crate::layout::{Counter, Layout};

/// Checks, in this order: [`CountingError::NotCountable`];
/// [`CountingError::GcOfAnotherFamily`];
/// [`CountingError::LayoutOfAnotherGpu`]; [`CountingError::NoRegisters`];
/// [`CountingError::NoBlockRegisters`] for the first counter of a block the
/// family has no row of; [`CountingError::SelectCannotCount`] for the first
/// counter whose select cannot select its event. One pass over the counters.
/// Returns the sequence of `gpu`'s family.
pub(super) fn layout<const N: usize>(gpu: &Gpu, layout: &Layout<N>) -> Result<&'static Sequencing, CountingError> {
    sequencing::countable(gpu)?;
    if layout.gpu() != gpu {
        return Err(CountingError::LayoutOfAnotherGpu);
    }
    let seq = sequencing::of(gpu)?;
    let no_row =
        |c: &Counter| CountingError::NoBlockRegisters { processor: gpu.processor(), name: c.name, block: c.block };
    let mut select_error = None;
    for c in layout.counters() {
        let row = seq.row(c.block).ok_or_else(|| no_row(c))?;
        match row.max_event(c.register) {
            Some(max) if u32::from(c.event) <= max => {}
            max => {
                let max = max.unwrap_or(0);
                let e = CountingError::SelectCannotCount { name: c.name, event: c.event, register: c.register, max };
                select_error = select_error.or(Some(e));
            }
        }
    }
    select_error.map_or(Ok(seq), Err)
}

/// `counter`'s block row in `seq`, for a layout [`layout`] accepted.
#[inline(always)]
pub(super) fn row(seq: &Sequencing, counter: &Counter) -> Option<&'static BlockRegs> {
    seq.row(counter.block)
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

    #[test]
    fn a_counter_of_a_block_without_registers_is_refused_naming_it() {
        let g = products::find("r9700").map(|p| p.gpu).unwrap();
        let mut l = layout(&g, &["SQ_WAVES", "GRBM_GUI_ACTIVE"]).unwrap();
        l.set_block_for_test(1, crate::Block::Tcc);
        let e = StartProgram::new(&g, &l).unwrap_err();
        let processor = g.processor();
        assert_eq!(e, CountingError::NoBlockRegisters { processor, name: "GRBM_GUI_ACTIVE", block: crate::Block::Tcc });
        let mut text = heapless::String::<128>::new();
        core::fmt::write(&mut text, format_args!("{e}")).unwrap();
        assert_eq!(text.as_str(), "gfx1201 has no counting registers of block TCC; GRBM_GUI_ACTIVE is a TCC counter");
    }
}
