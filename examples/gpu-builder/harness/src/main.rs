//! Runs the kernel of `rig-counter-gpu-builder` on an NVIDIA GPU for requests
//! generated from a seed, builds the same requests on the CPU with the same
//! code, and compares every word of every thread's output. Prints what it
//! compared, the outcomes, and requests and words per second on both.
//!
//! Exits 0 if every word agrees (or, with `--host-only`, once the host has
//! built them: nothing is compared); 1 on a difference; 2 on a usage or CUDA
//! error. See `ci/gpu`.

use clap::Parser;
use cudarc::driver::{CudaContext, LaunchConfig, PushKernelArg, sys};
use cudarc::nvrtc::Ptx;
use rig_counter_gpu_builder::{HEADER_WORDS, REQUEST_WORDS, Request, WARP, build, dealt_thread, generate};
use std::collections::BTreeMap;
use std::process::ExitCode;
use std::time::Instant;

#[derive(Parser)]
#[command(about = "Builds generated requests on the GPU and on the CPU and compares every word")]
struct Args {
    /// The kernel's PTX (ci/ptx writes target/gpu/rig_counter_gpu_builder.ptx).
    #[arg(long, required_unless_present = "host_only")]
    ptx: Option<std::path::PathBuf>,
    /// Requests to generate (and, unless --host-only, compare).
    #[arg(long, default_value_t = 16384)]
    requests: u32,
    /// The generator's seed.
    #[arg(long, default_value_t = 15)]
    seed: u64,
    /// Words of each thread's output (header and both programs); by default
    /// the most any request uses, measured on the host first.
    #[arg(long)]
    stride: Option<u32>,
    /// Threads per block.
    #[arg(long, default_value_t = 128)]
    block: u32,
    /// Timed runs on each side; the fastest is reported.
    #[arg(long, default_value_t = 5)]
    runs: u32,
    /// The seed of the requests the GPU builds, if not --seed: to see the
    /// comparison fail.
    #[arg(long, hide = true)]
    gpu_seed: Option<u64>,
    /// Build on the host alone and report its outcomes and speed (no GPU needed).
    #[arg(long)]
    host_only: bool,
    /// The most registers a thread of the kernel may use (PTX's `.maxnreg`
    /// directive, written into the kernel's entry before the driver compiles
    /// it): more threads fit an SM, values past it go to local memory. By
    /// default ptxas chooses (255 on sm_90 for this kernel).
    #[arg(long, value_parser = clap::value_parser!(u32).range(16..=255))]
    max_registers: Option<u32>,
    /// Which thread builds which request: dealt to warps by the words each
    /// uses, largest first, so no warp holds two of the largest (see
    /// `rig_counter_gpu_builder::dealt_thread`); or in the order generated,
    /// request i by thread i. Either way the host builds the same requests
    /// in the same order and every thread's words are compared.
    #[arg(long, value_enum, default_value_t = Order::Dealt)]
    order: Order,
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum Order {
    Dealt,
    Generated,
}

/// `order[t]`: the index of the request thread `t` builds, each request's
/// cost being `used[i]` words.
fn thread_order(used: &[usize], order: Order) -> Vec<usize> {
    let n = used.len();
    if order == Order::Generated {
        return (0..n).collect();
    }
    let mut ranked: Vec<usize> = (0..n).collect();
    ranked.sort_by_key(|&i| std::cmp::Reverse(used[i]));
    let mut threads = vec![0; n];
    for (rank, &i) in ranked.iter().enumerate() {
        threads[dealt_thread(rank, n).expect("a rank below n")] = i;
    }
    threads
}

/// What every thread's header says, counted.
#[derive(Default)]
struct Outcomes {
    /// Requests whose filter, start and stop all built, and their words.
    built: u64,
    words: u64,
    /// Error codes seen, by stage.
    errors: BTreeMap<(&'static str, u32), u64>,
    most_words: u32,
}

impl Outcomes {
    fn of(out: &[u32], stride: usize) -> Outcomes {
        let mut o = Outcomes::default();
        for h in out.chunks(stride) {
            let stages = [("layout", h[0]), ("filter", h[2]), ("start", h[4]), ("start patch", h[6])];
            let stages = stages.into_iter().chain([("stop", h[8]), ("stop patch", h[10])]);
            let mut failed = false;
            for (stage, code) in stages {
                if code != 0 {
                    *o.errors.entry((stage, code)).or_default() += 1;
                    failed = true;
                }
            }
            if !failed {
                o.built += 1;
            }
            if h[4] == 0 && h[0] == 0 {
                o.words += u64::from(h[5]);
            }
            if h[8] == 0 && h[0] == 0 {
                o.words += u64::from(h[9]);
            }
            o.most_words = o.most_words.max(h[12]);
        }
        o
    }
}

fn main() -> ExitCode {
    let args = Args::parse();
    match run(&args) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

/// The most requests one run generates (2 GiB of them).
const MAX_REQUESTS: usize = 1 << 24;

/// The most bytes of output the harness allocates on each side (the host
/// holds two copies).
const MAX_OUTPUT_BYTES: u64 = 32_000_000_000;

/// The PTX at `path`: a regular file of at most 64 MiB of text with no NUL
/// (the driver reads it as a C string).
fn read_ptx(path: &std::path::Path) -> Result<String, Box<dyn std::error::Error>> {
    let shown = path.display();
    let meta = std::fs::metadata(path).map_err(|e| format!("{shown}: {e}"))?;
    if !meta.is_file() || meta.len() > 64 << 20 {
        return Err(format!("{shown}: not a PTX file (a regular file of at most 64 MiB)").into());
    }
    let text = std::fs::read_to_string(path).map_err(|e| format!("{shown}: {e}"))?;
    if text.contains('\0') {
        return Err(format!("{shown}: holds a NUL byte, which PTX text does not").into());
    }
    Ok(text)
}

fn run(args: &Args) -> Result<bool, Box<dyn std::error::Error>> {
    let n = args.requests as usize;
    if n == 0 || args.runs == 0 {
        return Err("--requests and --runs must be at least 1".into());
    }
    if n > MAX_REQUESTS {
        return Err(format!("--requests {n} is over {MAX_REQUESTS}, the most one run generates").into());
    }
    if !(1..=1024).contains(&args.block) {
        return Err("--block must be 1 to 1024 (CUDA's most threads a block)".into());
    }
    if let Some(s) = args.stride.filter(|&s| (s as usize) < HEADER_WORDS) {
        return Err(format!("--stride {s} is under the {HEADER_WORDS} header words").into());
    }
    let ptx = match &args.ptx {
        Some(path) if !args.host_only => Some(read_ptx(path)?),
        _ => None,
    };
    let ptx = match (ptx, args.max_registers) {
        (Some(text), Some(registers)) => Some(with_max_registers(&text, registers)?),
        (ptx, _) => ptx,
    };
    // SAFETY: it only tries to load the driver's library by its usual names
    // (running its initialisers, as any CUDA program does).
    if ptx.is_some() && !unsafe { sys::is_culib_present() } {
        return Err(
            "no CUDA driver (libcuda.so) found: run where an NVIDIA GPU and its driver are, or give --host-only".into(),
        );
    }
    let generated: Vec<Request> = (0..n as u64).map(|i| generate(args.seed, i)).collect();
    // Every request built once into room enough for any program: the words
    // each uses give the stride and the order.
    let mut scratch = vec![0u32; 1 << 20];
    let used: Vec<usize> = generated.iter().map(|r| build(r, &mut scratch)).collect();
    let stride = match args.stride {
        Some(s) => s as usize,
        None => used.iter().copied().max().unwrap_or(HEADER_WORDS).next_multiple_of(32),
    };
    // Thread t (and the host's slot t) builds request order[t].
    let order = thread_order(&used, args.order);
    let requests: Vec<Request> = order.iter().map(|&i| generated[i]).collect();
    let stride_u32 = u32::try_from(stride).map_err(|_| "the stride exceeds u32")?;
    // The host's buffer and the copy back, and the GPU's: refuse what no
    // machine holds before allocating it.
    let bytes = (n as u64).saturating_mul(stride as u64).saturating_mul(4);
    if bytes > MAX_OUTPUT_BYTES {
        return Err(format!(
            "{n} requests of {stride} words need {} GB of output on each side; at most {} GB: give fewer --requests",
            bytes / 1_000_000_000,
            MAX_OUTPUT_BYTES / 1_000_000_000
        )
        .into());
    }
    let gpu_seed = args.gpu_seed.unwrap_or(args.seed);
    let words: Vec<u32> = order.iter().flat_map(|&i| generate(gpu_seed, i as u64).to_words()).collect();
    let total = n.checked_mul(stride).ok_or("--requests times --stride overflows")?;

    // The host: one thread, the same code.
    let mut host = vec![0u32; total];
    let mut host_best = f64::INFINITY;
    for _ in 0..args.runs {
        let t = Instant::now();
        for (r, out) in requests.iter().zip(host.chunks_mut(stride)) {
            build(std::hint::black_box(r), out);
        }
        host_best = host_best.min(t.elapsed().as_secs_f64());
    }

    let host_o = Outcomes::of(&host, stride);
    if args.host_only {
        report(&host_o, n, stride, args, host_best, None);
        return Ok(true);
    }

    // The GPU.
    let ptx = ptx.ok_or("--ptx is needed")?;
    let ctx = CudaContext::new(0)?;
    let name = ctx.name()?;
    let (major, minor) = ctx.compute_capability()?;
    // The kernel's frame (a prepared stop program and its layout) lives in
    // local memory; the stack limit covers calls below it.
    ctx.set_limit(sys::CUlimit::CU_LIMIT_STACK_SIZE, 32 * 1024)?;
    let stream = ctx.default_stream();
    let module = ctx.load_module(Ptx::from_src(ptx))?;
    let kernel = module.load_function("rig_counter_build")?;
    let requests_gpu = stream.clone_htod(&words)?;
    let mut out_gpu = stream.alloc_zeros::<u32>(total)?;
    let config = LaunchConfig {
        grid_dim: (args.requests.div_ceil(args.block), 1, 1),
        block_dim: (args.block, 1, 1),
        shared_mem_bytes: 0,
    };
    let (start, end) = (
        ctx.new_event(Some(sys::CUevent_flags::CU_EVENT_DEFAULT))?,
        ctx.new_event(Some(sys::CUevent_flags::CU_EVENT_DEFAULT))?,
    );
    let mut gpu_best = f64::INFINITY;
    // One launch before the timed ones: the first pays for loading.
    for run in 0..=args.runs {
        start.record(&stream)?;
        let mut launch = stream.launch_builder(&kernel);
        launch.arg(&requests_gpu).arg(&args.requests).arg(&mut out_gpu).arg(&stride_u32);
        // SAFETY: the kernel's arguments are what it takes (requests, their
        // count, the output and its stride); both buffers hold what the
        // count and stride say.
        unsafe { launch.launch(config) }?;
        end.record(&stream)?;
        end.synchronize()?;
        if run > 0 {
            gpu_best = gpu_best.min(f64::from(start.elapsed_ms(&end)?) / 1e3);
        }
    }
    let gpu = stream.clone_dtoh(&out_gpu)?;

    // Word for word.
    let mut differing = 0usize;
    for (i, (h, g)) in host.chunks(stride).zip(gpu.chunks(stride)).enumerate() {
        if h != g {
            differing += 1;
            if differing <= 10 {
                let at = h.iter().zip(g).position(|(a, b)| a != b).unwrap_or(0);
                println!(
                    "thread {i} (request {}) differs first at word {at}: host {:#010x}, GPU {:#010x}; request {:?}",
                    order[i], h[at], g[at], requests[i]
                );
            }
        }
    }

    println!("GPU: {name} (compute capability {major}.{minor})");
    report(&host_o, n, stride, args, host_best, Some(gpu_best));
    if differing == 0 {
        println!("all {n} requests: the GPU's words equal the host's, word for word ({total} words compared)");
    } else {
        println!("{differing} of {n} requests differ");
    }
    Ok(differing == 0)
}

/// `value` with three significant digits and an SI prefix: `4.23 M`.
fn si(value: f64) -> String {
    let (scaled, prefix) = match value {
        v if v >= 1e9 => (v / 1e9, " G"),
        v if v >= 1e6 => (v / 1e6, " M"),
        v if v >= 1e3 => (v / 1e3, " k"),
        v => (v, ""),
    };
    let digits = if scaled >= 100.0 {
        0
    } else if scaled >= 10.0 {
        1
    } else {
        2
    };
    format!("{scaled:.digits$}{prefix}")
}

fn report(host_o: &Outcomes, n: usize, stride: usize, args: &Args, host_best: f64, gpu_best: Option<f64>) {
    let (block, seed) = (args.block, args.seed);
    let rate = |count: u64, seconds: f64| count as f64 / seconds;
    println!("{REQUEST_WORDS}-word requests, seed {seed}");
    match args.order {
        Order::Dealt => println!(
            "order: dealt to warps by the words each uses, largest first: no warp holds two of the {} largest",
            n.div_ceil(WARP)
        ),
        Order::Generated => println!("order: as generated, thread i builds request i"),
    }
    println!(
        "requests: {n}; built whole: {}; program words: {}; most words a thread used: {} of {stride}",
        host_o.built, host_o.words, host_o.most_words
    );
    for ((stage, code), count) in &host_o.errors {
        println!("  {stage}: error code {code}: {count} requests");
    }
    println!("(the error codes are the core's LayoutError::code and CountingError::code; 64: no such product)");
    println!();
    println!("| where | time | requests/s | words/s |");
    println!("| --- | --- | --- | --- |");
    let gpu = gpu_best.map(|t| (format!("GPU, {n} threads in blocks of {block}"), t));
    for (place, t) in [("host, one core".to_string(), host_best)].into_iter().chain(gpu) {
        println!("| {place} | {:.2} ms | {} | {} |", t * 1e3, si(rate(n as u64, t)), si(rate(host_o.words, t)));
    }
    println!();
}

/// `ptx` with `.maxnreg registers` on the kernel's entry: after the closing
/// parenthesis of `rig_counter_build`'s parameters, before its body. An error
/// if the PTX has no such entry.
fn with_max_registers(ptx: &str, registers: u32) -> Result<String, String> {
    let entry = ptx.find(".entry rig_counter_build(").ok_or("the PTX has no entry rig_counter_build")?;
    let body = ptx[entry..].find("\n{").map(|at| entry + at).ok_or("the kernel's entry has no body")?;
    Ok(format!("{}\n.maxnreg {registers}{}", &ptx[..body], &ptx[body..]))
}
