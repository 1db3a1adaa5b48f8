import type { AnalyzerReport } from '../analyzers/analyzer-findings.js';
import { chargeAnalyzerFindings } from './analyzer-penalties.js';
import type { CodeMetrics, FunctionMetrics } from './code-metrics.js';
import { describeGlobals, distinctGlobals, functionSpan } from './metric-notes.js';
import { PenaltyCard, plural, type Rated } from './rating-scale.js';

/** Code shorter than this is a one-liner whatever its shape. */
const STRUCTURE_MATTERS_FROM_LINES = 4;
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

export function rateExtensibility(metrics: CodeMetrics, analyzer?: AnalyzerReport): Rated {
  const card = new PenaltyCard(10);
  const namedFunctions = metrics.functions.filter((fn) => fn.name !== '(anonymous function)');
  // Structure, never names: `main`, `f`, `solve` or a lone class method holding everything are the same program.
  const programFunctions = new Set(namedFunctions.map((fn) => fn.name));
  const working = namedFunctions.filter((fn) => !isWrapper(fn, programFunctions));
  if (namedFunctions.length === 0 && metrics.codeLines >= STRUCTURE_MATTERS_FROM_LINES) {
    card.penalize(
      3.5,
      'All the logic runs at the top level: put it into functions (for example read input → solve → print) so parts can be reused and tested.',
    );
  } else if (working.length <= 1 && metrics.codeLines >= STRUCTURE_MATTERS_FROM_LINES) {
    const holder = working[0] ?? namedFunctions[0]!;
    card.penalize(
      3.5,
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
