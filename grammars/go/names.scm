; Go: declaring occurrences the grammar's `name` fields miss: short variable declarations and
; range variables.

(short_var_declaration left: (expression_list (identifier) @definition))
(range_clause left: (expression_list (identifier) @definition))

; An import declares its package by the last word of its path (`"encoding/json"`: `json`).
(import_spec
  path: (interpreted_string_literal (interpreted_string_literal_content) @definition))

; Variables with their values, for inlining (`inline`): `x := f(a)`.
(short_var_declaration
  left: (expression_list . (identifier) @var.name .)
  right: (expression_list . (_) @var.value .))
