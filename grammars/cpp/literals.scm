; Literals, for the literal-shrinking passes, and atoms that cuts must not split (C++).

(number_literal) @literal.number
(string_literal) @literal.string @atom
(raw_string_literal) @literal.string @atom
(char_literal) @literal.char @atom
(system_lib_string) @atom
