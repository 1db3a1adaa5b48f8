import { parse, type ParseDeadline, type SupportedLanguage, type SyntaxNode } from '../tree-sitter.ts';

/** A construct that costs a pass over a collection (or a copy of it) on every step of a loop. */
export interface SpeedHint {
  /** 1-based line of the construct. */
  line: number;
  /** What the learner wrote, as written (shortened when long). */
  construct: string;
  /** The whole sentence for the note: "Line 14: `not in visited` scans a list … : use a set". */
  note: string;
}

/** The notes name a handful of places; more would bury the first. */
const MAX_HINTS = 3;
const CONSTRUCT_LENGTH = 60;

type Kinds = { lists: Set<string>; strings: Set<string> };

interface LoopFrame {
  node: SyntaxNode;
  /** Names the loop's header binds (`i` of `for i in range(n)`, `i` of `for (int i = 0; …)`). */
  variables: Set<string>;
  /** What a for-each loop walks, as written (`nums`, `range(n)`). */
  iterable?: string;
  /** It counts through indices (`range(…)`, `for (i = …; i < …; …)`): its variable is a position. */
  counting: boolean;
  /** Names its start and bound read, besides its own variables. */
  headerNames: Set<string>;
  /** What it counts up to, as written. */
  bound?: string;
  headerText: string;
}

function construct(node: SyntaxNode): string {
  const text = node.text.replace(/\s+/g, ' ').trim();
  return text.length > CONSTRUCT_LENGTH ? `${text.slice(0, CONSTRUCT_LENGTH - 1)}…` : text;
}

function identifiersIn(node: SyntaxNode | null | undefined): Set<string> {
  const names = new Set<string>();
  if (!node) return names;
  const pending = [node];
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (current.type === 'identifier') names.add(current.text);
    for (const child of current.namedChildren) if (child) pending.push(child);
  }
  return names;
}

const SUBSCRIPTS = new Set(['subscript_expression', 'index_expression', 'subscript', 'array_access']);

/**
 * The names a loop header counts with, leaving out what only picks an item (`size` of
 * `i < counts[size]`): a per-item count nested in a loop over the items sums to the input once,
 * unlike `j < i` or `j = i + 1`, which visit every pair.
 */
function positionNamesIn(node: SyntaxNode): Set<string> {
  const names = new Set<string>();
  const pending = [node];
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (current.type === 'identifier') names.add(current.text);
    const children = SUBSCRIPTS.has(current.type) ? current.namedChildren.slice(0, 1) : current.namedChildren;
    for (const child of children) if (child) pending.push(child);
  }
  return names;
}

/** A loop that compares, branches or stops looks for something; one that only fills or reads each item does not. */
function testsItsItems(loop: SyntaxNode): boolean {
  return /==|!=|\.equals\(|\bif\b|\bbreak\b|\breturn\b/.test(loop.text);
}

/** The receiver's name as the kind tables know it: `visited`, `self.visited`, `this.visited`. */
function receiverName(node: SyntaxNode | null | undefined): string | undefined {
  if (!node) return undefined;
  const text = node.text.replace(/\s+/g, '');
  return /^(?:(?:self|this)\.)?[A-Za-z_$][\w$]*$/.test(text)
    ? text.replace(/^(?:self|this)\./, '')
    : undefined;
}

function lastName(node: SyntaxNode | null | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'identifier' || node.type === 'field_identifier' || node.type === 'property_identifier')
    return node.text;
  return receiverName(node);
}

// ---------------------------------------------------------------- what each name holds

const PYTHON_LIST_VALUE = /^(?:\[|list\(|sorted\()/;
const JS_ARRAY_VALUE =
  /^(?:\[|new Array\b|Array\.(?:from|of)\(|Array\(|[\w$.]+\.(?:split|map|filter|slice|concat)\()/;
const JAVA_LIST_TYPE = /^(?:java\.util\.)?(?:List|ArrayList|LinkedList|Vector)\b/;
const CPP_VECTOR_TYPE = /^(?:std::)?(?:vector|deque)\s*</;
const CPP_STRING_TYPE = /^(?:std::)?string$/;

/** Names declared as lists (a linear search) or immutable strings (a copy per `+=`), file-wide. */
function collectKinds(root: SyntaxNode, language: SupportedLanguage): Kinds {
  const kinds: Kinds = { lists: new Set(), strings: new Set() };
  const pending = [root];
  const note = (nameNode: SyntaxNode | null | undefined, kind: 'lists' | 'strings') => {
    const name = lastName(nameNode);
    if (name) kinds[kind].add(name);
  };
  while (pending.length > 0) {
    const node = pending.pop()!;
    for (const child of node.namedChildren) if (child) pending.push(child);
    switch (language) {
      case 'python':
        if (node.type === 'assignment') {
          const right = node.childForFieldName('right');
          const type = node.childForFieldName('type')?.text ?? '';
          if (/^(?:list|List)\b/.test(type) || (right && PYTHON_LIST_VALUE.test(right.text)))
            note(node.childForFieldName('left'), 'lists');
          else if (/^str\b/.test(type) || right?.type === 'string')
            note(node.childForFieldName('left'), 'strings');
        }
        break;
      case 'javascript':
      case 'typescript': {
        if (node.type === 'variable_declarator' || node.type === 'public_field_definition') {
          const value = node.childForFieldName('value');
          const type = node.childForFieldName('type')?.text ?? '';
          if (
            /^:\s*(?:[\w$<>]+\[\]|Array<|ReadonlyArray<)/.test(type) ||
            (value && JS_ARRAY_VALUE.test(value.text))
          )
            note(node.childForFieldName('name'), 'lists');
        } else if (node.type === 'required_parameter' || node.type === 'optional_parameter') {
          const type = node.childForFieldName('type')?.text ?? '';
          if (/^:\s*(?:[\w$<>]+\[\]|Array<|ReadonlyArray<)/.test(type))
            note(node.childForFieldName('pattern'), 'lists');
        } else if (node.type === 'assignment_expression') {
          const right = node.childForFieldName('right');
          if (right && JS_ARRAY_VALUE.test(right.text)) note(node.childForFieldName('left'), 'lists');
        }
        break;
      }
      case 'java':
        if (
          node.type === 'local_variable_declaration' ||
          node.type === 'field_declaration' ||
          node.type === 'formal_parameter'
        ) {
          const type = node.childForFieldName('type')?.text ?? '';
          const kind = JAVA_LIST_TYPE.test(type) ? 'lists' : type === 'String' ? 'strings' : undefined;
          if (!kind) break;
          if (node.type === 'formal_parameter') note(node.childForFieldName('name'), kind);
          for (const declarator of node.childrenForFieldName('declarator'))
            note(declarator?.childForFieldName('name'), kind);
        }
        break;
      case 'cpp':
        if (
          node.type === 'declaration' ||
          node.type === 'parameter_declaration' ||
          node.type === 'field_declaration'
        ) {
          const type = node.childForFieldName('type')?.text.replace(/\s+/g, '') ?? '';
          const kind = CPP_VECTOR_TYPE.test(type)
            ? 'lists'
            : CPP_STRING_TYPE.test(type)
              ? 'strings'
              : undefined;
          if (!kind) break;
          for (const declarator of node.childrenForFieldName('declarator')) {
            let target = declarator;
            while (target && target.type !== 'identifier' && target.type !== 'field_identifier')
              target = target.childForFieldName('declarator') ?? target.namedChild(0);
            note(target, kind);
          }
        }
        break;
      case 'go': {
        const typeOf = (text: string) =>
          /^\[\]/.test(text) ? 'lists' : text === 'string' ? 'strings' : undefined;
        if (node.type === 'var_spec' || node.type === 'parameter_declaration') {
          const kind = typeOf(node.childForFieldName('type')?.text ?? '');
          if (kind) for (const name of node.childrenForFieldName('name')) note(name, kind);
        } else if (node.type === 'short_var_declaration') {
          const left = node.childForFieldName('left')?.namedChildren ?? [];
          const right = node.childForFieldName('right')?.namedChildren ?? [];
          left.forEach((name, index) => {
            const value = right[index]?.text ?? '';
            if (/^(?:\[\]|make\(\[\])/.test(value)) note(name, 'lists');
            else if (right[index]?.type === 'interpreted_string_literal') note(name, 'strings');
          });
        }
        break;
      }
    }
  }
  return kinds;
}

// ---------------------------------------------------------------- loops

const LOOP_TYPES: Record<SupportedLanguage, ReadonlySet<string>> = {
  python: new Set([
    'for_statement',
    'while_statement',
    'list_comprehension',
    'set_comprehension',
    'dictionary_comprehension',
    'generator_expression',
  ]),
  javascript: new Set(['for_statement', 'for_in_statement', 'while_statement', 'do_statement']),
  typescript: new Set(['for_statement', 'for_in_statement', 'while_statement', 'do_statement']),
  java: new Set(['for_statement', 'enhanced_for_statement', 'while_statement', 'do_statement']),
  cpp: new Set(['for_statement', 'for_range_loop', 'while_statement', 'do_statement']),
  go: new Set(['for_statement']),
};

/** JavaScript's array callbacks run once per item, like a loop body. */
const JS_ITERATING_METHODS = /^(?:forEach|map|filter|reduce|some|every|find|findIndex|flatMap)$/;

/** The part of a for-each loop evaluated once, before the loop: not repeated work. */
function isEvaluatedOnce(loop: SyntaxNode, child: SyntaxNode): boolean {
  const field = (name: string) => loop.childForFieldName(name)?.id === child.id;
  switch (loop.type) {
    case 'for_statement':
      if (loop.childForFieldName('right')) return field('right'); // Python
      return field('initializer') || field('init');
    case 'for_in_statement':
    case 'for_range_loop':
      return field('right');
    case 'enhanced_for_statement':
      return field('value');
    default:
      // A comprehension's first `for … in` clause reads its iterable once.
      return child.type === 'for_in_clause' && firstClause(loop)?.id === child.id;
  }
}

function firstClause(comprehension: SyntaxNode): SyntaxNode | undefined {
  return comprehension.namedChildren.find((child) => child?.type === 'for_in_clause') ?? undefined;
}

function loopFrame(loop: SyntaxNode, language: SupportedLanguage): LoopFrame {
  const variables = new Set<string>();
  let iterable: string | undefined;
  let header: SyntaxNode[] = [];
  let bound: string | undefined;
  const add = (node: SyntaxNode | null | undefined) =>
    identifiersIn(node).forEach((name) => variables.add(name));
  const present = (...parts: (SyntaxNode | null | undefined)[]) =>
    parts.filter((part) => !!part) as SyntaxNode[];
  /** `n` of `j < n`, `n > j`: the side of the comparison without the loop's variable. */
  const boundOf = (condition: SyntaxNode | null | undefined) => {
    if (condition?.type !== 'binary_expression') return undefined;
    const left = condition.childForFieldName('left');
    const right = condition.childForFieldName('right');
    if (left && [...identifiersIn(left)].some((name) => variables.has(name))) return right?.text;
    return left?.text;
  };
  switch (loop.type) {
    case 'for_statement':
      if (language === 'python') {
        add(loop.childForFieldName('left'));
        iterable = loop.childForFieldName('right')?.text;
      } else if (language === 'go') {
        const clause = loop.namedChildren.find(
          (child) => child?.type === 'for_clause' || child?.type === 'range_clause',
        );
        if (clause?.type === 'for_clause') {
          add(clause.childForFieldName('initializer')?.childForFieldName('left'));
          header = present(clause.childForFieldName('initializer'), clause.childForFieldName('condition'));
          bound = boundOf(clause.childForFieldName('condition'));
        }
        if (clause?.type === 'range_clause') {
          add(clause.childForFieldName('left'));
          iterable = clause.childForFieldName('right')?.text;
        }
      } else {
        const init = loop.childForFieldName('initializer') ?? loop.childForFieldName('init');
        for (const declarator of init?.namedChildren ?? [])
          add(declarator?.childForFieldName('name') ?? declarator?.childForFieldName('declarator'));
        if (init?.type === 'assignment_expression') add(init.childForFieldName('left'));
        const condition = loop.childForFieldName('condition');
        header = present(init, condition);
        bound = boundOf(condition);
      }
      break;
    case 'for_in_statement':
      add(loop.childForFieldName('left'));
      iterable = loop.childForFieldName('right')?.text;
      break;
    case 'for_range_loop':
      add(loop.childForFieldName('declarator'));
      iterable = loop.childForFieldName('right')?.text;
      break;
    case 'enhanced_for_statement':
      add(loop.childForFieldName('name'));
      iterable = loop.childForFieldName('value')?.text;
      break;
    case 'while_statement':
    case 'do_statement':
      break;
    default: {
      const clause = firstClause(loop);
      add(clause?.childForFieldName('left'));
      iterable = clause?.childForFieldName('right')?.text;
    }
  }
  if (language === 'python' && iterable && /^range\(/.test(iterable)) {
    const range =
      loop.type === 'for_statement'
        ? loop.childForFieldName('right')
        : firstClause(loop)?.childForFieldName('right');
    const args = present(...(range?.childForFieldName('arguments')?.namedChildren ?? []));
    header = args;
    bound = args.length <= 2 ? args.at(-1)?.text : undefined;
  }
  const headerNames = new Set(
    header.flatMap((part) => [...positionNamesIn(part)]).filter((name) => !variables.has(name)),
  );
  return {
    node: loop,
    variables,
    iterable,
    counting: header.length > 0,
    headerNames,
    bound,
    headerText: header.map((part) => part.text).join('; '),
  };
}

/** A bound that is a small constant (4 directions, 26 letters) is not the input. */
function isSmallConstant(text: string | undefined): boolean {
  return !text || /^\d{1,2}$/.test(text.trim());
}

/**
 * A loop nested in another over the same input: a counting loop whose start or bound is the outer
 * counting loop's position (`for j in range(i + 1, n)`, `for (int j = 0; j < i; j++)`) or that runs
 * to the same bound (`j < n` inside `i < n`), or a for-each over the very same collection. Loops
 * over a few directions, a row's columns or a count read from the input are not.
 */
function nestedOverInput(frame: LoopFrame, outer: readonly LoopFrame[], kinds: Kinds): LoopFrame | undefined {
  // A for-each over a list the program keeps (`for other in seen`) is a linear search.
  if (
    frame.iterable &&
    !frame.counting &&
    kinds.lists.has(receiverName({ text: frame.iterable } as SyntaxNode) ?? '') &&
    testsItsItems(frame.node)
  )
    return outer.at(-1);
  return [...outer].reverse().find((enclosing) => {
    if (frame.iterable && !frame.counting)
      return enclosing.iterable === frame.iterable && !enclosing.counting;
    if (!frame.counting || !enclosing.counting || isSmallConstant(frame.bound)) return false;
    if ([...enclosing.variables].some((name) => frame.headerNames.has(name))) return true;
    return frame.bound !== undefined && frame.bound === enclosing.bound;
  });
}

/** `end` of `end < len(values)`: the names a while loop's condition compares against `bound`. */
function whileCounters(loop: SyntaxNode, bound: string): string[] {
  const condition = loop.childForFieldName('condition');
  const counters: string[] = [];
  const pending = condition ? [condition] : [];
  while (pending.length > 0) {
    const node = pending.pop()!;
    for (const child of node.namedChildren) if (child) pending.push(child);
    if (node.type !== 'comparison_operator' && node.type !== 'binary_expression') continue;
    const [left, right] = [node.namedChildren[0], node.namedChildren.at(-1)];
    if (right?.text === bound && left?.type === 'identifier') counters.push(left.text);
  }
  return counters;
}

/**
 * A while loop that restarts from the outer counting loop's position on every step and runs to the
 * same bound (`end = start + 1; while end < len(values)`) walks the rest of the input each time. A
 * two-pointer scan, whose pointer is set once before the outer loop, is linear and not flagged.
 */
function restartsFromOuter(loop: SyntaxNode, outer: readonly LoopFrame[]): LoopFrame | undefined {
  return [...outer].reverse().find((enclosing) => {
    if (!enclosing.counting || !enclosing.bound) return false;
    const counters = whileCounters(loop, enclosing.bound);
    if (counters.length === 0) return false;
    const pending = [enclosing.node];
    while (pending.length > 0) {
      const node = pending.pop()!;
      for (const child of node.namedChildren) if (child && child.id !== loop.id) pending.push(child);
      const target =
        node.childForFieldName('left') ??
        node.childForFieldName('name') ??
        node.childForFieldName('declarator');
      const value = node.childForFieldName('right') ?? node.childForFieldName('value');
      if (!target || !value || !/assignment|declarator|short_var/.test(node.type)) continue;
      if (!counters.includes(target.text.replace(/^\w+\s+/, ''))) continue;
      if ([...identifiersIn(value)].some((name) => enclosing.variables.has(name))) return true;
    }
    return false;
  });
}

// ---------------------------------------------------------------- what repeats

type Finding = { node: SyntaxNode; cost: string };

function pythonFinding(node: SyntaxNode, kinds: Kinds): Finding | undefined {
  if (node.type === 'comparison_operator') {
    const operator = node.children.find(
      (child) => child && !child.isNamed && /^(?:in|not in)$/.test(child.text.replace(/\s+/g, ' ')),
    );
    const right = node.namedChildren.at(-1);
    const name = receiverName(right);
    if (operator && name && kinds.lists.has(name))
      return {
        node,
        cost: `\`${operator.text.replace(/\s+/g, ' ')} ${right!.text}\` scans a list on every step of the loop: use a set`,
      };
  }
  if (node.type === 'call') {
    const callee = node.childForFieldName('function');
    const args = node.childForFieldName('arguments')?.namedChildren ?? [];
    if (callee?.type === 'attribute') {
      const owner = receiverName(callee.childForFieldName('object'));
      const method = callee.childForFieldName('attribute')?.text;
      if (owner && kinds.lists.has(owner)) {
        if (method === 'index' || method === 'count' || method === 'remove')
          return {
            node,
            cost: `\`${construct(node)}\` scans a list on every step of the loop: use a set or a dict`,
          };
        if ((method === 'pop' || method === 'insert') && args[0]?.text === '0')
          return {
            node,
            cost: `\`${construct(node)}\` moves every item of the list on every step of the loop: use collections.deque`,
          };
      }
    }
    if (
      callee?.type === 'identifier' &&
      /^(?:sum|max|min|sorted|any|all)$/.test(callee.text) &&
      args.length === 1
    ) {
      const argument = args[0]!;
      const over = argument.type === 'subscript' ? argument.childForFieldName('value') : argument;
      if (argument.type === 'subscript' || (receiverName(over) && kinds.lists.has(receiverName(over)!)))
        return {
          node,
          cost: `\`${construct(node)}\` walks the list on every step of the loop: keep a running total or prefix sums instead`,
        };
    }
  }
  if (node.type === 'subscript' && node.namedChildren.some((child) => child?.type === 'slice')) {
    const owner = receiverName(node.childForFieldName('value'));
    if (owner && kinds.lists.has(owner))
      return {
        node,
        cost: `\`${construct(node)}\` copies part of the list on every step of the loop: work with indices instead`,
      };
  }
  if (node.type === 'augmented_assignment' && node.children.some((child) => child?.text === '+=')) {
    const target = receiverName(node.childForFieldName('left'));
    if (target && kinds.strings.has(target))
      return {
        node,
        cost: `\`${construct(node)}\` copies the whole string on every step of the loop: collect the pieces in a list and join them once`,
      };
  }
  return undefined;
}

function javascriptFinding(node: SyntaxNode, kinds: Kinds): Finding | undefined {
  if (node.type !== 'call_expression') return undefined;
  const callee = node.childForFieldName('function');
  if (callee?.type !== 'member_expression') return undefined;
  const owner = receiverName(callee.childForFieldName('object'));
  const method = callee.childForFieldName('property')?.text ?? '';
  if (!owner || !kinds.lists.has(owner)) return undefined;
  if (/^(?:includes|indexOf|lastIndexOf)$/.test(method))
    return { node, cost: `\`${construct(node)}\` scans an array on every step of the loop: use a Set` };
  if (/^(?:find|findIndex|some|filter|every)$/.test(method))
    return {
      node,
      cost: `\`${construct(node)}\` walks the whole array on every step of the loop: index the items in a Map first`,
    };
  if (/^(?:shift|unshift|splice)$/.test(method))
    return {
      node,
      cost: `\`${construct(node)}\` moves every item of the array on every step of the loop: keep a head index instead`,
    };
  if (method === 'slice' || method === 'reduce')
    return {
      node,
      cost: `\`${construct(node)}\` walks the array on every step of the loop: keep running totals or indices instead`,
    };
  return undefined;
}

function javaFinding(node: SyntaxNode, kinds: Kinds): Finding | undefined {
  if (node.type === 'method_invocation') {
    const owner = receiverName(node.childForFieldName('object'));
    const method = node.childForFieldName('name')?.text ?? '';
    const args = node.childForFieldName('arguments')?.namedChildren ?? [];
    if (!owner || !kinds.lists.has(owner)) return undefined;
    if (/^(?:contains|indexOf|lastIndexOf)$/.test(method))
      return { node, cost: `\`${construct(node)}\` scans a list on every step of the loop: use a HashSet` };
    if (
      (method === 'remove' && args[0]?.text === '0') ||
      (method === 'add' && args.length === 2 && args[0]?.text === '0')
    )
      return {
        node,
        cost: `\`${construct(node)}\` moves every item of the list on every step of the loop: use an ArrayDeque`,
      };
  }
  if (node.type === 'assignment_expression') {
    const target = receiverName(node.childForFieldName('left'));
    const operator =
      node.childForFieldName('operator')?.text ??
      node.children.find((child) => child && !child.isNamed)?.text;
    const right = node.childForFieldName('right');
    const appends =
      operator === '+=' ||
      (operator === '=' &&
        right?.type === 'binary_expression' &&
        right.childForFieldName('left')?.text === target);
    if (target && kinds.strings.has(target) && appends)
      return {
        node,
        cost: `\`${construct(node)}\` copies the whole string on every step of the loop: use a StringBuilder`,
      };
  }
  return undefined;
}

function cppFinding(node: SyntaxNode, kinds: Kinds): Finding | undefined {
  if (node.type === 'call_expression') {
    const callee = node.childForFieldName('function');
    const args = node.childForFieldName('arguments')?.namedChildren ?? [];
    const name = callee?.text.replace(/\s+/g, '');
    if (
      name &&
      /^(?:std::)?(?:find|count|find_if|count_if|accumulate)$/.test(name) &&
      /\.begin\(\)$/.test(args[0]?.text ?? '')
    )
      return {
        node,
        cost: `\`${construct(node)}\` walks the container on every step of the loop: use an unordered_set or prefix sums`,
      };
    if (callee?.type === 'field_expression') {
      const owner = receiverName(callee.childForFieldName('argument'));
      const method = callee.childForFieldName('field')?.text;
      if (
        owner &&
        kinds.lists.has(owner) &&
        (method === 'erase' || method === 'insert') &&
        /\.begin\(\)/.test(args[0]?.text ?? '')
      )
        return {
          node,
          cost: `\`${construct(node)}\` moves every later item of the vector on every step of the loop: use a deque or mark items instead`,
        };
    }
  }
  if (node.type === 'assignment_expression') {
    const target = receiverName(node.childForFieldName('left'));
    const right = node.childForFieldName('right');
    if (
      target &&
      kinds.strings.has(target) &&
      node.childForFieldName('operator')?.text === '=' &&
      right?.type === 'binary_expression' &&
      right.childForFieldName('left')?.text === target
    )
      return {
        node,
        cost: `\`${construct(node)}\` copies the whole string on every step of the loop: append with \`+=\` instead`,
      };
  }
  return undefined;
}

function goFinding(node: SyntaxNode, kinds: Kinds): Finding | undefined {
  if (node.type === 'call_expression') {
    const callee = node.childForFieldName('function')?.text.replace(/\s+/g, '') ?? '';
    if (/^slices\.(?:Contains|Index|ContainsFunc|IndexFunc)$/.test(callee))
      return { node, cost: `\`${construct(node)}\` scans a slice on every step of the loop: use a map` };
  }
  if (node.type === 'assignment_statement' && node.childForFieldName('operator')?.text === '+=') {
    const target = receiverName(node.childForFieldName('left')?.namedChild(0));
    if (target && kinds.strings.has(target))
      return {
        node,
        cost: `\`${construct(node)}\` copies the whole string on every step of the loop: use a strings.Builder`,
      };
  }
  return undefined;
}

const FINDINGS: Record<SupportedLanguage, (node: SyntaxNode, kinds: Kinds) => Finding | undefined> = {
  python: pythonFinding,
  javascript: javascriptFinding,
  typescript: javascriptFinding,
  java: javaFinding,
  cpp: cppFinding,
  go: goFinding,
};

/**
 * Finds where a loop repeats linear work: a membership test or search on a list, removing from the
 * front of an array, copying a slice, summing a range, building a string by concatenation, or a
 * second loop over the same input. Each hint names the line and the construct as written. These
 * are candidates: the efficiency note shows them only when the measured growth or a time-out says
 * the program is slower than intended. Synchronous parsing: run it through `analyseSpeedHints`.
 */
export async function findSpeedHints(
  language: SupportedLanguage,
  code: string,
  deadline?: ParseDeadline,
): Promise<SpeedHint[]> {
  const tree = await parse(language, code, deadline);
  try {
    const kinds = collectKinds(tree.rootNode, language);
    const loops = LOOP_TYPES[language];
    const findings: SpeedHint[] = [];
    const seenLines = new Set<number>();
    const report = (node: SyntaxNode, cost: string) => {
      const line = node.startPosition.row + 1;
      if (seenLines.has(line)) return;
      seenLines.add(line);
      findings.push({ line, construct: construct(node), note: `Line ${line}: ${cost}.` });
    };
    // Iterative walk: deep but valid nesting must not overflow the stack.
    const pending: { node: SyntaxNode; frames: LoopFrame[]; repeated: boolean }[] = [
      { node: tree.rootNode, frames: [], repeated: false },
    ];
    while (pending.length > 0) {
      const { node, frames, repeated } = pending.pop()!;
      let inner = frames;
      if (loops.has(node.type)) {
        if (repeated) {
          const frame = loopFrame(node, language);
          const outer = nestedOverInput(frame, frames, kinds) ?? restartsFromOuter(node, frames);
          if (outer) {
            const header = construct({
              text: node.text.split('\n')[0]!.replace(/[{:]\s*$/, ''),
            } as SyntaxNode);
            const outerLine = outer.node.startPosition.row + 1;
            const searched = frame.iterable && !frame.counting && kinds.lists.has(frame.iterable);
            report(
              node,
              searched
                ? `\`${header}\` searches \`${frame.iterable}\` item by item on every step of the loop on line ${outerLine}: keep those values in a hash set`
                : `\`${header}\` runs over the input again on every step of the loop on line ${outerLine}, visiting every pair: a hash map, sorting or prefix sums avoid the second pass`,
            );
          }
        }
        inner = [...frames, loopFrame(node, language)];
      } else if (repeated) {
        const finding = FINDINGS[language](node, kinds);
        if (finding) report(finding.node, finding.cost);
      }
      const callback =
        (language === 'javascript' || language === 'typescript') &&
        node.type === 'arguments' &&
        JS_ITERATING_METHODS.test(
          node.parent?.childForFieldName('function')?.childForFieldName('property')?.text ?? '',
        );
      for (const child of node.namedChildren) {
        if (!child) continue;
        const childRepeats =
          repeated ||
          (loops.has(node.type) && !isEvaluatedOnce(node, child)) ||
          (callback && /function|arrow/.test(child.type));
        pending.push({ node: child, frames: inner, repeated: childRepeats });
      }
    }
    return findings.sort((a, b) => a.line - b.line).slice(0, MAX_HINTS);
  } finally {
    tree.delete();
  }
}
