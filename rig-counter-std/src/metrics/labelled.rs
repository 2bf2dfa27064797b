//! `--expr NAME=EXPRESSION`: an expression with the name its column takes.

/// The name and the expression of an `--expr` argument: `L2_HIT=100*X/Y`
/// is (`L2_HIT`, `100*X/Y`) when what comes before the first `=` is a
/// name (a letter or `_`, then letters, digits and `_`, as rocprofiler's
/// names are); anything else is its own name (`100*X/Y`), so that
/// `select(X,[DIMENSION_XCC=[0]])` stays one expression.
pub fn labelled(arg: &str) -> (String, String) {
    if let Some((name, expression)) = arg.split_once('=')
        && is_name(name.trim())
        && !expression.trim().is_empty()
    {
        return (name.trim().to_owned(), expression.trim().to_owned());
    }
    (arg.to_owned(), arg.to_owned())
}

/// The `--expr` arguments `expressions` as (column name, expression), each
/// [`labelled`], beside the metrics `names` asked for, in an output whose
/// own columns are `reserved` (`Dispatch_Id`), on a GPU of processor
/// `processor` whose metrics and counters `known` tells.
///
/// Errors, for an expression given a name: `--expr X=...: X is a column of
/// the output` (one of `reserved`); `X is given twice` (by two `--expr`,
/// or as a metric asked by name); `X is a metric or counter of gfx1201` (a
/// column of that name would pass for it, as plan refuses it).
pub fn columns(
    names: &[String],
    expressions: &[String],
    reserved: &[&str],
    known: &dyn Fn(&str) -> bool,
    processor: &str,
) -> Result<Vec<(String, String)>, String> {
    let mut out: Vec<(String, String)> = Vec::with_capacity(expressions.len());
    for arg in expressions {
        let (label, expression) = labelled(arg);
        if label != expression {
            let (arg, shown) = (crate::text::shown(arg), crate::text::shown(&label));
            if reserved.contains(&label.as_str()) {
                return Err(format!(
                    "--expr {arg}: {shown} is a column of the output; give the expression another name"
                ));
            }
            if names.contains(&label) || out.iter().any(|(l, _)| *l == label) {
                return Err(format!("--expr {arg}: {shown} is given twice; give each its own name"));
            }
            if known(&label) {
                return Err(format!(
                    "--expr {arg}: {shown} is a metric or counter of {processor}; give the expression another name"
                ));
            }
        }
        out.push((label, expression));
    }
    Ok(out)
}

/// Whether `s` is a name: a letter or `_`, then letters, digits and `_`.
fn is_name(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

#[cfg(test)]
mod tests {
    use super::labelled;

    #[test]
    fn a_name_before_the_first_equals_sign_names_the_expression() {
        let pair = |a: &str, b: &str| (a.to_owned(), b.to_owned());
        assert_eq!(labelled("L2_HIT=100*A/(A+B)"), pair("L2_HIT", "100*A/(A+B)"));
        assert_eq!(labelled(" hit = A/B "), pair("hit", "A/B"));
        assert_eq!(labelled("100*A/B"), pair("100*A/B", "100*A/B"));
        let select = "select(X,[DIMENSION_XCC=[0]])";
        assert_eq!(labelled(select), pair(select, select));
        assert_eq!(labelled("2X=A"), pair("2X=A", "2X=A"));
        assert_eq!(labelled("X="), pair("X=", "X="));
    }

    #[test]
    fn a_column_named_twice_or_as_another_is_refused() {
        let names = ["GPU_UTIL".to_owned()];
        let exprs = |e: &[&str]| e.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let known = |n: &str| n == "GRBM_COUNT" || n == "GPU_UTIL";
        let columns = |e: &[&str]| super::columns(&names, &exprs(e), &["Dispatch_Id"], &known, "gfx1201");
        assert_eq!(columns(&["A=1", "A=2"]), Err("--expr A=2: A is given twice; give each its own name".to_owned()));
        assert_eq!(
            columns(&["GPU_UTIL=1"]),
            Err("--expr GPU_UTIL=1: GPU_UTIL is given twice; give each its own name".to_owned())
        );
        assert_eq!(
            columns(&["GRBM_COUNT=1"]),
            Err("--expr GRBM_COUNT=1: GRBM_COUNT is a metric or counter of gfx1201; give the expression another name"
                .to_owned())
        );
        assert_eq!(
            columns(&["Dispatch_Id=1"]),
            Err("--expr Dispatch_Id=1: Dispatch_Id is a column of the output; give the expression another name"
                .to_owned())
        );
        // An expression that is not named is its own column.
        assert_eq!(columns(&["A=1", "1", "GRBM_COUNT"]).unwrap().len(), 3);
    }
}
