; Java: declaring occurrences the grammar's `name` fields miss: resources and lambda
; parameters.

(lambda_expression parameters: (identifier) @definition)
(inferred_parameters (identifier) @definition)
