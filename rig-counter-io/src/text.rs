//! Text in messages and tables: names, paths and free text shown exactly,
//! escaped where they would hide or reorder characters, cut where they are
//! longer than a line a person reads. Every module that says something of
//! a user's input uses these; they use nothing else.

/// A name as given, quoted and escaped when it is empty or holds spaces,
/// control characters or characters that print as nothing or reorder the
/// text (zero-width, bidi controls: whatever Rust's `escape_debug` escapes),
/// so the message shows exactly what was asked for.
///
/// A name of more than [`MAX_SHOWN_CHARS`] characters is cut there and
/// marked as [`abridged`] marks it (`SQ_WWW... (999800 more characters)`),
/// so a message stays a line a person reads.
pub fn shown(name: &str) -> String {
    let hidden = |c: char| c.is_whitespace() || !matches!(c, '"' | '\'' | '\\') && c.escape_debug().count() > 1;
    let head = match name.char_indices().nth(MAX_SHOWN_CHARS) {
        Some((end, _)) => &name[..end],
        None => name,
    };
    let shown = if name.is_empty() || head.chars().any(hidden) { format!("{head:?}") } else { head.to_owned() };
    if head.len() < name.len() {
        format!("{shown}... ({} more characters)", name[head.len()..].chars().count())
    } else {
        shown
    }
}

/// `text` with every control character and every character that prints as
/// nothing or reorders the text escaped as Rust writes it (`\n`, `\u{202e}`),
/// spaces and other printing characters as they are: for tables a terminal shows.
pub fn escaped(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c != ' ' && !matches!(c, '"' | '\'' | '\\') && c.escape_debug().count() > 1 {
                c.escape_debug().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// The most characters of a path a message shows: Linux's `PATH_MAX`
/// (`include/uapi/linux/limits.h`), the longest path the system takes.
pub const MAX_PATH_CHARS: usize = 4096;

/// A path in a message: [`escaped`], cut at [`MAX_PATH_CHARS`] characters
/// as [`abridged`] cuts (`... (95909 more characters)`) when longer, as no
/// file's can be.
pub fn shown_path(path: &std::path::Path) -> String {
    let text = path.display().to_string();
    match text.char_indices().nth(MAX_PATH_CHARS) {
        Some((end, _)) => format!("{}... ({} more characters)", escaped(&text[..end]), text[end..].chars().count()),
        None => escaped(&text),
    }
}

/// `text` ([`escaped`]) as one shell word, for a command a message
/// suggests: as it is when it holds only letters, digits and `_-./+=:,@%`,
/// else in single quotes (a `'` in it as `'\''`), so that `my defs.yaml` or
/// `a$(id).yaml` pastes as the one file name it is.
pub fn shell_word(text: &str) -> String {
    let text = escaped(text);
    let plain = |c: char| c.is_ascii_alphanumeric() || "_-./+=:,@%".contains(c);
    if !text.is_empty() && text.chars().all(plain) { text } else { format!("'{}'", text.replace('\'', "'\\''")) }
}

/// The most characters of a file's free text (a restriction's reason) a
/// message shows.
pub const MAX_SHOWN_CHARS: usize = 200;

/// `text` whole if it has at most [`MAX_SHOWN_CHARS`] characters, else its
/// first ones and how many more there are: a file's reason may be megabytes.
pub fn abridged(text: &str) -> String {
    match text.char_indices().nth(MAX_SHOWN_CHARS) {
        None => text.to_owned(),
        Some((at, _)) => format!("{}... ({} more characters)", &text[..at], text[at..].chars().count()),
    }
}
