/**
 * Evaluates the problem-bank entries of the corpus (BANK_CORPUS) and prints each one's ratings,
 * verdict and growth (and its notes with --notes), the label violations and the confusion tables,
 * each third apart.
 * Usage: npx tsx api/test/evaluator/quality-corpus/bank-run.ts [--notes] [--variants=clean,careless] [filter]
 */
import { closeSandbox } from '../../../src/evaluator/sandbox/sandbox-runtime.js';
import { BANK_CORPUS, bandViolations, confusionTable, evaluateCorpus, resultLine } from './corpus.js';

const options = process.argv.slice(2);
const showNotes = options.includes('--notes');
const variants = options
  .find((option) => option.startsWith('--variants='))
  ?.slice('--variants='.length)
  .split(',');
const filter = options.find((option) => !option.startsWith('--')) ?? '';
const entries = BANK_CORPUS.filter(
  (entry) => entry.file.includes(filter) && (!variants || variants.includes(entry.variant)),
);
const started = performance.now();
const results = await evaluateCorpus(entries);
for (const result of results) {
  const { evaluation, entry } = result;
  console.log(
    `${entry.heldOut ? 'H ' : 'T '}${resultLine(result)}  ${evaluation.verdict.reason}  ${evaluation.measured_growth?.measured ?? '-'}  ${(result.elapsedMs / 1000).toFixed(1)} s`,
  );
  if (showNotes)
    console.log(
      `    R: ${evaluation.readability_notes}\n    E: ${evaluation.extensibility_notes}\n    B: ${evaluation.robustness_notes}\n    F: ${evaluation.efficiency_notes}`,
    );
}
console.log(bandViolations(results).join('\n') || 'all labels hold');
for (const [name, subset] of [
  ['tuning third', results.filter(({ entry }) => !entry.heldOut)],
  ['held-out third', results.filter(({ entry }) => entry.heldOut)],
] as const)
  console.log(`\n${name} (${subset.length})\n${confusionTable(subset)}`);
console.log(`${entries.length} submissions in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await closeSandbox();
