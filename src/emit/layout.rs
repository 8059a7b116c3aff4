//! A small expression tree printed as text exactly as `prettyplease` prints the same Rust
//! expression. The tool files are all one regular shape (nested struct, array, `Some(..)` and
//! literal expressions); going through `quote` → `syn` → `prettyplease` for each of a thousand
//! of them was most of the generation time of a big API. `rust::tool_file_tokens` keeps the
//! `prettyplease` path, and `tests/tool_layout.rs` checks that both agree on every tool of the
//! fixtures and the corpus.
//!
//! The rules are those of prettyplease 0.3 (`algorithm.rs`, a port of rustc's pretty printer,
//! and `expr.rs`), restricted to the expressions built here:
//! - Every array, `Some(..)` call and struct is one *consistent* box: it is printed on one line,
//!   or else every element on a line of its own, indented one level (4 spaces) more than the
//!   innermost broken box around it, with a trailing comma.
//! - A box stays on one line when its flat width, plus the text after it up to the next break
//!   (the `,` after a field or element; not the trailing comma of the last one, which is only
//!   printed when broken, nor the `)` after an argument that is not a struct or array), fits
//!   in the line: at most `MARGIN` (89) columns, or `MIN_SPACE` (60) from the line's
//!   indentation when that is deeper. Widths are in bytes, as prettyplease counts them.
//! - A struct whose flat content (from its path to its closing space) is wider than 34 is
//!   always broken (`end_with_max_width(34)`).
//! - `Some(x)` with a struct or array `x` puts no box of its own around it (`is_blocklike`).
//!
//! Text only enters through [`Node::Word`]: literals made by `proc_macro2::Literal`, and paths
//! and keywords of our own.

const MARGIN: usize = 89;
const MIN_SPACE: usize = 60;
const INDENT: usize = 4;
/// `end_with_max_width(34)` of prettyplease's `expr_struct`.
const STRUCT_MAX_WIDTH: usize = 34;
/// The width of something that never fits on a line.
const FORCED_BREAK: usize = usize::MAX / 2;

#[derive(Debug, Clone)]
pub enum Node {
    /// Tokens with no break between them: a literal, a path, `None`, `true`.
    Word(String),
    /// `&x`.
    Ref(Box<Node>),
    /// `[a, b]` of elements that are not all integer, bool, byte or char literals (those fill
    /// lines instead; not used here).
    Array(Vec<Node>),
    /// `f(x)`, one argument.
    Call(&'static str, Box<Node>),
    /// `Path { field: value, ... }`, at least one field.
    Struct(&'static str, Vec<(&'static str, Node)>),
}

impl Node {
    pub fn word(s: impl Into<String>) -> Node {
        Node::Word(s.into())
    }

    /// `&[a, b]`.
    pub fn slice(elements: Vec<Node>) -> Node {
        Node::Ref(Box::new(Node::Array(elements)))
    }

    pub fn some(inner: Node) -> Node {
        Node::Call("Some", Box::new(inner))
    }

    /// Width on one line; [`FORCED_BREAK`] or more when it holds a struct that is always broken
    /// (prettyplease then counts an infinitely wide piece of text in it, which breaks every
    /// box around it too).
    fn flat_width(&self) -> usize {
        match self {
            Node::Word(w) => w.len(),
            Node::Ref(inner) => inner.flat_width().saturating_add(1),
            Node::Array(elements) => {
                list_width(elements.iter().map(Node::flat_width)).saturating_add(2)
            }
            Node::Call(f, arg) => arg.flat_width().saturating_add(f.len() + 2),
            // `P { a: x, b: y }`
            Node::Struct(..) => {
                let content = self.struct_content_width();
                if content > STRUCT_MAX_WIDTH {
                    FORCED_BREAK
                } else {
                    content + 1
                }
            }
        }
    }

    /// A struct's width from its path up to the space before `}`.
    fn struct_content_width(&self) -> usize {
        match self {
            Node::Struct(path, fields) => list_width(
                fields
                    .iter()
                    .map(|(k, v)| v.flat_width().saturating_add(k.len() + 2)),
            )
            .saturating_add(path.len() + 4),
            _ => 0,
        }
    }

    fn is_blocklike(&self) -> bool {
        matches!(self, Node::Array(_) | Node::Struct(..))
    }
}

/// Elements joined by `, `.
fn list_width(widths: impl Iterator<Item = usize>) -> usize {
    let mut total: usize = 0;
    let mut n: usize = 0;
    for w in widths {
        total = total.saturating_add(w);
        n += 1;
    }
    total.saturating_add(2 * n.saturating_sub(1))
}

/// Text being laid out, with the column and indentation of its last line.
pub struct Printer {
    pub out: String,
    /// Bytes on the current line, indentation included.
    col: usize,
    /// Indentation of the current line.
    line_indent: usize,
}

impl Printer {
    /// Continues `out`, whose last line is `col` bytes long and not indented.
    pub fn new(out: String) -> Printer {
        let col = out.len() - out.rfind('\n').map_or(0, |i| i + 1);
        Printer {
            out,
            col,
            line_indent: 0,
        }
    }

    pub fn text(&mut self, s: &str) {
        self.out.push_str(s);
        self.col += s.len();
    }

    fn newline(&mut self, indent: usize) {
        self.out.push('\n');
        self.out.extend(std::iter::repeat_n(' ', indent));
        self.col = indent;
        self.line_indent = indent;
    }

    /// Whether `width` more bytes fit on the current line.
    fn fits(&self, width: usize) -> bool {
        let space = MARGIN.saturating_sub(self.line_indent).max(MIN_SPACE);
        width.saturating_add(self.col - self.line_indent) <= space
    }

    /// Prints `node` at the current position. `indent` is the indentation of the innermost
    /// broken box around it; `after` is the width of the text that follows it up to the next
    /// break (see the module comment).
    pub fn node(&mut self, node: &Node, indent: usize, after: usize) {
        match node {
            Node::Word(w) => self.text(w),
            Node::Ref(inner) => {
                self.text("&");
                self.node(inner, indent, after);
            }
            Node::Array(elements) if elements.is_empty() => self.text("[]"),
            Node::Array(elements) => {
                if self.fits(node.flat_width().saturating_add(after)) {
                    self.flat(node);
                    return;
                }
                self.text("[");
                self.broken_list(elements, indent, |p, e, indent, after| {
                    p.node(e, indent, after)
                });
                self.newline(indent);
                self.text("]");
            }
            Node::Call(f, arg) if arg.is_blocklike() => {
                self.text(f);
                self.text("(");
                self.node(arg, indent, after + 1);
                self.text(")");
            }
            Node::Call(f, arg) => {
                if self.fits(node.flat_width().saturating_add(after)) {
                    self.flat(node);
                    return;
                }
                self.text(f);
                self.text("(");
                self.broken_list(
                    std::slice::from_ref(&**arg),
                    indent,
                    |p, e, indent, after| p.node(e, indent, after),
                );
                self.newline(indent);
                self.text(")");
            }
            Node::Struct(path, fields) => {
                if self.fits(node.flat_width().saturating_add(after)) {
                    self.flat(node);
                    return;
                }
                self.text(path);
                self.text(" {");
                self.broken_list(fields, indent, |p, (key, value), indent, after| {
                    p.text(key);
                    p.text(": ");
                    p.node(value, indent, after);
                });
                self.newline(indent);
                self.text("}");
            }
        }
    }

    /// The items of a broken box, one per line one level in, each followed by a comma (counted
    /// as text after it except for the last, whose comma is printed only because it breaks).
    fn broken_list<T>(
        &mut self,
        items: &[T],
        indent: usize,
        mut item: impl FnMut(&mut Printer, &T, usize, usize),
    ) {
        let inner = indent + INDENT;
        for (i, it) in items.iter().enumerate() {
            self.newline(inner);
            let last = i + 1 == items.len();
            item(self, it, inner, if last { 0 } else { 1 });
            self.text(",");
        }
    }

    /// `node` on one line.
    fn flat(&mut self, node: &Node) {
        match node {
            Node::Word(w) => self.text(w),
            Node::Ref(inner) => {
                self.text("&");
                self.flat(inner);
            }
            Node::Array(elements) => {
                self.text("[");
                for (i, e) in elements.iter().enumerate() {
                    if i > 0 {
                        self.text(", ");
                    }
                    self.flat(e);
                }
                self.text("]");
            }
            Node::Call(f, arg) => {
                self.text(f);
                self.text("(");
                self.flat(arg);
                self.text(")");
            }
            Node::Struct(path, fields) => {
                self.text(path);
                self.text(" { ");
                for (i, (key, value)) in fields.iter().enumerate() {
                    if i > 0 {
                        self.text(", ");
                    }
                    self.text(key);
                    self.text(": ");
                    self.flat(value);
                }
                self.text(" }");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// prettyplease's layout of `pub const TOOL: Tool = <node>;`.
    fn reference(node: &Node) -> String {
        let mut flat = Printer::new(String::new());
        flat.flat(node);
        let source = format!("pub const TOOL: Tool = {};", flat.out);
        let file: syn::File = syn::parse_str(&source).unwrap();
        prettyplease::unparse(&file)
    }

    fn ours(node: &Node) -> String {
        let mut p = Printer::new("pub const TOOL: Tool = ".to_string());
        p.node(node, 0, 1);
        p.text(";\n");
        p.out
    }

    /// A small deterministic pseudo-random generator (xorshift).
    struct Rng(u64);

    impl Rng {
        fn below(&mut self, n: usize) -> usize {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % n as u64) as usize
        }
    }

    const KEYS: &[&str] = &["a", "name", "content_type", "x"];
    const PATHS: &[&str] = &["P", "Body::Fields", "Hints"];

    fn string(rng: &mut Rng) -> Node {
        let n = [0, 1, 5, 20, 40, 60, 80][rng.below(7)] + rng.below(8);
        Node::Word(
            proc_macro2::Literal::string(&"é".repeat(rng.below(2)).repeat(n / 2)).to_string()
                + &"w".repeat(n % 9),
        )
    }

    /// A random expression of the kinds the tool files use; arrays hold no bare bools (those
    /// prettyplease fills line by line).
    fn node(rng: &mut Rng, depth: usize) -> Node {
        let kinds = if depth == 0 { 2 } else { 6 };
        match rng.below(kinds) {
            0 => string(rng),
            1 => Node::word(["None", "Location::Path", "true"][rng.below(3)]),
            2 | 3 => {
                let elements = (0..rng.below(6))
                    .map(|_| match node(rng, depth - 1) {
                        Node::Word(w) if w == "true" => string(rng),
                        n => n,
                    })
                    .collect();
                if rng.below(3) == 0 {
                    Node::Array(elements)
                } else {
                    Node::slice(elements)
                }
            }
            4 => Node::some(node(rng, depth - 1)),
            _ => Node::Struct(
                PATHS[rng.below(PATHS.len())],
                (0..1 + rng.below(4))
                    .map(|_| (KEYS[rng.below(KEYS.len())], node(rng, depth - 1)))
                    .collect(),
            ),
        }
    }

    #[test]
    fn random_expressions_are_laid_out_as_prettyplease_does() {
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        for i in 0..4000 {
            // Now and then deep enough for the minimum line width to matter.
            let depth = if i % 50 == 0 { 12 } else { 1 + i % 4 };
            let n = node(&mut rng, depth);
            let (ours, reference) = (ours(&n), reference(&n));
            assert_eq!(ours, reference, "case {i}: {n:?}");
        }
    }

    #[test]
    fn small_structs_stay_on_one_line_and_wide_ones_break() {
        let small = Node::Struct("P", vec![("a", Node::word("true"))]);
        assert_eq!(ours(&small), "pub const TOOL: Tool = P { a: true };\n");
        let wide = Node::Struct(
            "P",
            vec![("a", Node::word("\"0123456789012345678901234567\""))],
        );
        assert_eq!(
            ours(&wide),
            "pub const TOOL: Tool = P {\n    a: \"0123456789012345678901234567\",\n};\n"
        );
        assert_eq!(ours(&wide), reference(&wide));
    }
}
