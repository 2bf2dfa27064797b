//! Which thread builds which request: requests dealt to warps by size.
//!
//! The threads of a warp run together, and where their paths part the warp
//! runs each path in turn, so a warp of several large programs takes about as
//! long as all of them one after another, and the kernel as long as its
//! slowest warp. Dealt as cards, largest first, no warp holds two of the
//! `W` largest requests (`W` the number of warps), nor two of the next `W`,
//! and so on: every warp gets about the same work.

/// Threads of a warp on NVIDIA GPUs: 32 (CUDA C++ Programming Guide,
/// "SIMT Architecture").
pub const WARP: usize = 32;

/// The thread that builds the request of rank `rank` (0: the largest) of
/// `requests` when they are dealt to warps of [`WARP`] threads: rank `r`
/// goes to warp `r mod W`, lane `r / W`, with `W = ceil(requests / 32)`
/// warps; where the last warp is not full, the ranks past its lanes go round
/// the other warps only. One thread per rank: over `0..requests` the map is
/// a permutation of `0..requests`. `None` if `rank >= requests`.
pub fn dealt_thread(rank: usize, requests: usize) -> Option<usize> {
    if rank >= requests {
        return None;
    }
    let warps = requests.div_ceil(WARP);
    // Lanes of the last warp; every warp has at least these.
    let last = requests - (warps - 1) * WARP;
    let (warp, lane) = if rank < last * warps {
        (rank % warps, rank / warps)
    } else {
        // Only the full warps have the lanes from `last` on.
        let rest = rank - last * warps;
        (rest % (warps - 1), last + rest / (warps - 1))
    };
    Some(warp * WARP + lane)
}
