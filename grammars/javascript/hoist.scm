; Nodes that may be replaced by one of their descendants (JavaScript).

; Control flow -> one of its bodies.
(if_statement consequence: (_) @hoist.inner) @hoist.outer
(if_statement alternative: (else_clause (_) @hoist.inner)) @hoist.outer
(while_statement body: (_) @hoist.inner) @hoist.outer
(do_statement body: (_) @hoist.inner) @hoist.outer
(for_statement body: (_) @hoist.inner) @hoist.outer
(for_in_statement body: (_) @hoist.inner) @hoist.outer
(with_statement body: (_) @hoist.inner) @hoist.outer
(labeled_statement body: (_) @hoist.inner) @hoist.outer
(try_statement body: (_) @hoist.inner) @hoist.outer
(try_statement handler: (catch_clause body: (_) @hoist.inner)) @hoist.outer
(try_statement finalizer: (finally_clause body: (_) @hoist.inner)) @hoist.outer
(switch_statement body: (switch_body (_ body: (_) @hoist.inner))) @hoist.outer
(export_statement declaration: (_) @hoist.inner) @hoist.outer

; A block that is itself a statement -> one of its statements (never a function body).
(statement_block (statement_block (_) @hoist.inner) @hoist.outer)
(program (statement_block (_) @hoist.inner) @hoist.outer)
(if_statement consequence: (statement_block (_) @hoist.inner) @hoist.outer)
(else_clause (statement_block (_) @hoist.inner) @hoist.outer)
(while_statement body: (statement_block (_) @hoist.inner) @hoist.outer)
(do_statement body: (statement_block (_) @hoist.inner) @hoist.outer)
(for_statement body: (statement_block (_) @hoist.inner) @hoist.outer)
(for_in_statement body: (statement_block (_) @hoist.inner) @hoist.outer)

; Functions -> what they compute: `x => x + 1` -> `x + 1`, `() => { return e; }` -> `() => e`.
(arrow_function body: (_) @hoist.inner) @hoist.outer
(arrow_function body: (statement_block (return_statement (_) @hoist.inner)) @hoist.outer)

; A function's body in place of the statement that calls it or hands it on (an IIFE, a module
; wrapper, a callback), as a block: `(function () { S })();` -> `{ S }`.
(expression_statement
  (call_expression
    function: (parenthesized_expression (function_expression body: (_) @hoist.inner)))) @hoist.outer
(expression_statement
  (call_expression
    function: (parenthesized_expression (arrow_function body: (statement_block) @hoist.inner)))) @hoist.outer
(expression_statement
  (call_expression
    arguments: (arguments [(function_expression body: (_) @hoist.inner)
                           (arrow_function body: (statement_block) @hoist.inner)]))) @hoist.outer
(expression_statement
  (parenthesized_expression
    (call_expression function: (function_expression body: (_) @hoist.inner)))) @hoist.outer
(expression_statement
  (parenthesized_expression
    (call_expression
      arguments: (arguments [(function_expression body: (_) @hoist.inner)
                             (arrow_function body: (statement_block) @hoist.inner)])))) @hoist.outer

; Expressions -> an operand.
(binary_expression left: (_) @hoist.inner) @hoist.outer
(binary_expression right: (_) @hoist.inner) @hoist.outer
(ternary_expression condition: (_) @hoist.inner) @hoist.outer
(ternary_expression consequence: (_) @hoist.inner) @hoist.outer
(ternary_expression alternative: (_) @hoist.inner) @hoist.outer
(assignment_expression right: (_) @hoist.inner) @hoist.outer
(augmented_assignment_expression right: (_) @hoist.inner) @hoist.outer
(unary_expression argument: (_) @hoist.inner) @hoist.outer
(update_expression argument: (_) @hoist.inner) @hoist.outer
(await_expression (_) @hoist.inner) @hoist.outer
(yield_expression (_) @hoist.inner) @hoist.outer
(spread_element (_) @hoist.inner) @hoist.outer
(sequence_expression (_) @hoist.inner) @hoist.outer
(member_expression object: (_) @hoist.inner) @hoist.outer
(subscript_expression object: (_) @hoist.inner) @hoist.outer
(subscript_expression index: (_) @hoist.inner) @hoist.outer
(call_expression arguments: (arguments (_) @hoist.inner)) @hoist.outer
(call_expression function: (member_expression object: (_) @hoist.inner)) @hoist.outer
(new_expression arguments: (arguments (_) @hoist.inner)) @hoist.outer
(pair value: (_) @hoist.inner) @hoist.outer

; `(e)` -> `e`, only where the parentheses are not part of the syntax (not `if (c)`).
(_ left: (parenthesized_expression (_) @hoist.inner) @hoist.outer)
(_ right: (parenthesized_expression (_) @hoist.inner) @hoist.outer)
(_ value: (parenthesized_expression (_) @hoist.inner) @hoist.outer)
(_ argument: (parenthesized_expression (_) @hoist.inner) @hoist.outer)
(_ consequence: (parenthesized_expression (_) @hoist.inner) @hoist.outer)
(_ alternative: (parenthesized_expression (_) @hoist.inner) @hoist.outer)
(_ object: (parenthesized_expression (_) @hoist.inner) @hoist.outer)
(arguments (parenthesized_expression (_) @hoist.inner) @hoist.outer)
(return_statement (parenthesized_expression (_) @hoist.inner) @hoist.outer)
(expression_statement (parenthesized_expression (_) @hoist.inner) @hoist.outer)
(_ function: (parenthesized_expression (_) @hoist.inner) @hoist.outer)

; Declarations -> the declared name: `let x = 1` -> `let x`.
(variable_declarator name: (_) @hoist.inner) @hoist.outer
(assignment_pattern left: (_) @hoist.inner) @hoist.outer

; Classes, for the `descend` pass: statements in a program or a block or as a body, any
; expression.
(program (statement) @class.statement)
(statement_block (statement) @class.statement)
(if_statement consequence: (_) @class.statement)
(else_clause (_) @class.statement)
(while_statement body: (_) @class.statement)
(do_statement body: (_) @class.statement)
(for_statement body: (_) @class.statement)
(for_in_statement body: (_) @class.statement)
(expression) @class.expression

; Constructs that give way to what their body holds (`splice`): a block statement, block
; bodies, and a function called on the spot (`(function (w) { ... })(window)`, also as the
; value of an assignment: `module.exports = (function () { ... })()`).
(statement_block (statement_block) @splice.outer @splice.body)
(program (statement_block) @splice.outer @splice.body)
(if_statement consequence: (statement_block) @splice.body) @splice.outer
(else_clause (statement_block) @splice.body) @splice.outer
(while_statement body: (statement_block) @splice.body) @splice.outer
(for_statement body: (statement_block) @splice.body) @splice.outer
(for_in_statement body: (statement_block) @splice.body) @splice.outer
(try_statement body: (statement_block) @splice.body) @splice.outer
(expression_statement
  (call_expression
    function: [(function_expression body: (statement_block) @splice.body)
               (arrow_function body: (statement_block) @splice.body)
               (parenthesized_expression
                 [(function_expression body: (statement_block) @splice.body)
                  (arrow_function body: (statement_block) @splice.body)])])) @splice.outer
(expression_statement
  (assignment_expression
    right: (call_expression
      function: [(function_expression body: (statement_block) @splice.body)
                 (parenthesized_expression
                   [(function_expression body: (statement_block) @splice.body)
                    (arrow_function body: (statement_block) @splice.body)])]))) @splice.outer
