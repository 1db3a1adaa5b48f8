import type { SupportedLanguage } from '../types.js';

/** The tree-sitter node types each metric looks for, per grammar. */
export interface LanguageSyntax {
  functions: string[];
  classes: string[];
  /** Decision points for cyclomatic complexity (logical && / || are added separately). */
  branches: string[];
  /** Constructs that nest a block one level deeper. */
  nesting: string[];
  comments: string[];
  tries: string[];
  catches: string[];
  logicalOperators: { nodeType: string; operators: string[] };
  numbers: string[];
  /** Patterns that show the input is checked before it is trusted. */
  inputGuards: RegExp[];
}

const C_FAMILY_BRANCHES = [
  'if_statement',
  'for_statement',
  'while_statement',
  'do_statement',
  'catch_clause',
];
const C_FAMILY_NESTING = [
  'if_statement',
  'for_statement',
  'while_statement',
  'do_statement',
  'switch_statement',
  'try_statement',
];

const javascriptLike: LanguageSyntax = {
  functions: [
    'function_declaration',
    'function_expression',
    'function',
    'arrow_function',
    'method_definition',
    'generator_function_declaration',
  ],
  classes: ['class_declaration', 'class', 'abstract_class_declaration', 'interface_declaration'],
  branches: [...C_FAMILY_BRANCHES, 'for_in_statement', 'ternary_expression', 'switch_case'],
  nesting: [...C_FAMILY_NESTING, 'for_in_statement'],
  comments: ['comment'],
  tries: ['try_statement'],
  catches: ['catch_clause'],
  logicalOperators: { nodeType: 'binary_expression', operators: ['&&', '||', '??'] },
  numbers: ['number'],
  inputGuards: [
    /if\s*\(\s*!\s*\w+/,
    /\.length\s*===?\s*0/,
    /isNaN\(|Number\.isFinite\(|Number\.isInteger\(/,
    /\btry\s*\{/,
    /\?\?/,
  ],
};

export const LANGUAGE_SYNTAX: Record<SupportedLanguage, LanguageSyntax> = {
  python: {
    functions: ['function_definition', 'lambda'],
    classes: ['class_definition'],
    branches: [
      'if_statement',
      'elif_clause',
      'for_statement',
      'while_statement',
      'except_clause',
      'conditional_expression',
      'for_in_clause',
      'if_clause',
      'case_clause',
    ],
    nesting: [
      'if_statement',
      'for_statement',
      'while_statement',
      'try_statement',
      'with_statement',
      'match_statement',
    ],
    comments: ['comment'],
    tries: ['try_statement'],
    catches: ['except_clause'],
    logicalOperators: { nodeType: 'boolean_operator', operators: ['and', 'or'] },
    numbers: ['integer', 'float'],
    inputGuards: [
      /if\s+not\s+\w+/,
      /len\([^)]*\)\s*(==|<=?)\s*0/,
      /\btry\s*:/,
      /\.isdigit\(\)|\.isnumeric\(\)/,
      /if\s+\w+\s*(<=?|==)\s*0\b/,
    ],
  },
  javascript: javascriptLike,
  typescript: javascriptLike,
  java: {
    functions: ['method_declaration', 'constructor_declaration', 'lambda_expression'],
    classes: ['class_declaration', 'interface_declaration', 'enum_declaration', 'record_declaration'],
    branches: [...C_FAMILY_BRANCHES, 'enhanced_for_statement', 'ternary_expression', 'switch_label'],
    nesting: [
      ...C_FAMILY_NESTING,
      'enhanced_for_statement',
      'switch_expression',
      'try_with_resources_statement',
    ],
    comments: ['line_comment', 'block_comment'],
    tries: ['try_statement', 'try_with_resources_statement'],
    catches: ['catch_clause'],
    logicalOperators: { nodeType: 'binary_expression', operators: ['&&', '||'] },
    numbers: ['decimal_integer_literal', 'decimal_floating_point_literal', 'hex_integer_literal'],
    inputGuards: [/\.hasNext\w*\(/, /==\s*null|!=\s*null/, /\btry\s*[({]/, /\.isEmpty\(\)/],
  },
  cpp: {
    functions: ['function_definition', 'lambda_expression'],
    classes: ['class_specifier', 'struct_specifier'],
    branches: [...C_FAMILY_BRANCHES, 'for_range_loop', 'conditional_expression', 'case_statement'],
    nesting: [...C_FAMILY_NESTING, 'for_range_loop'],
    comments: ['comment'],
    tries: ['try_statement'],
    catches: ['catch_clause'],
    logicalOperators: { nodeType: 'binary_expression', operators: ['&&', '||'] },
    numbers: ['number_literal'],
    inputGuards: [
      /if\s*\(\s*!\s*\(?\s*(std::)?cin/,
      /while\s*\(\s*(std::)?cin\s*>>/,
      /\.fail\(\)|\.empty\(\)/,
      /\btry\s*\{/,
    ],
  },
  go: {
    functions: ['function_declaration', 'method_declaration', 'func_literal'],
    classes: ['struct_type', 'interface_type'],
    branches: ['if_statement', 'for_statement', 'expression_case', 'type_case', 'communication_case'],
    nesting: [
      'if_statement',
      'for_statement',
      'expression_switch_statement',
      'type_switch_statement',
      'select_statement',
    ],
    comments: ['comment'],
    tries: [],
    catches: [],
    logicalOperators: { nodeType: 'binary_expression', operators: ['&&', '||'] },
    numbers: ['int_literal', 'float_literal'],
    inputGuards: [/err\s*!=\s*nil/, /\.Scan\(\)/, /len\([^)]*\)\s*==\s*0/],
  },
};
