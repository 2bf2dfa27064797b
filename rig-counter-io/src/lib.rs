//! `rig-counter-io`: what rig-counter's host crates (`rig-counter-std`, the
//! counting side, and `rig-counter-timeline`, GPU request timelines) share
//! about the input a user gives them.
//!
//! - [`text`]: names, paths and free text in messages, escaped and cut.
//! - [`capped`]: warnings of one kind, kept up to a bound and the rest counted.
//! - [`encoding`]: text in the encodings YAML allows, and where a file
//!   that is in none of them goes wrong.
//! - [`files`]: which files are read (regular files, never a FIFO that
//!   blocks), and [`files::FileError`], a file that could not be read.
//! - [`reads`]: the files a command opened for reading, remembered so that
//!   no output is written over one.
//!
//! It depends on neither crate, so neither depends on the other for these.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod capped;
pub mod encoding;
pub mod files;
pub mod reads;
pub mod text;
