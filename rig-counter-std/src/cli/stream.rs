//! Commands that write as they go (`decode`, `timeline`): their output is
//! never held whole, so a failure is either the request's or the writing's.

use crate::Error;
use rig_counter_io::text::said;

/// Why a streamed command failed: the request, or writing its output.
#[derive(Debug)]
pub enum StreamError {
    /// The request was refused: `decode` has written nothing then;
    /// `timeline` nothing to a file, and on standard output what it wrote
    /// before a trace was found damaged part-way.
    Refused(Error),
    /// Refused as [`StreamError::Refused`], after warnings said of the
    /// inputs (which may explain it: a trace whose jobs were all left out).
    RefusedAfter(Vec<String>, Box<Error>),
    /// Writing the output failed.
    Write(std::io::Error),
}

impl From<Error> for StreamError {
    fn from(e: Error) -> Self {
        StreamError::Refused(e)
    }
}

impl From<rig_counter_timeline::Refusal> for StreamError {
    fn from(e: rig_counter_timeline::Refusal) -> Self {
        StreamError::RefusedAfter(e.warnings, Box::new(Error::from(e.error)))
    }
}

impl From<std::io::Error> for StreamError {
    fn from(e: std::io::Error) -> Self {
        StreamError::Write(e)
    }
}

/// A streamed command's `result` as a buffered command's: its warnings into
/// `warnings`, a failed write an [`Error`] like any other (for `execute`,
/// which writes into memory).
///
/// Errors: the refusal, or the write's error.
pub fn buffered(result: Result<Vec<String>, StreamError>, warnings: &mut Vec<String>) -> Result<(), Error> {
    match result {
        Ok(notes) => {
            warnings.extend(notes);
            Ok(())
        }
        Err(StreamError::Refused(e)) => Err(e),
        Err(StreamError::RefusedAfter(notes, e)) => {
            warnings.extend(notes);
            Err(*e)
        }
        Err(StreamError::Write(e)) => Err(Error::from(e)),
    }
}

/// The exit status of a streamed command's `result`, its warnings and
/// error written to `err`: 0 when it succeeded or its reader closed the
/// pipe (it wanted no more, as Unix tools take it), else as
/// [`status_of`] says for a refusal, 1 for a failed write.
pub fn status(result: Result<Vec<String>, StreamError>, err: &mut dyn std::io::Write) -> u8 {
    match result {
        Ok(notes) => {
            for w in notes {
                let _ = writeln!(err, "warning: {}", said(&w));
            }
            0
        }
        Err(StreamError::Write(e)) if e.kind() == std::io::ErrorKind::BrokenPipe => 0,
        Err(StreamError::Write(e)) => {
            let _ = writeln!(err, "error: {}", said(&Error::from(e).to_string()));
            1
        }
        Err(StreamError::Refused(e)) => {
            let _ = writeln!(err, "error: {}", said(&e.to_string()));
            status_of(&e)
        }
        Err(StreamError::RefusedAfter(notes, e)) => {
            for w in notes {
                let _ = writeln!(err, "warning: {}", said(&w));
            }
            let _ = writeln!(err, "error: {}", said(&e.to_string()));
            status_of(&e)
        }
    }
}

/// The exit status of a refused command: 2 for a usage error (arguments that
/// cannot go together), 1 for any other.
pub(super) fn status_of(e: &crate::Error) -> u8 {
    if matches!(e, crate::Error::Usage(_)) { 2 } else { 1 }
}
