; Containers whose children can be deleted in runs (JavaScript). Separators are the
; anonymous tokens between items (`,`, or `;` between class members); brackets are not.

(program (_) @item) @list
(statement_block (_) @item) @list
(class_body (_) @item) @list
(switch_body (_) @item) @list
(switch_case body: (_) @item) @list
(switch_default body: (_) @item) @list

(object (_) @item) @list
(object_pattern (_) @item) @list
(array (_) @item) @list
(array_pattern (_) @item) @list
(arguments (_) @item) @list
(formal_parameters (_) @item) @list
(sequence_expression (_) @item) @list

(variable_declaration (_) @item) @list
(lexical_declaration (variable_declarator) @item) @list
(named_imports (_) @item) @list
(export_clause (_) @item) @list
