import type { AnalyzerReport } from '../analyzers/analyzer-findings.js';
import { chargeAnalyzerFindings } from './analyzer-penalties.js';
import type { CodeMetrics } from './code-metrics.js';
import { functionSpan } from './metric-notes.js';
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
  // Grid code's neighbour and step coordinates.
  'dx',
  'dy',
  'nx',
  'ny',
  'dr',
  'dc',
  'nr',
  'nc',
]);

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

/**
 * A program whose variables are nearly all one or two letters (`d`, `a`, `b`, `c`, `m`) reads as a
 * puzzle even when each letter is a "conventional" one on its own: the reader decodes every line.
 * Measured on the corpus's tuning third: clean and over-engineered programs name at most half their
 * variables this way (Go's receivers and grid coordinates included), careless ones 78% or more.
 */
const TERSE_SHARE = 0.7;
const TERSE_MIN_NAMES = 4;
const TERSE_PROGRAM_PENALTY = 5;

function terseNames(metrics: CodeMetrics): { short: Array<[string, number]>; total: number } | undefined {
  const functionNames = new Set(metrics.functions.map((fn) => fn.name));
  const variables = [...distinctNames(metrics)].filter(([name]) => name !== '_' && !functionNames.has(name));
  const short = variables.filter(([name]) => name.length <= 2);
  return short.length >= TERSE_MIN_NAMES && short.length >= TERSE_SHARE * variables.length
    ? { short, total: variables.length }
    : undefined;
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
      `Function ${functionSpan(longest)} is ${longest.lines} lines long: split it into smaller functions that each do one step.`,
    );
  } else if (longest && longest.lines > LONG_FUNCTION_LINES) {
    card.penalize(
      1.5,
      `Function ${functionSpan(longest)} is ${longest.lines} lines long: consider extracting a helper for one of its steps.`,
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
      `Function ${functionSpan(complex)} has a cyclomatic complexity of ${complex.complexity} (many branches): break the cases apart.`,
    );
  } else if (complex && complex.complexity > COMPLEX_FUNCTION) {
    card.penalize(
      1,
      `Function ${functionSpan(complex)} has a cyclomatic complexity of ${complex.complexity}: fewer branches would make it easier to follow.`,
    );
  }
  const terse = terseNames(metrics);
  const cryptic = crypticNames(metrics);
  const nameCount = distinctNames(metrics).size;
  if (terse) {
    card.penalize(
      TERSE_PROGRAM_PENALTY,
      `Almost every name is one or two letters (${terse.short.length} of ${terse.total}: ${terse.short
        .slice(0, 5)
        .map(([name, line]) => `\`${name}\` (line ${line})`)
        .join(', ')}): name each variable after what it holds, so a reader does not have to work it out.`,
    );
  } else if (cryptic.length > 0 && nameCount > 0) {
    const examples = cryptic
      .slice(0, 4)
      .map(([name, line]) => `\`${name}\` (line ${line})`)
      .join(', ');
    // A reader meets every cryptic name on its own, so a short program with four of them (the
    // input, the map, the answer, the output) reads as badly as a long one where they are half.
    const share = cryptic.length / nameCount;
    const byShare = share > 0.5 ? 2.5 : share > 0.3 ? 1.5 : 0.5;
    const byCount = cryptic.length >= 6 ? 3.5 : cryptic.length >= 4 ? 2.5 : cryptic.length >= 3 ? 1.5 : 0.5;
    card.penalize(Math.max(byShare, byCount), `Use descriptive names instead of ${examples}.`);
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
