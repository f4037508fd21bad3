//! The language table: which languages whittle knows, how files are matched to them, and the
//! tree-sitter grammar, queries and preset each one uses.
