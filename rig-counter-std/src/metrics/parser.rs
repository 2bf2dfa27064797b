//! The parser of rocprofiler's expressions into an [`Expr`].
//!
//! Grammar (rocprofiler-sdk's counter collection documentation, "Derived
//! metrics"; precedence and associativity as usual):
//!
//! ```text
//! expr     = term { ("+" | "-") term }
//! term     = unary { ("*" | "/") unary }
//! unary    = "-" unary | primary
//! primary  = NUMBER | NAME | "(" expr ")"
//!          | "reduce" "(" expr "," OP [ "," "[" DIMENSION { "," DIMENSION } "]" ] ")"
//!          | "select" "(" expr "," "[" DIMENSION "=" "[" INDEX "]" { "," DIMENSION "=" "[" INDEX "]" } "]" ")"
//!          | "accumulate" "(" expr "," ("HIGH_RES" | "LOW_RES" | "NONE") ")"
//! OP       = "sum" | "avr" | "avg" | "min" | "max"
//! ```
//!
//! `reduce`, `select` and `accumulate` are reserved: a name spelled so must be
//! called. What that documentation forbids in `select` is refused here, as a
//! [`ParseError`], not at evaluation: a dimension given twice, a list `[0,1]`, a
//! range `[0:1]`, a negative index, an index wider than the dimension's field of
//! rocprofiler's instance id (6 bits, 0..=63, for XCC, AID, SE, AGENT, SA and
//! WGP; 10 bits, 0..=1023, for INSTANCE; its "Index limits").

pub use super::lexer::ParseError;
use super::lexer::{END, Token, TokenKind, tokenize};
use rig_counter_core::samples::Dimension;
use std::fmt;

/// The deepest an expression may nest (parentheses, calls, unary minus and
/// operators all count). Deeper texts are refused, so that neither parsing nor
/// evaluating nor dropping an expression can exhaust the stack. rocprofiler's
/// shipped expressions are at most 162 characters long, with parentheses at
/// most 2 deep, so nest far less.
pub const MAX_DEPTH: usize = 200;

/// A binary operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    /// `+`.
    Add,
    /// `-`.
    Subtract,
    /// `*`.
    Multiply,
    /// `/`: division by zero gives [`super::Scalar::Undefined`].
    Divide,
}

impl BinaryOp {
    /// Its symbol: `+`, `-`, `*`, `/`.
    pub const fn symbol(self) -> &'static str {
        match self {
            BinaryOp::Add => "+",
            BinaryOp::Subtract => "-",
            BinaryOp::Multiply => "*",
            BinaryOp::Divide => "/",
        }
    }
}

/// How `reduce` combines the values it collapses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReduceOp {
    /// `sum`.
    Sum,
    /// `avr` (rocprofiler's spelling, rocprofiler-sdk's counter collection docs) or `avg`: the mean.
    Average,
    /// `min`.
    Min,
    /// `max`.
    Max,
}

impl ReduceOp {
    /// The op named `word`: `sum`, `avr`, `avg`, `min`, `max` (exact case).
    pub fn from_word(word: &str) -> Option<ReduceOp> {
        Some(match word {
            "sum" => ReduceOp::Sum,
            "avr" | "avg" => ReduceOp::Average,
            "min" => ReduceOp::Min,
            "max" => ReduceOp::Max,
            _ => return None,
        })
    }

    /// Its word as written back: `sum`, `avr`, `min`, `max`.
    pub const fn word(self) -> &'static str {
        match self {
            ReduceOp::Sum => "sum",
            ReduceOp::Average => "avr",
            ReduceOp::Min => "min",
            ReduceOp::Max => "max",
        }
    }
}

/// The resolution word of `accumulate` (rocprofiler-sdk's counter collection docs, "Accumulate function"). It
/// tells the hardware how to sum a level counter: `HIGH_RES` and `LOW_RES`
/// count an accumulator after it (`rig_counter_core::Resolution`), whose
/// values the evaluation reads; `NONE` is the counter itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Resolution {
    /// `HIGH_RES`: summed every clock.
    HighRes,
    /// `LOW_RES`: summed every fourth clock.
    LowRes,
    /// `NONE`: not summed; the level counter's value.
    Plain,
}

impl Resolution {
    /// The resolution named `word`: `HIGH_RES`, `LOW_RES`, `NONE` (exact case).
    pub fn from_word(word: &str) -> Option<Resolution> {
        Some(match word {
            "HIGH_RES" => Resolution::HighRes,
            "LOW_RES" => Resolution::LowRes,
            "NONE" => Resolution::Plain,
            _ => return None,
        })
    }

    /// Its word: `HIGH_RES`, `LOW_RES`, `NONE`.
    pub const fn word(self) -> &'static str {
        match self {
            Resolution::HighRes => "HIGH_RES",
            Resolution::LowRes => "LOW_RES",
            Resolution::Plain => "NONE",
        }
    }
}

/// An expression, as parsed. [`fmt::Display`] writes it back as text that
/// parses to an equal expression (binary operations in parentheses).
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    /// A number literal: `400`, `0.5`. Never negative when parsed (a minus
    /// is [`Expr::Negate`]); always finite.
    Number(f64),
    /// A name: a counter, a derived metric or a GPU constant
    /// ([`super::evaluate`] resolves it in that order).
    Name(String),
    /// `-x`.
    Negate(Box<Expr>),
    /// `left op right`.
    Binary {
        /// The operator.
        op: BinaryOp,
        /// The left operand.
        left: Box<Expr>,
        /// The right operand.
        right: Box<Expr>,
    },
    /// `reduce(arg, op)` (every dimension, a scalar) or `reduce(arg, op,
    /// [DIMENSION_A, ...])` (just those).
    Reduce {
        /// What is reduced.
        arg: Box<Expr>,
        /// How.
        op: ReduceOp,
        /// The dimensions collapsed, each once, as written; empty for all.
        dimensions: Vec<Dimension>,
    },
    /// `select(arg, [DIMENSION_A=[i], ...])`.
    Select {
        /// What is selected from.
        arg: Box<Expr>,
        /// Each dimension, at most once, with its index, as written.
        indices: Vec<(Dimension, u32)>,
    },
    /// `accumulate(arg, HIGH_RES|LOW_RES|NONE)`: `arg`, which may name level
    /// counters.
    Accumulate {
        /// What is accumulated.
        arg: Box<Expr>,
        /// The resolution word.
        resolution: Resolution,
    },
}

impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expr::Number(n) if *n < 0.0 => write!(f, "(-{})", -n),
            Expr::Number(n) => write!(f, "{n}"),
            Expr::Name(name) => f.write_str(name),
            Expr::Negate(x) => write!(f, "-{x}"),
            Expr::Binary { op, left, right } => write!(f, "({left}{}{right})", op.symbol()),
            Expr::Reduce { arg, op, dimensions } => {
                write!(f, "reduce({arg},{}", op.word())?;
                if !dimensions.is_empty() {
                    let names: Vec<&str> = dimensions.iter().map(|d| d.name()).collect();
                    write!(f, ",[{}]", names.join(","))?;
                }
                f.write_str(")")
            }
            Expr::Select { arg, indices } => {
                let items: Vec<String> = indices.iter().map(|(d, i)| format!("{}=[{i}]", d.name())).collect();
                write!(f, "select({arg},[{}])", items.join(","))
            }
            Expr::Accumulate { arg, resolution } => write!(f, "accumulate({arg},{})", resolution.word()),
        }
    }
}

/// The largest index `dimension` takes in `select`: the widest value of its
/// field in rocprofiler's instance id (rocprofiler-sdk's counter collection docs, "Index limits"; 6 bits for
/// every dimension but INSTANCE's 10).
pub const fn max_index(dimension: Dimension) -> u32 {
    match dimension {
        Dimension::Instance => (1 << 10) - 1,
        _ => (1 << 6) - 1,
    }
}

/// The expression `text` writes.
///
/// Errors: a [`ParseError`] at the first token that does not fit the grammar
/// (module doc), or at a `select` argument rocprofiler forbids; never a panic.
pub fn parse(text: &str) -> Result<Expr, ParseError> {
    let tokens = tokenize(text)?;
    let mut parser = Parser { text, tokens, next: 0, nesting: 0 };
    let (expr, _) = parser.expr()?;
    match parser.peek() {
        None => Ok(expr),
        Some(_) => Err(parser.error("an operator or end of input")),
    }
}

/// The words of the three functions, which a name may not be.
const FUNCTIONS: [&str; 3] = ["reduce", "select", "accumulate"];

/// What the parser expects where a dimension name must be.
const DIMENSIONS: &str = "a dimension (`DIMENSION_XCC`, `DIMENSION_AID`, `DIMENSION_SHADER_ENGINE`, \
     `DIMENSION_AGENT`, `DIMENSION_SHADER_ARRAY`, `DIMENSION_WGP` or `DIMENSION_INSTANCE`)";

struct Parser<'a> {
    text: &'a str,
    tokens: Vec<Token<'a>>,
    next: usize,
    /// Parentheses, calls and minus signs open around the token being read.
    nesting: usize,
}

/// A parsed expression and how deep its tree is.
type Parsed = (Expr, usize);

impl<'a> Parser<'a> {
    fn peek(&self) -> Option<Token<'a>> {
        self.tokens.get(self.next).copied()
    }

    fn peek_kind(&self) -> Option<TokenKind> {
        self.peek().map(|t| t.kind)
    }

    /// An error at the next token (or the end of the text).
    fn error(&self, expected: &str) -> ParseError {
        match self.peek() {
            Some(t) => {
                ParseError { position: t.position, expected: expected.to_owned(), found: format!("`{}`", t.text) }
            }
            None => ParseError { position: self.text.len(), expected: expected.to_owned(), found: END.to_owned() },
        }
    }

    /// The next token, which must be of `kind`; else an error expecting `what`.
    fn expect(&mut self, kind: TokenKind, what: &str) -> Result<Token<'a>, ParseError> {
        match self.peek() {
            Some(t) if t.kind == kind => {
                self.next += 1;
                Ok(t)
            }
            _ => Err(self.error(what)),
        }
    }

    /// Enters one more level of nesting at the next token.
    fn enter(&mut self) -> Result<(), ParseError> {
        if self.nesting >= MAX_DEPTH {
            return Err(self.error(&format!("an expression nested at most {MAX_DEPTH} deep")));
        }
        self.nesting += 1;
        Ok(())
    }

    /// The depth of a node over children as deep as `depth`; an error at
    /// `token`, the node's operator or function name, past [`MAX_DEPTH`].
    fn deeper(&self, depth: usize, token: Token<'a>) -> Result<usize, ParseError> {
        if depth >= MAX_DEPTH {
            return Err(ParseError {
                position: token.position,
                expected: format!("an expression nested at most {MAX_DEPTH} deep"),
                found: format!("`{}`", token.text),
            });
        }
        Ok(depth + 1)
    }

    /// [`deeper`](Self::deeper) for the `terms`-th operand of a chain
    /// (`a+b+c`, `what` being `terms joined by ...`) whose operands so far
    /// are `depth` deep and the newest `right_depth`: when the chain itself
    /// (its operands as deep as its length) passes [`MAX_DEPTH`], the error
    /// says at most that many of `what`, not nesting.
    fn chained(
        &self,
        depth: usize,
        right_depth: usize,
        terms: usize,
        token: Token<'a>,
        what: &str,
    ) -> Result<usize, ParseError> {
        self.deeper(depth.max(right_depth), token).map_err(|e| {
            if depth >= right_depth && terms > MAX_DEPTH {
                ParseError { expected: format!("at most {MAX_DEPTH} {what}"), ..e }
            } else {
                e
            }
        })
    }

    fn expr(&mut self) -> Result<Parsed, ParseError> {
        let (mut left, mut depth) = self.term()?;
        let mut terms = 1usize;
        while let Some(t) = self.peek().filter(|t| matches!(t.kind, TokenKind::Plus | TokenKind::Minus)) {
            self.next += 1;
            let op = if t.kind == TokenKind::Plus { BinaryOp::Add } else { BinaryOp::Subtract };
            let (right, right_depth) = self.term()?;
            terms += 1;
            depth = self.chained(depth, right_depth, terms, t, "terms joined by `+` and `-`")?;
            left = Expr::Binary { op, left: Box::new(left), right: Box::new(right) };
        }
        Ok((left, depth))
    }

    fn term(&mut self) -> Result<Parsed, ParseError> {
        let (mut left, mut depth) = self.unary()?;
        let mut terms = 1usize;
        while let Some(t) = self.peek().filter(|t| matches!(t.kind, TokenKind::Star | TokenKind::Slash)) {
            self.next += 1;
            let op = if t.kind == TokenKind::Star { BinaryOp::Multiply } else { BinaryOp::Divide };
            let (right, right_depth) = self.unary()?;
            terms += 1;
            depth = self.chained(depth, right_depth, terms, t, "factors joined by `*` and `/`")?;
            left = Expr::Binary { op, left: Box::new(left), right: Box::new(right) };
        }
        Ok((left, depth))
    }

    fn unary(&mut self) -> Result<Parsed, ParseError> {
        match self.peek() {
            Some(t) if t.kind == TokenKind::Minus => {
                self.enter()?;
                self.next += 1;
                let (x, depth) = self.unary()?;
                self.nesting -= 1;
                Ok((Expr::Negate(Box::new(x)), self.deeper(depth, t)?))
            }
            _ => self.primary(),
        }
    }

    fn primary(&mut self) -> Result<Parsed, ParseError> {
        const OPERAND: &str = "a number, a name, `-` or `(`";
        let Some(t) = self.peek() else { return Err(self.error(OPERAND)) };
        match t.kind {
            TokenKind::Number => {
                self.next += 1;
                match t.text.parse::<f64>() {
                    Ok(n) if n.is_finite() => Ok((Expr::Number(n), 1)),
                    _ => Err(ParseError {
                        position: t.position,
                        expected: "a number below 2^1024".to_owned(),
                        found: format!("`{}`", t.text),
                    }),
                }
            }
            TokenKind::LeftParen => {
                self.enter()?;
                self.next += 1;
                let inner = self.expr()?;
                self.expect(TokenKind::RightParen, "`)`")?;
                self.nesting -= 1;
                Ok(inner)
            }
            TokenKind::Name if FUNCTIONS.contains(&t.text) => {
                self.enter()?;
                self.next += 1;
                self.expect(TokenKind::LeftParen, "`(`")?;
                let (arg, depth) = self.expr()?;
                let arg = Box::new(arg);
                self.expect(TokenKind::Comma, "`,`")?;
                let expr = match t.text {
                    "reduce" => self.reduce(arg)?,
                    "select" => self.select(arg)?,
                    _ => self.accumulate(arg)?,
                };
                self.nesting -= 1;
                Ok((expr, self.deeper(depth, t)?))
            }
            TokenKind::Name => {
                self.next += 1;
                Ok((Expr::Name(t.text.to_owned()), 1))
            }
            _ => Err(self.error(OPERAND)),
        }
    }

    /// The rest of `reduce(arg,`, its `)` included.
    fn reduce(&mut self, arg: Box<Expr>) -> Result<Expr, ParseError> {
        const OPS: &str = "`sum`, `avr`, `avg`, `min` or `max`";
        let word = self.expect(TokenKind::Name, OPS)?;
        let Some(op) = ReduceOp::from_word(word.text) else {
            self.next -= 1;
            return Err(self.error(OPS));
        };
        let mut dimensions = Vec::new();
        if self.peek_kind() == Some(TokenKind::Comma) {
            self.next += 1;
            self.expect(TokenKind::LeftBracket, "`[`")?;
            loop {
                let (dimension, _) = self.dimension(&dimensions)?;
                dimensions.push(dimension);
                match self.peek_kind() {
                    Some(TokenKind::Comma) => self.next += 1,
                    _ => break,
                }
            }
            self.expect(TokenKind::RightBracket, "`,` or `]`")?;
            self.expect(TokenKind::RightParen, "`)`")?;
        } else {
            self.expect(TokenKind::RightParen, "`,` or `)`")?;
        }
        Ok(Expr::Reduce { arg, op, dimensions })
    }

    /// The rest of `select(arg,`, its `)` included.
    fn select(&mut self, arg: Box<Expr>) -> Result<Expr, ParseError> {
        const ONE_INDEX: &str = "`]` (one index per dimension: select once per index)";
        self.expect(TokenKind::LeftBracket, "`[`")?;
        let mut indices: Vec<(Dimension, u32)> = Vec::new();
        loop {
            let chosen: Vec<Dimension> = indices.iter().map(|(d, _)| *d).collect();
            let (dimension, _) = self.dimension(&chosen)?;
            self.expect(TokenKind::Equals, "`=`")?;
            self.expect(TokenKind::LeftBracket, "`[`")?;
            let index = self.index(dimension)?;
            self.expect(TokenKind::RightBracket, ONE_INDEX)?;
            indices.push((dimension, index));
            match self.peek_kind() {
                Some(TokenKind::Comma) => self.next += 1,
                _ => break,
            }
        }
        self.expect(TokenKind::RightBracket, "`,` or `]`")?;
        self.expect(TokenKind::RightParen, "`)`")?;
        Ok(Expr::Select { arg, indices })
    }

    /// The rest of `accumulate(arg,`, its `)` included.
    fn accumulate(&mut self, arg: Box<Expr>) -> Result<Expr, ParseError> {
        const WORDS: &str = "`HIGH_RES`, `LOW_RES` or `NONE`";
        let word = self.expect(TokenKind::Name, WORDS)?;
        let Some(resolution) = Resolution::from_word(word.text) else {
            self.next -= 1;
            return Err(self.error(WORDS));
        };
        self.expect(TokenKind::RightParen, "`)`")?;
        Ok(Expr::Accumulate { arg, resolution })
    }

    /// A dimension name not among `taken`.
    fn dimension(&mut self, taken: &[Dimension]) -> Result<(Dimension, Token<'a>), ParseError> {
        let t = self.expect(TokenKind::Name, DIMENSIONS)?;
        let Some(dimension) = Dimension::from_name(t.text) else {
            self.next -= 1;
            return Err(self.error(DIMENSIONS));
        };
        if taken.contains(&dimension) {
            self.next -= 1;
            return Err(self.error(&format!("a dimension other than {}, which is listed already", dimension.name())));
        }
        Ok((dimension, t))
    }

    /// An index of `dimension` in `select`.
    fn index(&mut self, dimension: Dimension) -> Result<u32, ParseError> {
        let max = max_index(dimension);
        let expected = format!("an index 0..={max} for {}", dimension.name());
        let t = self.expect(TokenKind::Number, &expected)?;
        match t.text.parse::<u32>() {
            Ok(i) if i <= max => Ok(i),
            _ => {
                self.next -= 1;
                Err(self.error(&expected))
            }
        }
    }
}
