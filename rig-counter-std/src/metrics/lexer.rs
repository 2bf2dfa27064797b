//! The tokens of rocprofiler's expression language: numbers, names, the four
//! operators, parentheses, brackets, `,`, `=` and `:`.
//!
//! `:` is no part of the language; it is a token so that the parser can say why
//! a range `[0:1]` is refused, where it stands (rocprofiler-sdk's counter collection docs, "Select function":
//! ranges are not supported).

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TokenKind {
    /// Digits, with at most one `.` between digits: `400`, `0.5`.
    Number,
    /// A letter or `_`, then letters, digits and `_`: `SQ_WAVES`, `reduce`.
    Name,
    /// `+`.
    Plus,
    /// `-`.
    Minus,
    /// `*`.
    Star,
    /// `/`.
    Slash,
    /// `(`.
    LeftParen,
    /// `)`.
    RightParen,
    /// `[`.
    LeftBracket,
    /// `]`.
    RightBracket,
    /// `,`.
    Comma,
    /// `=`.
    Equals,
    /// `:`.
    Colon,
}

/// A token of an expression's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Token<'a> {
    /// What it is.
    pub kind: TokenKind,
    /// Its text, as written.
    pub text: &'a str,
    /// The byte offset of its first character in the expression's text.
    pub position: usize,
}

/// The tokens of `text`, white space (spaces, tabs, line ends) between them
/// dropped.
///
/// Errors: a [`ParseError`] at the first character no token begins with
/// (``at 3: expected a number, a name or one of + - * / ( ) [ ] , =, found `$` ``),
/// or after a `.` that no digit follows.
pub fn tokenize(text: &str) -> Result<Vec<Token<'_>>, ParseError> {
    let bytes = text.as_bytes();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        let start = i;
        let kind = match b {
            b' ' | b'\t' | b'\r' | b'\n' => {
                i += 1;
                continue;
            }
            b'0'..=b'9' => {
                i = digits_end(bytes, i);
                if bytes.get(i) == Some(&b'.') {
                    if !bytes.get(i + 1).is_some_and(u8::is_ascii_digit) {
                        return Err(ParseError::at(text, i + 1, "a digit after `.`"));
                    }
                    i = digits_end(bytes, i + 1);
                }
                TokenKind::Number
            }
            b'A'..=b'Z' | b'a'..=b'z' | b'_' => {
                while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                    i += 1;
                }
                TokenKind::Name
            }
            _ => {
                let kind = match b {
                    b'+' => TokenKind::Plus,
                    b'-' => TokenKind::Minus,
                    b'*' => TokenKind::Star,
                    b'/' => TokenKind::Slash,
                    b'(' => TokenKind::LeftParen,
                    b')' => TokenKind::RightParen,
                    b'[' => TokenKind::LeftBracket,
                    b']' => TokenKind::RightBracket,
                    b',' => TokenKind::Comma,
                    b'=' => TokenKind::Equals,
                    b':' => TokenKind::Colon,
                    _ => return Err(ParseError::at(text, i, "a number, a name or one of + - * / ( ) [ ] , =")),
                };
                i += 1;
                kind
            }
        };
        tokens.push(Token { kind, text: &text[start..i], position: start });
    }
    Ok(tokens)
}

/// The offset after the run of ASCII digits starting at `i`.
fn digits_end(bytes: &[u8], mut i: usize) -> usize {
    while bytes.get(i).is_some_and(u8::is_ascii_digit) {
        i += 1;
    }
    i
}

/// Why a text is not an expression: where, what was expected there and what
/// was found. Display: ``at 14: expected `)`, found `,` ``.
#[derive(Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error("at {position}: expected {expected}, found {found}")]
pub struct ParseError {
    /// The byte offset in the text of what was found (the text's length at
    /// its end).
    pub position: usize,
    /// What would have been right there: `` `)` ``, `an operator or end of
    /// input`, `an index 0..=63 for DIMENSION_XCC`.
    pub expected: String,
    /// What is there: the token in backticks (`` `,` ``), or `end of input`.
    pub found: String,
}

impl ParseError {
    /// An error at byte `position` of `text`, finding the character there (a
    /// lexer's view: one character, not a token).
    pub(crate) fn at(text: &str, position: usize, expected: &str) -> ParseError {
        let found = match text.get(position..).and_then(|rest| rest.chars().next()) {
            Some(c) => format!("`{c}`"),
            None => END.to_owned(),
        };
        ParseError { position, expected: expected.to_owned(), found }
    }
}

/// How the end of the text is shown in [`ParseError::found`].
/// What a parse error finds at the end of the text.
pub(super) const END: &str = "end of input";
