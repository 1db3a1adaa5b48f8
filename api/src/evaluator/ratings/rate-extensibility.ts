import type { AnalyzerReport } from '../analyzers/analyzer-findings.js';
import { chargeAnalyzerFindings } from './analyzer-penalties.js';
import type { CodeMetrics, FunctionMetrics } from './code-metrics.js';
import { describeGlobals, distinctGlobals, functionSpan } from './metric-notes.js';
import { DEFAULT_CATEGORY } from './overall.js';
import { PenaltyCard, plural, type Rated } from './rating-scale.js';
import type { ProblemCategory } from '../types.js';

/** Code shorter than this is a one-liner whatever its shape. */
const STRUCTURE_MATTERS_FROM_LINES = 4;
/**
 * A program that is one block (top-level code, or one function holding everything) has no part that
 * can be reused or tested apart: at best the middle of the scale.
 */
const NO_SEPARATION = 5;
/** A function with no branch and at most this many statements, calling one of the program's own, hands over to it. */
const WRAPPER_STATEMENTS = 2;

/**
 * A function that only calls the one doing the work (`int main() { f(); return 0; }`, `def main():
 * solve()`): moving a body into another function does not make anything reusable. A small helper
 * that computes something itself (`return sum(values)`) is not a wrapper.
 */
function isWrapper(fn: FunctionMetrics, programFunctions: Set<string>): boolean {
  return (
    fn.complexity === 1 &&
    fn.statements <= WRAPPER_STATEMENTS &&
    fn.calls.some((callee) => callee !== fn.name && programFunctions.has(callee))
  );
}

/**
 * Go's `sort.Interface` and `container/heap.Interface` dictate these methods, names included: a type
 * that has Len, Less and Swap is plumbing for the library (like Java's entry class), not a part of
 * the program's own work, however the rest is split.
 */
const GO_SORT_INTERFACE = ['Len', 'Less', 'Swap'];
const GO_HEAP_INTERFACE = new Set([...GO_SORT_INTERFACE, 'Push', 'Pop']);

function libraryPlumbing(metrics: CodeMetrics): Set<FunctionMetrics> {
  if (metrics.language !== 'go') return new Set();
  const names = new Set(metrics.functions.map((fn) => fn.name));
  if (!GO_SORT_INTERFACE.every((name) => names.has(name))) return new Set();
  return new Set(metrics.functions.filter((fn) => GO_HEAP_INTERFACE.has(fn.name)));
}

/**
 * Types the learner declared: Java's entry class is required by the language, so it is not one of
 * them.
 */
function ownTypes(metrics: CodeMetrics): number {
  return metrics.language === 'java' ? metrics.classes - 1 : metrics.classes;
}

export function rateExtensibility(
  metrics: CodeMetrics,
  analyzer?: AnalyzerReport,
  category: ProblemCategory = DEFAULT_CATEGORY,
): Rated {
  const card = new PenaltyCard(10);
  // A low-level-design or machine-coding round asks for the domain as a type (a store, a limiter, a
  // garage) whose operations can grow; a DSA round does not.
  if (category !== 'dsa' && ownTypes(metrics) < 1 && metrics.codeLines >= STRUCTURE_MATTERS_FROM_LINES) {
    card.penalize(
      2,
      'A design round expects the system modelled as a type of its own (a class or struct holding its state, one method per operation): without one, every new operation means editing the input loop.',
    );
  }
  const plumbing = libraryPlumbing(metrics);
  const namedFunctions = metrics.functions.filter(
    (fn) => fn.name !== '(anonymous function)' && !plumbing.has(fn),
  );
  // Structure, never names: `main`, `f`, `solve` or a lone class method holding everything are the same program.
  const programFunctions = new Set(namedFunctions.map((fn) => fn.name));
  // Node's idiom reads input in an anonymous `end` handler and hands it to a named function: that
  // handler is a part of its own when it does more than hand over (a one-line callback is not).
  const handlers = metrics.functions.filter(
    (fn) => fn.name === '(anonymous function)' && fn.statements > WRAPPER_STATEMENTS,
  );
  const working = [...namedFunctions.filter((fn) => !isWrapper(fn, programFunctions)), ...handlers];
  if (namedFunctions.length === 0 && metrics.codeLines >= STRUCTURE_MATTERS_FROM_LINES) {
    card.penalize(
      NO_SEPARATION,
      'All the logic runs at the top level: put it into functions (for example read input → solve → print) so parts can be reused and tested.',
    );
  } else if (working.length <= 1 && metrics.codeLines >= STRUCTURE_MATTERS_FROM_LINES) {
    const holder = working[0] ?? namedFunctions[0]!;
    card.penalize(
      NO_SEPARATION,
      `All the logic sits in one function, ${functionSpan(holder)}: split it into input parsing, the algorithm and output, each its own function, so parts can be reused and tested.`,
    );
  } else if (metrics.topLevelStatements > 5) {
    card.penalize(
      1.5,
      `${plural(metrics.topLevelStatements, 'statement')} run at the top level: move them into a main function.`,
    );
  }
  const biggest = [...metrics.functions].sort((a, b) => b.lines - a.lines)[0];
  if (
    biggest &&
    metrics.codeLines > 30 &&
    biggest.lines > 0.7 * metrics.codeLines &&
    metrics.functions.length <= 2
  ) {
    card.penalize(
      2,
      `Almost everything is in ${functionSpan(biggest)}: separate input parsing, the algorithm and output into their own functions.`,
    );
  }
  if (metrics.duplicatedBlocks.length > 0) {
    const block = metrics.duplicatedBlocks[0]!;
    card.penalize(
      Math.min(3, metrics.duplicatedBlocks.length),
      `Lines ${block.repeatLine}–${block.repeatLine + block.lines - 1} repeat lines ${block.firstLine}–${block.firstLine + block.lines - 1}: extract the shared logic into a function.`,
    );
  }
  const globals = distinctGlobals(metrics);
  if (globals.length > 0) {
    card.penalize(
      Math.min(2, 0.5 * globals.length),
      `Global mutable state ${describeGlobals(globals)}: pass values as parameters or keep them in a class so functions can be reused.`,
    );
  }
  const wide = metrics.functions.find((fn) => fn.parameters > 5);
  if (wide)
    card.penalize(
      1,
      `${functionSpan(wide)} takes ${wide.parameters} parameters: group related ones into an object or struct.`,
    );
  const magic = [...new Map(metrics.magicNumbers.map((entry) => [entry.name, entry])).values()];
  if (magic.length > 3) {
    card.penalize(
      0.5,
      `Name the constants ${magic
        .slice(0, 3)
        .map(({ name, line }) => `${name} (line ${line})`)
        .join(', ')} so they can be changed in one place.`,
    );
  }
  chargeAnalyzerFindings(card, analyzer, 'extensibility');
  return card.result(
    'Well structured: the work is split into functions without duplication or global state.',
  );
}
