//! `start`, `stop` and `sample` with any GPU, names, addresses, masks and buffer size:
//! never panic; a refused call leaves the buffer as it was; an Ok call writes
//! exactly the words `*_words` says and they disassemble completely; a prepared
//! program patched to another address is the one-shot program there.
#![no_main]

#[path = "common.rs"]
mod common;

use libfuzzer_sys::fuzz_target;
use rig_counter_core::counting::{StartProgram, StopProgram};
use rig_counter_core::{layout, sample, sample_words, start, start_words, stop, stop_words};

const SENTINEL: u32 = 0xA5A5_A5A5;

fuzz_target!(|input: (common::AnyGpu, Vec<common::AnyName>, u64, u64, Vec<u32>, u16, u64)| {
    let (any, names, filter_address, address, masks, len, other) = input;
    let gpu = any.gpu();
    let names = common::names(&gpu, &names);
    let Ok(l) = layout(&gpu, &names) else { return };
    let table = rig_counter_core::regs::RegisterTable::of(gpu.gc);
    let mut out = vec![SENTINEL; usize::from(len) % 8192];
    match start(&gpu, &l, filter_address, &mut out) {
        Ok(n) => {
            assert_eq!(start_words(&gpu, &l, filter_address), Ok(n));
            assert!(out[n..].iter().all(|w| *w == SENTINEL));
            let lines = rig_counter_std::disasm::disassemble(table, &out[..n]).unwrap();
            assert_eq!(lines.iter().map(|l| l.words).sum::<usize>(), n);
        }
        Err(_) => assert!(out.iter().all(|w| *w == SENTINEL)),
    }
    out.fill(SENTINEL);
    match stop(&gpu, &masks, &l, address, &mut out) {
        Ok(n) => {
            assert_eq!(stop_words(&gpu, &masks, &l, address), Ok(n));
            assert!(out[n..].iter().all(|w| *w == SENTINEL));
            let lines = rig_counter_std::disasm::disassemble(table, &out[..n]).unwrap();
            assert_eq!(lines.iter().map(|l| l.words).sum::<usize>(), n);
        }
        Err(_) => assert!(out.iter().all(|w| *w == SENTINEL)),
    }
    out.fill(SENTINEL);
    match sample(&gpu, &masks, &l, address, &mut out) {
        Ok(n) => {
            assert_eq!(sample_words(&gpu, &masks, &l, address), Ok(n));
            assert!(out[n..].iter().all(|w| *w == SENTINEL));
            let lines = rig_counter_std::disasm::disassemble(table, &out[..n]).unwrap();
            assert_eq!(lines.iter().map(|l| l.words).sum::<usize>(), n);
        }
        Err(_) => assert!(out.iter().all(|w| *w == SENTINEL)),
    }
    if let (Ok(p), Ok(n)) = (StopProgram::sample(&gpu, &masks, &l), sample_words(&gpu, &masks, &l, address)) {
        let mut prepared = vec![SENTINEL; n];
        p.write(address, &mut prepared).unwrap();
        if sample_words(&gpu, &masks, &l, other).is_ok() {
            p.patch(other, &mut prepared).unwrap();
            let mut one_shot = vec![0; n];
            sample(&gpu, &masks, &l, other, &mut one_shot).unwrap();
            assert_eq!(prepared, one_shot);
        }
    }
    if let (Ok(p), Ok(n)) = (StopProgram::new(&gpu, &masks, &l), stop_words(&gpu, &masks, &l, address)) {
        let mut prepared = vec![SENTINEL; n];
        p.write(address, &mut prepared).unwrap();
        let before = prepared.clone();
        match stop_words(&gpu, &masks, &l, other) {
            Ok(m) => {
                p.patch(other, &mut prepared).unwrap();
                let mut one_shot = vec![0; m];
                stop(&gpu, &masks, &l, other, &mut one_shot).unwrap();
                assert_eq!(prepared, one_shot);
            }
            Err(_) => {
                assert!(p.patch(other, &mut prepared).is_err());
                assert_eq!(prepared, before);
            }
        }
    }
    if let Ok(p) = StartProgram::new(&gpu, &l) {
        let mut prepared = vec![SENTINEL; p.words()];
        if p.write(filter_address, &mut prepared).is_ok() && p.patch(other, &mut prepared).is_ok() {
            let mut one_shot = vec![0; p.words()];
            start(&gpu, &l, other, &mut one_shot).unwrap();
            assert_eq!(prepared, one_shot);
        }
    }
});
