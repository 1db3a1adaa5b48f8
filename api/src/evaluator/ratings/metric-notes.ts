import type { CodeMetrics, FunctionMetrics } from './code-metrics.js';

// How the code-quality raters' notes name what the metrics found.

/** How a note names one of the program's functions: its name and lines. */
export const functionSpan = (fn: FunctionMetrics): string =>
  `\`${fn.name}\` (lines ${fn.startLine}–${fn.endLine})`;

/** The program's global mutable variables, each once (extensibility and robustness both charge them). */
export function distinctGlobals(metrics: CodeMetrics) {
  return [...new Map(metrics.globalMutables.map((entry) => [entry.name, entry])).values()];
}

export const describeGlobals = (globals: CodeMetrics['globalMutables']): string =>
  globals
    .slice(0, 3)
    .map(({ name, line }) => `\`${name}\` (line ${line})`)
    .join(', ') + (globals.length > 3 ? ` and ${globals.length - 3} more` : '');
