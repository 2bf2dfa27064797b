//! Every error's stable number: what a GPU kernel's or a C caller's output
//! carries instead of the error itself.

use rig_counter_core::gpu::products;
use rig_counter_core::{Block, CountingError, GcVersion, LayoutError, Target, filter, layout, start};

#[test]
fn each_layout_error_has_its_own_number_below_16() {
    let processor = Target { major: 12, minor: 0, stepping: 1 }.processor();
    let errors = [
        LayoutError::ListedTwice { name: "SQ_WAVES" },
        LayoutError::Unknown { processor, name: "SQ_FOO" },
        LayoutError::TooManyOfBlock { processor, block: Block::Gl2c, registers: 4 },
        LayoutError::TooManyCounters { capacity: 64 },
        LayoutError::AccumulateOutsideSq { name: "GL2C_HIT", block: Block::Gl2c },
        LayoutError::NoAccumulator { processor },
        LayoutError::TooLarge { name: "SQ_WAVES" },
        LayoutError::NoSuchBlock { processor, name: "TCC_EXTRA", block: Block::Tcc },
        LayoutError::NoInstance { processor, name: "GL2C_HIT", block: Block::Gl2c },
    ];
    let codes: Vec<u32> = errors.iter().map(LayoutError::code).collect();
    assert_eq!(codes, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
}

#[test]
fn each_counting_error_has_its_own_number_from_16() {
    let processor = Target { major: 12, minor: 0, stepping: 1 }.processor();
    let gc = GcVersion { major: 12, minor: 1, revision: 0 };
    let errors = [
        CountingError::VmidOutOfRange { vmid: 16 },
        CountingError::NotCountable { processor, xccs: 2 },
        CountingError::GcOfAnotherFamily { processor, gc },
        CountingError::FilterAddressMisaligned { address: 2 },
        CountingError::AddressMisaligned { address: 4 },
        CountingError::AddressOverflow { address: u64::MAX - 7, bytes: 512 },
        CountingError::NoBlockRegisters { processor, name: "TCC_HIT", block: Block::Tcc },
        CountingError::LayoutOfAnotherGpu,
        CountingError::NoRegisters { gc },
        CountingError::SelectCannotCount { name: "SQ_FOO", event: 0x1f4, register: 1, max: 0x1d9 },
        CountingError::WrongEngines { given: 3, engines: 4, processor },
        CountingError::WgpOutOfRange { engine: 0, mask: 0x100, wgps: 8 },
        CountingError::TooManyWgps { wgps: 33 },
        CountingError::BufferTooSmall { needed: 32, len: 4 },
        CountingError::Unaddressable { field: "SA_INDEX", value: 4 },
        CountingError::TooManyEngines { engines: 9 },
        CountingError::NotThisProgram,
    ];
    let codes: Vec<u32> = errors.iter().map(CountingError::code).collect();
    assert_eq!(codes, (16..=32).collect::<Vec<u32>>());
}

#[test]
fn the_calls_refusals_carry_their_numbers() {
    let r9700 = products::find("r9700").unwrap().gpu;
    assert_eq!(filter(&r9700, 16).unwrap_err().code(), 16);
    assert_eq!(layout(&r9700, &["SQ_WAVES", "SQ_WAVES"]).unwrap_err().code(), 1);
    assert_eq!(layout(&r9700, &["SQ_FOO"]).unwrap_err().code(), 2);
    let l = layout(&r9700, &["SQ_WAVES"]).unwrap();
    assert_eq!(start(&r9700, &l, 0x1002, &mut [0; 64]).unwrap_err().code(), 19);
    assert_eq!(start(&r9700, &l, 0x1000, &mut [0; 4]).unwrap_err().code(), 29);
}
