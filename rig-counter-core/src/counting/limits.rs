//! How much a prepared program holds: sizes its builders and their errors
//! share.

/// The most shader engines a [`StopProgram`](super::StopProgram) holds masks
/// for.
pub const MAX_ENGINES: usize = 32;
