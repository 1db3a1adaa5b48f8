import { parse, type ParseDeadline, type SyntaxNode } from '../tree-sitter.js';
import type { SupportedLanguage } from '../types.js';
import { findDuplicatedBlocks, type DuplicatedBlock } from './duplication.js';
import { LANGUAGE_SYNTAX, type LanguageSyntax } from './language-syntax.js';

export interface FunctionMetrics {
  name: string;
  startLine: number;
  endLine: number;
  lines: number;
  parameters: number;
  complexity: number;
  maxNesting: number;
  deepestLine: number;
  recursive: boolean;
  /** Statements directly in its body (not in nested functions), `return`s and docstrings left out. */
  statements: number;
  /** Names it calls (the last part of `a.b.c()`), to tell a wrapper around another function. */
  calls: string[];
}

export interface NamedLine {
  name: string;
  line: number;
}

export interface CodeMetrics {
  language: SupportedLanguage;
  codeLines: number;
  commentLines: number;
  functions: FunctionMetrics[];
  classes: number;
  maxNesting: number;
  deepestLine: number;
  declaredNames: NamedLine[];
  duplicatedBlocks: DuplicatedBlock[];
  longLines: number[];
  globalMutables: NamedLine[];
  magicNumbers: NamedLine[];
  topLevelStatements: number;
  tryBlocks: number;
  emptyCatchLines: number[];
  broadCatchLines: number[];
  ignoredErrorLines: number[];
  inputGuards: number;
  /** Lines where three or more statements start: code packed too tightly to read. */
  crowdedLines: Array<{ line: number; statements: number }>;
  /** All statements (the share on crowded lines measures how packed the code is). */
  statements: number;
  /** Lines declaring several variables in one declaration (C++: `int n, t, r;`). */
  multiDeclarationLines: number[];
  syntaxErrorLine?: number;
}

const IDENTIFIER_TYPES = new Set([
  'identifier',
  'field_identifier',
  'property_identifier',
  'type_identifier',
]);
const DECLARING_FIELDS = ['name', 'declarator', 'pattern'];
/** `left` declares only in these; elsewhere (binary operators, `x += 1`) it is a use. */
const DECLARING_LEFT_PARENTS = new Set([
  'assignment',
  'for_statement',
  'for_in_clause',
  'short_var_declaration',
  'for_in_statement',
  'range_clause',
]);
/** `name` fields that refer to something declared elsewhere. */
const USING_PARENTS = new Set([
  'scoped_identifier',
  'qualified_identifier',
  'method_invocation',
  'keyword_argument',
  'call_expression',
  'field_expression',
  'member_expression',
  'selector_expression',
  'field_access',
  // C++ `unordered_map<…>`, `static_cast<…>(…)`: the library's names, used, not declared.
  'template_type',
  'template_function',
  'template_method',
]);
const LIST_PATTERNS = new Set([
  'pattern_list',
  'tuple_pattern',
  'expression_list',
  'array_pattern',
  'list_splat_pattern',
]);
const PARAMETER_LISTS = new Set(['parameters', 'formal_parameters', 'parameter_list', 'lambda_parameters']);
const BORING_NUMBERS = new Set(['0', '1', '2', '10', '100', '1000', '0.0', '1.0', '0.5']);
const LONG_LINE = 120;
const CROWDED_LINE_STATEMENTS = 3;
const STATEMENT_TYPE = /(_statement|^declaration|_declaration)$/;
/** Blocks, definitions and compound declarations are not statements that crowd a line. */
const NOT_A_LINE_STATEMENT = new Set([
  'compound_statement',
  'block',
  'statement_block',
  'function_declaration',
  'method_declaration',
  'class_declaration',
  'interface_declaration',
  'generator_function_declaration',
  'import_declaration',
  'package_declaration',
  'field_declaration',
  'using_declaration',
  'alias_declaration',
  'preproc_include',
  // A signature's parameters (C++, Go, Java) are one declaration, however many share its line.
  'parameter_declaration',
  'optional_parameter_declaration',
  'variadic_parameter_declaration',
  'formal_parameter',
]);
/** Their statement children are the loop's header (`for (int i = 0; …; i++)`, Go `for i := 0; …; i++`). */
const LOOP_HEADERS = new Set([
  'for_statement',
  'for_in_statement',
  'for_clause',
  'for_range_loop',
  'range_clause',
]);

const INITIALIZED_HEADERS = new Set(['if_statement', 'expression_switch_statement', 'type_switch_statement']);

function isLineStatement(node: SyntaxNode): boolean {
  if (!STATEMENT_TYPE.test(node.type) || NOT_A_LINE_STATEMENT.has(node.type)) return false;
  const parent = node.parent;
  if (!parent) return true;
  if (LOOP_HEADERS.has(parent.type) && !isField(parent, node, ['body'])) return false;
  // Go's `if v, ok := m[k]; ok {` and `switch x := f(); x {`: the initializer belongs to the header.
  return !(INITIALIZED_HEADERS.has(parent.type) && isField(parent, node, ['initializer']));
}

/** A Python string standing alone as a statement: a docstring, which documents like a comment. */
function isDocstring(node: SyntaxNode, language: SupportedLanguage): boolean {
  if (language !== 'python' || node.type !== 'expression_statement') return false;
  const only = children(node);
  return only.length === 1 && (only[0]!.type === 'string' || only[0]!.type === 'concatenated_string');
}

/** Go's method receiver (`func (l *Limiter) Allow`): by convention one or two letters, never cryptic. */
function isGoReceiverName(parent: SyntaxNode): boolean {
  if (parent.type !== 'parameter_declaration') return false;
  const list = parent.parent;
  const method = list?.parent;
  return !!list && method?.type === 'method_declaration' && isField(method, list, ['receiver']);
}

function crowdedLines(statementLines: Map<number, number>): Array<{ line: number; statements: number }> {
  return [...statementLines]
    .filter(([, statements]) => statements >= CROWDED_LINE_STATEMENTS)
    .map(([row, statements]) => ({ line: row, statements }))
    .sort((a, b) => a.line - b.line);
}

const line = (node: SyntaxNode): number => node.startPosition.row + 1;
const children = (node: SyntaxNode): SyntaxNode[] =>
  node.namedChildren.filter((child): child is SyntaxNode => child !== null);

function isField(parent: SyntaxNode | null, node: SyntaxNode, fields: string[]): boolean {
  // `childrenForFieldName`: a C++ declaration such as `long long n, t, r;` has one declarator field per name.
  return (
    !!parent &&
    fields.some((field) => parent.childrenForFieldName(field).some((child) => child?.id === node.id))
  );
}

function isDeclaredName(node: SyntaxNode): boolean {
  if (!IDENTIFIER_TYPES.has(node.type)) return false;
  const parent = node.parent;
  if (!parent || isGoReceiverName(parent)) return false;
  if (PARAMETER_LISTS.has(parent.type)) return true;
  if (isField(parent, node, DECLARING_FIELDS)) return !USING_PARENTS.has(parent.type);
  if (DECLARING_LEFT_PARENTS.has(parent.type)) return isField(parent, node, ['left']);
  return (
    LIST_PATTERNS.has(parent.type) &&
    !!parent.parent &&
    DECLARING_LEFT_PARENTS.has(parent.parent.type) &&
    isField(parent.parent, parent, ['left'])
  );
}

function functionName(node: SyntaxNode): string {
  const named = node.childForFieldName('name');
  if (named) return named.text;
  let declarator = node.childForFieldName('declarator');
  while (declarator && declarator.childForFieldName('declarator'))
    declarator = declarator.childForFieldName('declarator');
  if (declarator) return declarator.text;
  const parent = node.parent;
  const holder = parent?.childForFieldName('name') ?? parent?.childForFieldName('left');
  return holder && IDENTIFIER_TYPES.has(holder.type) ? holder.text : '(anonymous function)';
}

function parameterCount(node: SyntaxNode): number {
  const list =
    node.childForFieldName('parameters') ??
    node.childForFieldName('declarator')?.childForFieldName('parameters');
  return list ? children(list).filter((child) => !child.type.includes('comment')).length : 0;
}

/** An `else if` continues a chain: it does not nest deeper. */
function continuesElseChain(node: SyntaxNode): boolean {
  const parent = node.parent;
  if (node.type !== 'if_statement' || !parent) return false;
  if (parent.type === 'if_statement') return isField(parent, node, ['alternative']);
  return parent.type === 'else_clause' && children(parent).length === 1;
}

function isEmptyHandler(node: SyntaxNode): boolean {
  const body = node.childForFieldName('body') ?? children(node).find((child) => child.type === 'block');
  if (!body) return false;
  const statements = children(body).filter((child) => !child.type.includes('comment'));
  return statements.length === 0 || statements.every((statement) => statement.type === 'pass_statement');
}

function isBroadHandler(node: SyntaxNode, language: SupportedLanguage): boolean {
  if (language === 'python') {
    const caught = children(node).find((child) => child.type !== 'block' && !child.type.includes('comment'));
    return !caught || /^(Exception|BaseException)\b/.test(caught.text);
  }
  if (language === 'java' || language === 'cpp')
    return /\(\s*(final\s+)?(Exception|Throwable|\.\.\.)\b|\(\s*\.\.\.\s*\)/.test(node.text);
  return false;
}

const isConstantName = (name: string): boolean => /^[A-Z][A-Z0-9_]*$/.test(name);

/** `main();`, `solve()`, `run(input);`: the call that starts the program, whatever its name. */
const ENTRY_CALL = /^[A-Za-z_$][\w$]*\s*\([^()]*\)\s*;?$/;

function isTopLevelStatement(node: SyntaxNode, language: SupportedLanguage): boolean {
  if (language === 'python') {
    if (
      [
        'function_definition',
        'class_definition',
        'decorated_definition',
        'import_statement',
        'import_from_statement',
        'comment',
      ].includes(node.type)
    )
      return false;
    // The `if __name__ == "__main__":` guard is the idiomatic entry point.
    if (node.type === 'if_statement' && node.childForFieldName('condition')?.text.includes('__name__'))
      return false;
    const expression = children(node)[0];
    return !(node.type === 'expression_statement' && expression?.type === 'string');
  }
  if (language === 'javascript' || language === 'typescript') {
    return (
      [
        'expression_statement',
        'if_statement',
        'for_statement',
        'for_in_statement',
        'while_statement',
        'do_statement',
      ].includes(node.type) && !ENTRY_CALL.test(node.text)
    );
  }
  return false;
}

/**
 * Go has no constant maps or slices: a package-level `var` holding only a composite literal
 * (`var sizeByName = map[string]Size{...}`) is the language's way to write a constant table.
 */
function isGoLookupTable(spec: SyntaxNode): boolean {
  const values = spec.childForFieldName('value');
  const expressions = values ? children(values).filter((child) => child.isNamed) : [];
  return expressions.length === 1 && expressions[0]!.type === 'composite_literal';
}

/** Whether any statement assigns to, increments, deletes from or appends to the package-level name. */
function goWritesTo(root: SyntaxNode, name: string): boolean {
  const target = new RegExp(`^${name}\\b`);
  for (const statement of root.descendantsOfType(['assignment_statement', 'inc_dec_statement'])) {
    const left = statement?.childForFieldName('left') ?? statement?.namedChild(0);
    if (left && target.test(left.text)) return true;
  }
  return root
    .descendantsOfType('call_expression')
    .some(
      (call) =>
        call?.childForFieldName('function')?.text === 'delete' &&
        target.test(call.childForFieldName('arguments')?.namedChild(0)?.text ?? ''),
    );
}

function globalMutables(root: SyntaxNode, language: SupportedLanguage): NamedLine[] {
  const found: NamedLine[] = [];
  const add = (name: SyntaxNode | null | undefined) => {
    if (name && !isConstantName(name.text)) found.push({ name: name.text, line: line(name) });
  };
  for (const node of children(root)) {
    if (language === 'python' && node.type === 'expression_statement') {
      const assignment = children(node)[0];
      if (assignment?.type === 'assignment') add(assignment.childForFieldName('left'));
    } else if (
      (language === 'javascript' || language === 'typescript') &&
      node.type === 'lexical_declaration' &&
      node.text.startsWith('let')
    ) {
      for (const declarator of children(node)) add(declarator.childForFieldName('name'));
    } else if (
      (language === 'javascript' || language === 'typescript') &&
      node.type === 'variable_declaration'
    ) {
      for (const declarator of children(node)) add(declarator.childForFieldName('name'));
    } else if (language === 'go' && node.type === 'var_declaration') {
      for (const spec of node.descendantsOfType('var_spec')) {
        const name = spec?.childForFieldName('name');
        if (name && isGoLookupTable(spec!) && !goWritesTo(root, name.text)) continue;
        add(name);
      }
    } else if (
      language === 'cpp' &&
      node.type === 'declaration' &&
      !/\b(const|constexpr)\b/.test(node.text) &&
      !node.descendantsOfType('function_declarator').length
    ) {
      for (const declarator of node.descendantsOfType(['init_declarator', 'array_declarator']))
        add(declarator?.childForFieldName('declarator'));
      for (const identifier of children(node).filter((child) => child.type === 'identifier')) add(identifier);
    }
  }
  if (language === 'java') {
    for (const field of root.descendantsOfType('field_declaration')) {
      if (!field || !/\bstatic\b/.test(field.text) || /\bfinal\b/.test(field.text)) continue;
      for (const declarator of field.descendantsOfType('variable_declarator'))
        add(declarator?.childForFieldName('name'));
    }
  }
  return found;
}

function countCodeAndLongLines(
  code: string,
  commentLineSet: Set<number>,
): { codeLines: number; longLines: number[] } {
  let codeLines = 0;
  const longLines: number[] = [];
  code.split('\n').forEach((text, index) => {
    if (text.trim() && !commentLineSet.has(index + 1)) codeLines++;
    if (text.length > LONG_LINE) longLines.push(index + 1);
  });
  return { codeLines, longLines };
}

class MetricsWalker {
  readonly functions: FunctionMetrics[] = [];
  readonly declaredNames: NamedLine[] = [];
  readonly magicNumbers: NamedLine[] = [];
  readonly commentLines = new Set<number>();
  readonly emptyCatchLines: number[] = [];
  readonly broadCatchLines: number[] = [];
  readonly ignoredErrorLines: number[] = [];
  readonly statementLines = new Map<number, number>();
  readonly multiDeclarationLines: number[] = [];
  classes = 0;
  tryBlocks = 0;
  maxNesting = 0;
  deepestLine = 0;

  constructor(
    private readonly language: SupportedLanguage,
    private readonly syntax: LanguageSyntax,
  ) {}

  /** Iterative: code nested thousands of levels deep must not overflow the call stack. */
  walk(root: SyntaxNode): void {
    const pending: Array<{ node: SyntaxNode; depth: number; current?: FunctionMetrics }> = [
      { node: root, depth: 0 },
    ];
    while (pending.length > 0) {
      const { node, depth, current } = pending.pop()!;
      const { innerDepth, innerFunction } = this.visit(node, depth, current);
      // Pushed last-first so that nodes are visited in source order, as the notes list them.
      const nodeChildren = children(node);
      for (let index = nodeChildren.length - 1; index >= 0; index--)
        pending.push({ node: nodeChildren[index]!, depth: innerDepth, current: innerFunction });
    }
  }

  private visit(
    node: SyntaxNode,
    depth: number,
    current: FunctionMetrics | undefined,
  ): { innerDepth: number; innerFunction: FunctionMetrics | undefined } {
    const { syntax } = this;
    let innerDepth = depth;
    let innerFunction = current;

    if (syntax.functions.includes(node.type)) {
      innerFunction = {
        name: functionName(node),
        startLine: line(node),
        endLine: node.endPosition.row + 1,
        lines: node.endPosition.row - node.startPosition.row + 1,
        parameters: parameterCount(node),
        complexity: 1,
        maxNesting: 0,
        deepestLine: line(node),
        recursive: false,
        statements: 0,
        calls: [],
      };
      this.functions.push(innerFunction);
      innerDepth = 0;
    } else if (current && (node.type.includes('call') || node.type === 'method_invocation')) {
      const callee = (node.childForFieldName('function') ?? node.childForFieldName('name'))?.text
        .split('.')
        .pop();
      // Java's `method_invocation` names methods of any object (`list.add`): not taken for recursion.
      if (callee === current.name && node.type.includes('call')) current.recursive = true;
      if (callee && current.calls.length < 64 && !current.calls.includes(callee)) current.calls.push(callee);
    }
    if (syntax.classes.includes(node.type)) this.classes++;
    if (isLineStatement(node)) {
      this.statementLines.set(line(node), (this.statementLines.get(line(node)) ?? 0) + 1);
      if (current && node.type !== 'return_statement' && !isDocstring(node, this.language))
        current.statements++;
    }
    if (
      this.language === 'cpp' &&
      node.type === 'declaration' &&
      children(node).filter((child) => /declarator$|^identifier$/.test(child.type)).length > 1
    ) {
      this.multiDeclarationLines.push(line(node));
    }
    if (syntax.comments.includes(node.type) || isDocstring(node, this.language)) {
      for (let row = node.startPosition.row; row <= node.endPosition.row; row++)
        this.commentLines.add(row + 1);
    }
    if (syntax.tries.includes(node.type)) this.tryBlocks++;
    if (syntax.catches.includes(node.type)) {
      if (isEmptyHandler(node)) this.emptyCatchLines.push(line(node));
      if (isBroadHandler(node, this.language)) this.broadCatchLines.push(line(node));
    }
    const isLogical =
      node.type === syntax.logicalOperators.nodeType &&
      syntax.logicalOperators.operators.includes(node.childForFieldName('operator')?.text ?? '');
    if (innerFunction && (syntax.branches.includes(node.type) || isLogical)) innerFunction.complexity++;
    if (syntax.nesting.includes(node.type) && !continuesElseChain(node)) {
      innerDepth++;
      if (innerDepth > this.maxNesting) {
        this.maxNesting = innerDepth;
        this.deepestLine = line(node);
      }
      if (innerFunction && innerDepth > innerFunction.maxNesting) {
        innerFunction.maxNesting = innerDepth;
        innerFunction.deepestLine = line(node);
      }
    }
    if (isDeclaredName(node)) this.declaredNames.push({ name: node.text, line: line(node) });
    if (syntax.numbers.includes(node.type) && !BORING_NUMBERS.has(node.text.replace(/[lLuU]+$/, ''))) {
      const declaration = node.parent?.childForFieldName('left') ?? node.parent?.childForFieldName('name');
      if (!declaration || !isConstantName(declaration.text))
        this.magicNumbers.push({ name: node.text, line: line(node) });
    }
    if (
      this.language === 'go' &&
      (node.type === 'short_var_declaration' || node.type === 'assignment_statement')
    ) {
      const left = node.childForFieldName('left');
      const right = node.childForFieldName('right');
      // Go returns the error last: `value, _ := strconv.Atoi(text)` drops it.
      if (
        left &&
        right?.text.includes('(') &&
        children(left).length > 1 &&
        children(left).at(-1)?.text === '_'
      ) {
        this.ignoredErrorLines.push(line(node));
      }
    }
    return { innerDepth, innerFunction };
  }
}

/** Structural measurements of a submission, ~0.2 ms per file; the ratings are computed from these. */
export async function collectCodeMetrics(
  language: SupportedLanguage,
  code: string,
  deadline?: ParseDeadline,
): Promise<CodeMetrics> {
  const tree = await parse(language, code, deadline);
  try {
    const root = tree.rootNode;
    const syntax = LANGUAGE_SYNTAX[language];
    const walker = new MetricsWalker(language, syntax);
    walker.walk(root);
    const { codeLines, longLines } = countCodeAndLongLines(code, walker.commentLines);
    const firstError = root.hasError ? root.descendantsOfType('ERROR')[0] : undefined;
    return {
      language,
      codeLines,
      commentLines: walker.commentLines.size,
      functions: walker.functions,
      classes: walker.classes,
      maxNesting: walker.maxNesting,
      deepestLine: walker.deepestLine,
      declaredNames: walker.declaredNames,
      duplicatedBlocks: findDuplicatedBlocks(code),
      longLines,
      globalMutables: globalMutables(root, language),
      magicNumbers: walker.magicNumbers,
      topLevelStatements: children(root).filter((node) => isTopLevelStatement(node, language)).length,
      tryBlocks: walker.tryBlocks,
      emptyCatchLines: walker.emptyCatchLines,
      broadCatchLines: walker.broadCatchLines,
      ignoredErrorLines: walker.ignoredErrorLines,
      inputGuards: syntax.inputGuards.reduce((count, pattern) => count + (pattern.test(code) ? 1 : 0), 0),
      crowdedLines: crowdedLines(walker.statementLines),
      statements: [...walker.statementLines.values()].reduce((sum, count) => sum + count, 0),
      multiDeclarationLines: walker.multiDeclarationLines,
      syntaxErrorLine: firstError ? line(firstError) : undefined,
    };
  } finally {
    tree.delete();
  }
}
