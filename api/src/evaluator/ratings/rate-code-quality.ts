import type { AnalyzerReport } from '../analyzers/analyzer-findings.js';
import type { JudgeReport } from '../judge/judge-program.js';
import { chargeAnalyzerFindings } from './analyzer-penalties.js';
import type { CodeMetrics, FunctionMetrics } from './code-metrics.js';
import { lineList, PenaltyCard, plural, type Rated } from './rating-scale.js';

const LONG_FUNCTION_LINES = 40;
const VERY_LONG_FUNCTION_LINES = 80;
const DEEP_NESTING = 3;
const COMPLEX_FUNCTION = 10;
const VERY_COMPLEX_FUNCTION = 20;
/** Short names that are conventional for counters, sizes and coordinates. */
const CONVENTIONAL_SHORT_NAMES = new Set([
  'i',
  'j',
  'k',
  'n',
  'm',
  'x',
  'y',
  'a',
  'b',
  'u',
  'v',
  'w',
  '_',
  'e',
  'ok',
  'id',
  'fs',
]);

const span = (fn: FunctionMetrics): string => `\`${fn.name}\` (lines ${fn.startLine}–${fn.endLine})`;

function distinctNames(metrics: CodeMetrics): Map<string, number> {
  const names = new Map<string, number>();
  for (const { name, line } of metrics.declaredNames) if (!names.has(name)) names.set(name, line);
  return names;
}

/**
 * Short variable and parameter names. Function names are left out: where the code lives (`main`,
 * `f`, `solve`) must not move a rating (issue 26); the structure rules judge a function instead.
 */
function crypticNames(metrics: CodeMetrics): Array<[string, number]> {
  const functionNames = new Set(metrics.functions.map((fn) => fn.name));
  return [...distinctNames(metrics)].filter(
    ([name]) => name.length <= 2 && !CONVENTIONAL_SHORT_NAMES.has(name) && !functionNames.has(name),
  );
}

function mixesNamingStyles(metrics: CodeMetrics): { snake: string; camel: string } | undefined {
  const names = [...distinctNames(metrics).keys()];
  const snake = names.find((name) => /^[a-z]+(_[a-z0-9]+)+$/.test(name));
  const camel = names.find((name) => /^[a-z]+([A-Z][a-z0-9]*)+$/.test(name));
  return snake && camel ? { snake, camel } : undefined;
}

export function rateReadability(metrics: CodeMetrics, analyzer?: AnalyzerReport): Rated {
  const card = new PenaltyCard(10);
  const longest = [...metrics.functions].sort((a, b) => b.lines - a.lines)[0];
  if (longest && longest.lines > VERY_LONG_FUNCTION_LINES) {
    card.penalize(
      3,
      `Function ${span(longest)} is ${longest.lines} lines long: split it into smaller functions that each do one step.`,
    );
  } else if (longest && longest.lines > LONG_FUNCTION_LINES) {
    card.penalize(
      1.5,
      `Function ${span(longest)} is ${longest.lines} lines long: consider extracting a helper for one of its steps.`,
    );
  }
  if (metrics.maxNesting > DEEP_NESTING) {
    card.penalize(
      Math.min(3, metrics.maxNesting - DEEP_NESTING),
      `Line ${metrics.deepestLine} is nested ${metrics.maxNesting} levels deep: return early or move the inner loop into a function.`,
    );
  }
  const complex = [...metrics.functions].sort((a, b) => b.complexity - a.complexity)[0];
  if (complex && complex.complexity > VERY_COMPLEX_FUNCTION) {
    card.penalize(
      2.5,
      `Function ${span(complex)} has a cyclomatic complexity of ${complex.complexity} (many branches): break the cases apart.`,
    );
  } else if (complex && complex.complexity > COMPLEX_FUNCTION) {
    card.penalize(
      1,
      `Function ${span(complex)} has a cyclomatic complexity of ${complex.complexity}: fewer branches would make it easier to follow.`,
    );
  }
  const cryptic = crypticNames(metrics);
  const nameCount = distinctNames(metrics).size;
  if (cryptic.length > 0 && nameCount > 0) {
    const examples = cryptic
      .slice(0, 4)
      .map(([name, line]) => `\`${name}\` (line ${line})`)
      .join(', ');
    const share = cryptic.length / nameCount;
    card.penalize(
      share > 0.5 ? 2.5 : share > 0.3 ? 1.5 : 0.5,
      `Use descriptive names instead of ${examples}.`,
    );
  }
  const mixed = mixesNamingStyles(metrics);
  if (mixed)
    card.penalize(
      0.5,
      `Naming mixes snake_case (\`${mixed.snake}\`) and camelCase (\`${mixed.camel}\`): pick the language's convention.`,
    );
  if (metrics.longLines.length > 0)
    card.penalize(0.5, `Break up long lines (over 120 characters) at ${lineList(metrics.longLines)}.`);
  if (metrics.commentLines === 0 && metrics.codeLines > 30) {
    card.penalize(
      1,
      'There are no comments: a line explaining the approach (and any non-obvious step) helps a reader.',
    );
  }
  if (metrics.crowdedLines.length > 0) {
    const crowded = metrics.crowdedLines.reduce((sum, { statements }) => sum + statements, 0);
    const share = crowded / Math.max(1, metrics.statements);
    const [first] = metrics.crowdedLines;
    card.penalize(
      Math.min(4, Math.max(1, 5 * share)),
      `${crowded} of ${plural(metrics.statements, 'statement')} share a line with two or more others (line ${first!.line} holds ${first!.statements}): put one statement on each line.`,
    );
  }
  if (metrics.multiDeclarationLines.length > 0) {
    card.penalize(
      1,
      `Declare one variable per declaration (${lineList(metrics.multiDeclarationLines)}), each where it is first needed.`,
    );
  }
  chargeAnalyzerFindings(card, analyzer, 'readability');
  return card.result('Easy to read: short functions, shallow nesting and descriptive names.');
}

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
      `All the logic sits in one function, ${span(holder)}: split it into input parsing, the algorithm and output, each its own function, so parts can be reused and tested.`,
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
      `Almost everything is in ${span(biggest)}: separate input parsing, the algorithm and output into their own functions.`,
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
      `${span(wide)} takes ${wide.parameters} parameters: group related ones into an object or struct.`,
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

function distinctGlobals(metrics: CodeMetrics) {
  return [...new Map(metrics.globalMutables.map((entry) => [entry.name, entry])).values()];
}

const describeGlobals = (globals: CodeMetrics['globalMutables']): string =>
  globals
    .slice(0, 3)
    .map(({ name, line }) => `\`${name}\` (line ${line})`)
    .join(', ') + (globals.length > 3 ? ` and ${globals.length - 3} more` : '');

/**
 * Starts at 8: a typical judged solution neither validates its input nor crashes. Input checks and
 * deliberate error handling earn the last two points; crashes and swallowed errors cost points.
 */
export function rateRobustness(
  metrics: CodeMetrics,
  report: JudgeReport,
  code: string,
  analyzer?: AnalyzerReport,
): Rated {
  const handlesErrors = metrics.tryBlocks > 0 && metrics.emptyCatchLines.length === 0;
  const card = new PenaltyCard(8 + (metrics.inputGuards > 0 ? 1 : 0) + (handlesErrors ? 1 : 0));
  const crashes = report.tests.filter((test) => test.verdict === 'runtime_error').length;
  if (crashes > 0)
    card.penalize(
      3,
      `It crashed on ${plural(crashes, 'test')}: handle edge cases such as empty collections, zero or the largest values.`,
    );
  if (metrics.emptyCatchLines.length > 0) {
    card.penalize(
      1.5,
      `The error handler at ${lineList(metrics.emptyCatchLines)} ignores the error silently: report it or recover deliberately.`,
    );
  } else if (metrics.broadCatchLines.length > 0) {
    card.penalize(
      0.5,
      `Catching every exception at ${lineList(metrics.broadCatchLines)} hides bugs: catch the specific error you expect.`,
    );
  }
  if (metrics.ignoredErrorLines.length > 0) {
    card.penalize(
      1,
      `The error returned at ${lineList(metrics.ignoredErrorLines)} is discarded with \`_\`: check it.`,
    );
  }
  const recursive = metrics.functions.find((fn) => fn.recursive);
  if (recursive && metrics.language === 'python' && !code.includes('setrecursionlimit')) {
    card.penalize(
      1,
      `\`${recursive.name}\` (line ${recursive.startLine}) is recursive and Python stops at about 1000 nested calls: use a loop with an explicit stack, or raise the limit with sys.setrecursionlimit.`,
    );
  } else if (recursive) {
    card.penalize(
      0.5,
      `\`${recursive.name}\` (line ${recursive.startLine}) is recursive: a very deep input can overflow the stack; an explicit stack or loop is safer.`,
    );
  }
  const globals = distinctGlobals(metrics);
  if (globals.length > 0) {
    // Each shared variable is one more thing any step can corrupt: 1 point, and a quarter more for each
    // further one, up to 2.
    card.penalize(
      Math.min(2, 1 + 0.25 * (globals.length - 1)),
      `Global mutable state (${describeGlobals(globals)}) can be changed from anywhere: a stray write corrupts every later step.`,
    );
  }
  chargeAnalyzerFindings(card, analyzer, 'robustness');
  if (metrics.inputGuards === 0 && metrics.codeLines > 5) {
    card.note('Input is trusted as-is: checking for empty or malformed input would make it sturdier.');
  }
  return card.result('Handles its input carefully and fails loudly rather than silently.');
}

const UNANALYSABLE_NOTE =
  'The code is too complex to analyse (nesting or expressions far deeper than a solution needs), so this could not be rated: simplify it.';

/** The code-quality ratings of code whose analysis ran out of its time budget: none earned. */
export function rateUnanalysableCode(): { readability: Rated; extensibility: Rated; robustness: Rated } {
  const unrated = { rating: 0, notes: UNANALYSABLE_NOTE };
  return { readability: unrated, extensibility: unrated, robustness: unrated };
}
