//! The OA XML's reverse Polish equations, evaluated as IGT's generated C
//! computes them.
//!
//! IGT's `lib/i915/perf-configs/codegen.py` turns each operator into a C
//! statement on `uint64_t` or `double` temporaries; C's conversions decide
//! the rest. This evaluator keeps each value's C type ([`Value`]):
//!
//! | operator | C | result |
//! |---|---|---|
//! | `UADD` `USUB` `UMUL` | `uint64_t t = a op b;` | integer; computed in `double` if either side is one (then truncated), else wrapping |
//! | `UDIV` | both converted to `uint64_t`, `b ? a / b : 0` | integer; 0 when dividing by 0 |
//! | `UMIN` | `MIN(a, b)` | integer |
//! | `FADD` `FSUB` `FMUL` | `double t = a op b;` | float; computed in `uint64_t` (wrapping) when both sides are integers |
//! | `FDIV` | both converted to `double`, `b ? a / b : 0` | float; 0 when dividing by 0 |
//! | `FMAX` | both converted to `double`, `MAX(a, b)` | float |
//! | `AND` `<<` `>>` | `a op b` | integer; a shift by 64 or more gives 0 (C leaves it undefined) |
//! | `UGTE` `UGT` `ULTE` `ULT` | `a op b` | 1 or 0 |
//! | `&&` (availability only) | `a && b` | 1 or 0 |
//! | `X N READ` | `accumulator[X_offset + N]`, X one of `A`, `B`, `C`, `GPU_TIME`, `GPU_CLOCK`, `PERFCNT` | integer; 0 past the accumulator's 64 values |
//!
//! `a` is the operand pushed first. A `$` name is a device variable
//! ([`Device::variable`]) or, failing that, another counter of the set, whose
//! own equation gives it (in its own data type). Numbers are decimal or
//! `0x` hexadecimal integers, or decimals with a point (floats); `true` is 1.
//! A float converted to an integer truncates toward zero, and saturates
//! where C's conversion would be undefined (negative, NaN: 0; too large:
//! `u64::MAX`).

use super::device::Device;
use super::{Counter, MetricSet};

/// A value of an equation, with its C type.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value {
    /// `uint64_t`.
    Int(u64),
    /// `double`.
    Float(f64),
}

impl Value {
    /// As a `double`.
    pub fn as_f64(self) -> f64 {
        match self {
            Value::Int(v) => v as f64,
            Value::Float(v) => v,
        }
    }

    /// As a `uint64_t`.
    pub fn as_u64(self) -> u64 {
        match self {
            Value::Int(v) => v,
            // Rust's `as` truncates toward zero and saturates, NaN to 0.
            Value::Float(v) => v as u64,
        }
    }
}

/// Why an equation could not be evaluated.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EquationError {
    /// A token that is no operator, number, counter kind or `$` name.
    #[error("`{equation}`: `{token}` is no operator, number or variable")]
    Token {
        /// The equation.
        equation: String,
        /// The token.
        token: String,
    },
    /// An operator with fewer operands than it takes, or a result of other
    /// than one value.
    #[error("`{equation}`: {problem}")]
    Shape {
        /// The equation.
        equation: String,
        /// What is wrong with it.
        problem: String,
    },
    /// A `$` name that is neither a device variable nor a counter of the set.
    #[error("`{equation}`: `${name}` is neither a device variable nor a counter of the set")]
    Variable {
        /// The equation.
        equation: String,
        /// The name, without `$`.
        name: String,
    },
    /// Counters whose equations name each other in a loop, or deeper than 16.
    #[error("`{equation}`: counters named in a loop (or more than 16 deep)")]
    Loop {
        /// The equation.
        equation: String,
    },
}

/// What an equation reads: the device, the set its `$` names of counters
/// refer to, and the accumulated deltas (all zeros for an availability).
#[derive(Clone, Copy, Debug)]
pub struct Inputs<'a> {
    /// The device.
    pub device: &'a Device,
    /// The metric set.
    pub set: MetricSet,
    /// The accumulated deltas ([`super::report::accumulate`]).
    pub accumulator: &'a [u64; 64],
}

enum Item<'t> {
    Value(Value),
    Name(&'t str),
}

fn binary(op: &str, a: Value, b: Value) -> Option<Value> {
    use Value::{Float as F, Int as I};
    // C's usual conversions: an operation in double if either side is.
    let both_int = matches!((a, b), (I(_), I(_)));
    let (ai, bi) = (a.as_u64(), b.as_u64());
    let (af, bf) = (a.as_f64(), b.as_f64());
    let arith = |int: fn(u64, u64) -> u64, float: fn(f64, f64) -> f64| {
        if both_int { I(int(ai, bi)) } else { F(float(af, bf)) }
    };
    Some(match op {
        "UADD" => I(arith(u64::wrapping_add, |x, y| x + y).as_u64()),
        "USUB" => I(arith(u64::wrapping_sub, |x, y| x - y).as_u64()),
        "UMUL" => I(arith(u64::wrapping_mul, |x, y| x * y).as_u64()),
        "UDIV" => I(ai.checked_div(bi).unwrap_or(0)),
        "UMIN" => I((if both_int {
            if ai < bi { a } else { b }
        } else if af < bf {
            a
        } else {
            b
        })
        .as_u64()),
        "FADD" => F(arith(u64::wrapping_add, |x, y| x + y).as_f64()),
        "FSUB" => F(arith(u64::wrapping_sub, |x, y| x - y).as_f64()),
        "FMUL" => F(arith(u64::wrapping_mul, |x, y| x * y).as_f64()),
        "FDIV" => F(if bf == 0.0 { 0.0 } else { af / bf }),
        "FMAX" => F(if af > bf { af } else { bf }),
        "AND" => I(ai & bi),
        "<<" => I(u32::try_from(bi).ok().and_then(|s| ai.checked_shl(s)).unwrap_or(0)),
        ">>" => I(u32::try_from(bi).ok().and_then(|s| ai.checked_shr(s)).unwrap_or(0)),
        "UGTE" | "UGT" | "ULTE" | "ULT" => {
            let ord = if both_int { ai.partial_cmp(&bi) } else { af.partial_cmp(&bf) };
            let hold = match (op, ord) {
                (_, None) => false,
                ("UGTE", Some(o)) => o.is_ge(),
                ("UGT", Some(o)) => o.is_gt(),
                ("ULTE", Some(o)) => o.is_le(),
                (_, Some(o)) => o.is_lt(),
            };
            I(u64::from(hold))
        }
        "&&" => I(u64::from(a.as_f64() != 0.0 && b.as_f64() != 0.0)),
        _ => return None,
    })
}

fn number(token: &str) -> Option<Value> {
    if token == "true" {
        return Some(Value::Int(1));
    }
    if token.starts_with("0x") || token.starts_with("0X") {
        return super::hex(token).map(Value::Int);
    }
    if token.bytes().all(|b| b.is_ascii_digit()) {
        return token.parse().ok().map(Value::Int);
    }
    if token.contains('.') && token.bytes().all(|b| b.is_ascii_digit() || b == b'.') {
        return token.parse().ok().map(Value::Float);
    }
    None
}

fn is_operator(token: &str) -> bool {
    matches!(
        token,
        "UADD"
            | "USUB"
            | "UMUL"
            | "UDIV"
            | "UMIN"
            | "FADD"
            | "FSUB"
            | "FMUL"
            | "FDIV"
            | "FMAX"
            | "AND"
            | "<<"
            | ">>"
            | "UGTE"
            | "UGT"
            | "ULTE"
            | "ULT"
            | "&&"
            | "READ"
    )
}

/// Evaluates `equation` (an equation, max equation or availability) on
/// `inputs`.
///
/// Errors: [`EquationError`]: a token it does not know, operands missing or
/// left over, a `$` name it cannot resolve, counters naming each other in a
/// loop.
pub fn evaluate(equation: &str, inputs: &Inputs) -> Result<Value, EquationError> {
    eval(equation, inputs, 0)
}

fn eval(equation: &str, inputs: &Inputs, depth: usize) -> Result<Value, EquationError> {
    if depth > 16 {
        return Err(EquationError::Loop { equation: equation.to_owned() });
    }
    let shape = |problem: String| EquationError::Shape { equation: equation.to_owned(), problem };
    let mut stack: Vec<Item> = Vec::new();
    let resolve = |item: Item| -> Result<Value, EquationError> {
        match item {
            Item::Value(v) => Ok(v),
            Item::Name(name) => variable(name, equation, inputs, depth),
        }
    };
    for token in equation.split_ascii_whitespace() {
        if !is_operator(token) {
            if let Some(v) = number(token) {
                stack.push(Item::Value(v));
            } else if token.starts_with('$') || matches!(token, "A" | "B" | "C" | "GPU_TIME" | "GPU_CLOCK" | "PERFCNT")
            {
                stack.push(Item::Name(token));
            } else {
                return Err(EquationError::Token { equation: equation.to_owned(), token: token.to_owned() });
            }
            continue;
        }
        let (Some(b), Some(a)) = (stack.pop(), stack.pop()) else {
            return Err(shape(format!("`{token}` takes two operands")));
        };
        let value = if token == "READ" {
            let Item::Name(kind) = a else {
                return Err(shape(
                    "READ takes a counter kind (A, B, C, GPU_TIME, GPU_CLOCK, PERFCNT) first".to_owned(),
                ));
            };
            let index = resolve(b)?.as_u64();
            let offsets = inputs.set.format().offsets();
            let base = match kind {
                "A" => offsets.a,
                "B" => offsets.b,
                "C" => offsets.c,
                "GPU_TIME" => offsets.gpu_time,
                "GPU_CLOCK" => offsets.gpu_clock,
                "PERFCNT" => offsets.perfcnt,
                _ => return Err(shape(format!("READ of `{kind}`, no counter kind"))),
            };
            let at = usize::try_from(index).ok().and_then(|i| i.checked_add(base));
            Value::Int(at.and_then(|i| inputs.accumulator.get(i)).copied().unwrap_or(0))
        } else {
            let (a, b) = (resolve(a)?, resolve(b)?);
            binary(token, a, b).ok_or_else(|| shape(format!("`{token}` is no operator")))?
        };
        stack.push(Item::Value(value));
    }
    match stack.len() {
        1 => resolve(stack.pop().expect("one item")),
        0 => Err(shape("no value".to_owned())),
        n => Err(shape(format!("{n} values left, not one"))),
    }
}

fn variable(name: &str, equation: &str, inputs: &Inputs, depth: usize) -> Result<Value, EquationError> {
    let bare = name.strip_prefix('$').unwrap_or(name);
    if !name.starts_with('$') {
        return Err(EquationError::Shape { equation: equation.to_owned(), problem: format!("`{name}` outside READ") });
    }
    if let Some(v) = inputs.device.variable(bare) {
        return Ok(Value::Int(v));
    }
    match inputs.set.counter(bare) {
        Some(c) => read(c, inputs, depth + 1),
        None => Err(EquationError::Variable { equation: equation.to_owned(), name: bare.to_owned() }),
    }
}

fn read(counter: Counter, inputs: &Inputs, depth: usize) -> Result<Value, EquationError> {
    let v = eval(counter.equation(), inputs, depth)?;
    // The read function returns its data type.
    Ok(if counter.data_type() == "float" { Value::Float(v.as_f64()) } else { Value::Int(v.as_u64()) })
}

/// A counter's value: its equation, returned in its data type.
///
/// Errors: as [`evaluate`].
pub fn value(counter: Counter, inputs: &Inputs) -> Result<Value, EquationError> {
    read(counter, inputs, 0)
}

/// A counter's maximum: `None` without a max equation; 100 for `100` (IGT's
/// `percentage_max_callback`).
///
/// Errors: as [`evaluate`].
pub fn maximum(counter: Counter, inputs: &Inputs) -> Result<Option<Value>, EquationError> {
    let Some(eq) = counter.max_equation() else { return Ok(None) };
    let v = evaluate(eq, inputs)?;
    Ok(Some(if counter.data_type() == "float" { Value::Float(v.as_f64()) } else { Value::Int(v.as_u64()) }))
}

/// Whether `device` has `counter`: its availability expression non-zero,
/// or true without one.
///
/// Errors: as [`evaluate`].
pub fn available(counter: Counter, device: &Device) -> Result<bool, EquationError> {
    let Some(expr) = counter.availability() else { return Ok(true) };
    let zeros = [0u64; 64];
    let inputs = Inputs { device, set: counter.set(), accumulator: &zeros };
    Ok(evaluate(expr, &inputs)?.as_f64() != 0.0)
}
