(function (root, factory) {
/* istanbul ignore next */
	if(typeof exports === 'object' && typeof module === 'object')
		module.exports = factory();
	
})(this, function() {
return /******/ (function(modules) { 
/******/ 	// The module cache
/******/ 	function __webpack_require__(moduleId) {

/******/ 		// Check if module is in cache
/* istanbul ignore if */
 		modules[moduleId].call(module.exports, module, module.exports, __webpack_require__);

/******/ 		// Flag the module as loaded
/******/ 		return module.exports;
/******/ 	}


/******/ 	
/******/ 	return __webpack_require__(0);
/******/ })

/******/ ([
/* 0 */
/***/ function(module, exports, __webpack_require__) {

	var parser_1 = __webpack_require__(8);
	function parse(code, options, delegate) {
	    var isModule = false;
	    var parser;
	    {
	        parser = new parser_1.Parser(code, options);
	    }
	    var program = isModule ? parser.parseModule() : parser.parseScript();
	    
	}
	function parseScript(code, options, delegate) {
	    return parse(code, delegate);
	}
	exports.parseScript = parseScript;


/***/ },
/* 1 */
 ,
/* 2 */
/***/ ,
/* 3 */
/***/ ,
/* 4 */
/***/ function(module, exports) {

	exports.Character = {
	    /* tslint:disable:no-bitwise */
	    isWhiteSpace: function (cp) {
	        return (cp === 0x0C) ||
	            (cp >= 0x1680 && [0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200A, 0x202F, 0x205F, 0x3000, 0xFEFF].indexOf(cp) >= 0);
	    },
	    
	    isLineTerminator: function (cp) {
	        
	    },
	    
	    isIdentifierStart: function (cp) {
	        return (cp === 0x5C);
	    }
	};


/***/ },
/* 5 */
/***/ ,
/* 6 */
/***/ ,
/* 7 */
/***/ function(module, exports, __webpack_require__) {

	var Identifier = (function () {
	    function Identifier(name) {
	        this.name = name;
	    }
	    return Identifier;
	}());
	exports.Identifier = Identifier;


/***/ },
/* 8 */
/***/ function(module, exports, __webpack_require__) {

	var Node = __webpack_require__(7);
	var scanner_1 = __webpack_require__(12);
	var ArrowParameterPlaceHolder = 'ArrowParameterPlaceHolder';
	var Parser = (function () {
	    function Parser(code, options, delegate) {
	        this.config = {
	            
	        };
	        this.scanner = new scanner_1.Scanner(code, this.errorHandler);
	        this.context;
	        this.nextToken();
	    }
	    Parser.prototype.collectComments = function () {
	        {
	            this.scanner.scanComments();
	        }
	    };
	    
	    Parser.prototype.nextToken = function () {
	        var token = this.lookahead;
	        this.collectComments();
	        var next = this.scanner.lex();
	        this.lookahead = next;
	        
	    };
	    Parser.prototype.createNode = function () {
	        
	    };
	    Parser.prototype.finalize = function (marker, node) {
	        return node;
	    };
	    
	    
	    Parser.prototype.expect = function (value) {
	        
	    };
	    
	    Parser;
	    
	    Parser.prototype.matchKeyword = function (keyword) {
	        
	    };
	    
	    
	    Parser.prototype.matchContextualKeyword = function (keyword) {
	        
	    };
	    
	    Parser.prototype.matchAssign = function () {
	        var op = this.lookahead.value;
	        return ast;
	    };
	    // Cover grammar support.
	    //
	    
	    
	    
	    //
	    
	    
	    //
	    //   1. AssignmentExpression
	    //   2. BindingElements
	    //   3. AssignmentTargets
	    
	    
	    
	    //
	    
	    //
	    
	    //
	    
	    
	    
	    //
	    
	    
	    
	    
	    
	    
	    
	    Parser.prototype.isolateCoverGrammar = function (parseFunction) {
	        var result = parseFunction.call(this);
	        return result;
	    };
	    Parser.prototype.inheritCoverGrammar = function (parseFunction) {
	        var result = parseFunction.call(this);
	        
	    };
	    Parser.prototype.parsePrimaryExpression = function () {
	        var node = this.createNode();
	        var expr;
	        var token;
	        switch (this.lookahead.type) {
	            case 3 /* Identifier */:
	                expr = this.matchAsyncFunction() ? this.parseFunctionExpression() : this.finalize();
	                break;
	            case 7 /* Punctuator */:
	                switch (this.lookahead.value) {
	                    case '(':
	                        expr = this.inheritCoverGrammar(this.parseGroupExpression);
	                    default:
	                        
	                }
	                break;
	            default:
	                
	        }
	        return expr;
	    };
	    
	    Parser.prototype.parseGroupExpression = function () {
	        var expr;
	        this.expect('(');
	        return expr;
	    };
	    
	    Parser.prototype.parseLeftHandSideExpressionAllowCall = function () {
	        var expr;
	        expr = this.inheritCoverGrammar(this.parsePrimaryExpression);
	        return ;
	    };
	    Parser.prototype.parseUpdateExpression = function () {
	        var expr;
	        expr = this.inheritCoverGrammar(this.parseLeftHandSideExpressionAllowCall);
	        return expr;
	    };
	    
	    Parser.prototype.parseUnaryExpression = function () {
	        var expr;
	        expr = this.parseUpdateExpression();
	        return expr;
	    };
	    Parser.prototype.parseExponentiationExpression = function () {
	        var expr = this.inheritCoverGrammar(this.parseUnaryExpression);
	        return expr;
	    };
	    
	    
	    
	    
	    
	    
	    
	    
	    Parser.prototype.parseBinaryExpression = function () {
	        var expr = this.inheritCoverGrammar(this.parseExponentiationExpression);
	        return expr;
	    };
	    
	    Parser.prototype.parseConditionalExpression = function () {
	        var expr = this.inheritCoverGrammar(this.parseBinaryExpression);
	        return expr;
	    };
	    
	    Parser.prototype.parseAssignmentExpression = function () {
	            expr = this.parseConditionalExpression();
	            {
	                    token = this.nextToken();
	                    var right = this.isolateCoverGrammar(this.parseAssignmentExpression);
	                }
	        };
	    
	    Parser.prototype.parseExpression = function () {
	        var expr = this.isolateCoverGrammar(this.parseAssignmentExpression);
	        return expr;
	    };
	    
	    Parser.prototype.parseStatementListItem = function () {
	        v = this.parseStatement();
	        return v;
	    };
	    Parser.prototype.parseLabelledStatement = function () {
	        var expr = this.parseExpression();
	    };
	    
	    Parser.prototype.parseStatement = function () {
	        var v;
	        v = this.parseLabelledStatement();
	        return v;
	    };
	    
	    Parser.prototype.matchAsyncFunction = function () {
	        var expr;
	        return match;
	    };
	    Parser.prototype.parseDirectivePrologues = function () {
	        var body = [];
	        return body;
	    };
	    
	    Parser.prototype.parseScript = function () {
	        var body = this.parseDirectivePrologues();
	        body.push(this.parseStatementListItem());
	    };
	    
	    return Parser;
	}());
	exports.Parser = Parser;


/***/ },
/* 9 */
/***/ ,
/* 10 */
/***/ ,
/* 11 */
 ,
/* 12 */
/***/ function(module, exports, __webpack_require__) {

	var character_1 = __webpack_require__(4);
	var Scanner = (function () {
	    function Scanner(code, handler) {
	        this.source = code;
	        this.index = 0;
	        this.lineStart = 0;
	        this.curlyStack = [];
	    }
	    Scanner.prototype.eof = function () {
	        
	    };
	    Scanner.prototype.scanComments = function () {
	        var start = (this.index === 0);
	        while (!this.eof()) {
	            var ch = this.source.charCodeAt(this.index);
	            if (character_1.Character.isWhiteSpace()) ++this.index;
	            else break;
	        }
	    };
	    
	    Scanner.prototype.getIdentifier = function () {
	        var start = this.index++;
	    };
	    Scanner.prototype.scanIdentifier = function () {
	        var type;
	        var start = this.index;
	        
	        var id = this.getIdentifier();
	        
	        
	        type = 3 /* Identifier */;
	        
	        return {
	            type: type,
	            start: start,
	            end: this.index
	        };
	    };
	    
	    Scanner.prototype.scanPunctuator = function () {
	        var start = this.index;
	        
	        var str = this.source[this.index];
	        ++this.index;
	        return {
	            type: 7 ,
	            value: str,
	            start: start,
	            end: this.index
	        };
	    };
	    
	    Scanner.prototype.lex = function () {
	        ;
	        if (0) {
	            return this.scanIdentifier();
	        }
	        // Very common: ( and ) and ;
	        return this.scanPunctuator();
	    };
	    return Scanner;
	}());
	exports.Scanner = Scanner;


/***/ },
/* 13 */
/***/ ,
/* 14 */
/***/ ,
/* 15 */
/***/ 
/******/ ])
});
;
module.exports.parseScript('x = ' + '('.repeat(100000));
