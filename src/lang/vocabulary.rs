//! The capture vocabulary of the grammars' queries: every capture name a query may use, the
//! category it puts a node in, and what the passes read it as. One list: a new category is one
//! entry of [`categories!`], which gives it its bit, its constant in [`cat`] and its capture name
//! in [`VOCABULARY`].

/// Declares the categories: each entry's constant in [`cat`] (its bit, in order) and its capture
/// name in [`VOCABULARY`].
macro_rules! categories {
    ($($(#[doc = $doc:literal])* $name:ident = $capture:literal,)*) => {
        /// The bit numbers, in the order of the list.
        #[allow(non_camel_case_types, clippy::upper_case_acronyms)]
        enum Bit {
            $($name,)*
        }

        /// Categories a query can put a node in: one bit per capture name of the vocabulary.
        ///
        /// A node's category set (`cats` of the syntax table's node) is the union of the bits of
        /// every capture that matched it.
        pub mod cat {
            $($(#[doc = $doc])* pub const $name: u64 = 1 << super::Bit::$name as u32;)*
        }

        /// The capture vocabulary: every capture name a query may use, and its category bit.
        ///
        /// `grammars/README.md` documents each entry; `tests/it/registry.rs` checks that every
        /// query uses only these names.
        pub const VOCABULARY: &[(&str, u64)] = &[$(($capture, cat::$name),)*];
        const _: () = assert!(VOCABULARY.len() <= 64, "one bit per category in a u64");
    };
}

categories! {
    /// `@delete`: worth trying to delete as a whole.
    DELETE = "delete",
    /// `@list`: a container whose `@item` children can be deleted in runs.
    LIST = "list",
    /// `@item`: one element of a `@list`.
    ITEM = "item",
    /// `@hoist.outer`: may be replaced by the text of a `@hoist.inner` of the same match.
    HOIST_OUTER = "hoist.outer",
    /// `@hoist.inner`: a descendant that can stand in for its `@hoist.outer`.
    HOIST_INNER = "hoist.inner",
    /// `@replace`: may be replaced by the pattern's `(#set! value "...")`.
    REPLACE = "replace",
    /// `@identifier`: a name occurrence, for renaming.
    IDENTIFIER = "identifier",
    /// `@definition`: the declaring occurrence of a name.
    DEFINITION = "definition",
    /// `@literal.number`: an integer or floating-point literal.
    LITERAL_NUMBER = "literal.number",
    /// `@literal.string`: a string literal (quotes included).
    LITERAL_STRING = "literal.string",
    /// `@literal.char`: a character literal (quotes included).
    LITERAL_CHAR = "literal.char",
    /// `@atom`: cut whole or not at all; never cut inside (strings, chars, regexes).
    ATOM = "atom",
    /// `@function.name`: the name of a function, in the match of its `@function.parameters`.
    FUNCTION_NAME = "function.name",
    /// `@function.parameters`: the parameter list of the `@function.name` of the same match.
    FUNCTION_PARAMETERS = "function.parameters",
    /// `@call.name`: the name a call calls, in the match of its `@call.arguments`.
    CALL_NAME = "call.name",
    /// `@call.arguments`: the argument list of a call of the `@call.name` of the same match.
    CALL_ARGUMENTS = "call.arguments",
    /// `@alias.name`: the name a type alias declares, in the match of its `@alias.type`.
    ALIAS_NAME = "alias.name",
    /// `@alias.type`: the type the `@alias.name` of the same match stands for.
    ALIAS_TYPE = "alias.type",
    /// `@var.name`: a variable's name, in the match of its `@var.value`.
    VAR_NAME = "var.name",
    /// `@var.value`: the value the `@var.name` of the same match is declared with.
    VAR_VALUE = "var.value",
    /// `@field.name`: a struct or union field's name, in the match of its `@field.declaration`.
    FIELD_NAME = "field.name",
    /// `@field.declaration`: the declaration of the `@field.name` of the same match.
    FIELD_DECLARATION = "field.declaration",
    /// `@member.name`: the field an access reads, in the match of its `@member.access`.
    MEMBER_NAME = "member.name",
    /// `@member.access`: the access (`x.f`, `p->f`) of the `@member.name` of the same match.
    MEMBER_ACCESS = "member.access",
    /// `@pointer.name`: a pointer variable, declared or dereferenced, in the match of its
    /// `@pointer.star`.
    POINTER_NAME = "pointer.name",
    /// `@pointer.star`: the `*` of the `@pointer.name` of the same match.
    POINTER_STAR = "pointer.star",
    /// `@attached`: a list item that belongs to the item after it (a Rust attribute): a cut of
    /// that item takes it too.
    ATTACHED = "attached",
    /// `@return.type`: a function's return type (with its `->`), in the match of the
    /// `@return.value` it returns.
    RETURN_TYPE = "return.type",
    /// `@return.value`: the value the function of the same match's `@return.type` returns.
    RETURN_VALUE = "return.value",
    /// `@span.start`: where a deletable span begins (`=` of a default argument), in the match
    /// of the `@span.end` where it ends (the default value).
    SPAN_START = "span.start",
    /// `@span.end`: where the span of the same match's `@span.start` ends.
    SPAN_END = "span.end",
    /// `@splice.outer`: a construct that may be replaced by what the `@splice.body` of the
    /// same match holds (`namespace N { A }` -> `A`).
    SPLICE_OUTER = "splice.outer",
    /// `@splice.body`: a bracketed body whose contents can stand in for its `@splice.outer`.
    SPLICE_BODY = "splice.body",
    /// `@class.statement`: a statement: it may be replaced by any statement inside it, or by
    /// any expression inside it made a statement.
    CLASS_STATEMENT = "class.statement",
    /// `@class.expression`: an expression: it may be replaced by any expression inside it.
    CLASS_EXPRESSION = "class.expression",
    /// `@class.type`: a type: it may be replaced by any type inside it.
    CLASS_TYPE = "class.type",
    /// `@generic.name`: the name a generic parameter declares (or a where-predicate bounds), in
    /// the match of its `@generic.parameter`.
    GENERIC_NAME = "generic.name",
    /// `@generic.parameter`: the list item that declares or bounds the `@generic.name` of the
    /// same match.
    GENERIC_PARAMETER = "generic.parameter",
    /// `@qualifier.name`: a namespace's name where it qualifies other names (`using namespace
    /// N;`, `N::x`), in the match of its `@qualifier.end`.
    QUALIFIER_NAME = "qualifier.name",
    /// `@qualifier.end`: the node where what goes with a namespace's `@qualifier.name` ends
    /// (the using-directive, the `::`).
    QUALIFIER_END = "qualifier.end",
    /// `@fold.outer`: a function whose body is a declaration and one statement after it (or
    /// the ERROR of such a function the file ends inside), in the match of its
    /// `@fold.declaration`.
    FOLD_OUTER = "fold.outer",
    /// `@fold.declaration`: the declaration (without a value) that the statement after it may
    /// initialize, in place of the `@fold.outer` of the same match.
    FOLD_DECLARATION = "fold.declaration",
    /// `@return.statement`: a statement that returns (`return x;`): a function whose body is
    /// one of these alone is inlined at its calls (`inline-calls`).
    RETURN_STATEMENT = "return.statement",
    /// `@namespace`: a namespace definition, which `namespaces` splices together with every
    /// `@qualifier.name` that names it.
    NAMESPACE = "namespace",
    /// `@absorb.function`: a function definition whose body may move into another function,
    /// in the match of its `@absorb.body`.
    ABSORB_FUNCTION = "absorb.function",
    /// `@absorb.body`: the braced body of the `@absorb.function` of the same match.
    ABSORB_BODY = "absorb.body",
    /// `@mention`: the name of a generic item, which a function's body may be made of alone
    /// (`{c;}`), its type arguments left to inference (`mention`).
    MENTION = "mention",
    /// `@method.owner`: the type name of an impl, in the match of a `@method.receiver` of one of
    /// its methods.
    METHOD_OWNER = "method.owner",
    /// `@method.receiver`: a method's receiver (`self`, `&self`), which `receiver` removes.
    METHOD_RECEIVER = "method.receiver",
    /// `@method.call`: the method name of a method call (`m` in `x.m(a)`).
    METHOD_CALL = "method.call",
    /// `@type.name`: a generic type's name where it is declared, in the match of its
    /// `@type.parameters`.
    TYPE_NAME = "type.name",
    /// `@type.parameters`: the type parameter list of the `@type.name` of the same match.
    TYPE_PARAMETERS = "type.parameters",
    /// `@type.use`: a generic type's name where a type names it with arguments, in the match of
    /// its `@type.arguments`.
    TYPE_USE = "type.use",
    /// `@type.arguments`: the type argument list of the `@type.use` of the same match.
    TYPE_ARGUMENTS = "type.arguments",
    /// `@open.scope`: a declaration whose members are named without it (an unscoped enum, an
    /// inline namespace): `unused` deletes the item that holds it only when no member is named
    /// outside that item.
    OPEN_SCOPE = "open.scope",
    /// `@struct.name`: the name a class, struct or union declared alone declares (`class a;`,
    /// `struct a {};`): without members, `classes` deletes it and puts `int` for its uses.
    STRUCT_NAME = "struct.name",
}

/// The category bit of a capture name, if the name is in the vocabulary.
pub fn category(capture: &str) -> Option<u64> {
    VOCABULARY
        .iter()
        .find(|(name, _)| *name == capture)
        .map(|&(_, bit)| bit)
}

/// The capture names whose bits are set in `cats`, in vocabulary order.
pub fn category_names(cats: u64) -> impl Iterator<Item = &'static str> {
    VOCABULARY
        .iter()
        .filter(move |&&(_, bit)| cats & bit != 0)
        .map(|&(name, _)| name)
}
