; Go: declaring occurrences the grammar's `name` fields miss: short variable declarations and
; range variables.

(short_var_declaration left: (expression_list (identifier) @definition))
(range_clause left: (expression_list (identifier) @definition))
