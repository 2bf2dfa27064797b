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

/// Message `text` without the `(os error N)` the standard library adds to
/// a system error's words (`No such file or directory (os error 2)` is
/// said `No such file or directory`): a person reads the words, and the
/// number is in them already.
pub fn said(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(" (os error ") {
        let tail = &rest[at + " (os error ".len()..];
        let digits = tail.bytes().take_while(u8::is_ascii_digit).count();
        if digits > 0 && tail[digits..].starts_with(')') {
            out.push_str(&rest[..at]);
            rest = &tail[digits + 1..];
        } else {
            out.push_str(&rest[..at + 1]);
            rest = &rest[at + 1..];
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod said_tests {
    #[test]
    fn the_os_error_number_is_left_out() {
        assert_eq!(super::said("x: No such file or directory (os error 2)"), "x: No such file or directory");
        assert_eq!(super::said("a (os error 13): b (os error 2)"), "a: b");
        assert_eq!(super::said("a (os error x) (os error)"), "a (os error x) (os error)");
        assert_eq!(super::said("plain"), "plain");
    }
}
