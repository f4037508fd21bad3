//! Parsing a test case with tree-sitter into a flat table of node spans.
