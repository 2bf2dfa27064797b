//! A plan's capacities: named, each with its reason.

/// The most distinct counters a plan holds, those of its metrics included:
/// every counter of the largest catalog (gfx942's 265) with room for a
/// definitions file's.
pub const MAX_PLAN_COUNTERS: usize = 512;

/// The most metrics a plan holds: more than any processor's built-in derived
/// metrics (gfx942 has fewer than 300) with room for a definitions file's.
pub const MAX_PLAN_METRICS: usize = 512;

/// The most passes a plan holds: one per counter of a full plan, were each
/// counter's block to hold one register.
pub const MAX_PASSES: usize = 512;
