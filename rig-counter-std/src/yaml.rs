//! YAML as the command reads it (rocprofiler's definitions, rocprofv3's
//! input files): serde-saphyr within a budget of nodes, and its messages
//! said in the file's terms, not the library's.

/// serde-saphyr's options for a file of at most `max_nodes` nodes (aliases
/// counted as they expand; events four times that): a file that expands
/// past it is refused, not read into memory.
pub fn options(max_nodes: usize) -> serde_saphyr::Options {
    let mut options = serde_saphyr::Options::default();
    let mut budget = serde_saphyr::Budget::default();
    (budget.max_nodes, budget.max_events) = (max_nodes, 4 * max_nodes);
    options.budget = Some(budget);
    options
}

/// serde-saphyr's `message` with its advice about its own options taken
/// out: a key given twice (`duplicate mapping key: K, set
/// DuplicateKeyPolicy in Options if acceptable`) is said as `K is given
/// twice in one mapping (YAML takes each key once)`, everywhere the message
/// shows it.
pub fn in_files_terms(message: &str) -> String {
    const ADVICE: &str = ", set DuplicateKeyPolicy in Options if acceptable";
    let mut out = String::with_capacity(message.len());
    for line in message.split_inclusive('\n') {
        match (line.find("duplicate mapping key: "), line.find(ADVICE)) {
            (Some(at), Some(end)) if at < end => {
                let key = &line[at + "duplicate mapping key: ".len()..end];
                out.push_str(&line[..at]);
                out.push_str(&format!("{key} is given twice in one mapping (YAML takes each key once)"));
                out.push_str(&line[end + ADVICE.len()..]);
            }
            _ => out.push_str(line),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_duplicate_key_is_said_without_the_librarys_advice() {
        assert_eq!(
            super::in_files_terms(
                "line 3 column 3: duplicate mapping key: counters, set DuplicateKeyPolicy in Options if acceptable\n  \
                 |   ^ duplicate mapping key: counters, set DuplicateKeyPolicy in Options if acceptable\n"
            ),
            "line 3 column 3: counters is given twice in one mapping (YAML takes each key once)\n  \
             |   ^ counters is given twice in one mapping (YAML takes each key once)\n"
        );
        assert_eq!(super::in_files_terms("line 1 column 2: other"), "line 1 column 2: other");
    }
}
