//! Shared helpers of the cross-crate and command-line tests (see the files beside).
