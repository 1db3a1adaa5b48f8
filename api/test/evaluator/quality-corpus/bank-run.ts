/**
 * Evaluates the problem-bank entries of the corpus (BANK_CORPUS) and prints each one's ratings,
 * verdict and growth, the label violations and the confusion tables, each third apart.
 * Usage: npx tsx api/test/evaluator/quality-corpus/bank-run.ts [filter]
 */
import { closeSandbox } from '../../../src/evaluator/sandbox/sandbox-runtime.js';
import { BANK_CORPUS, bandViolations, confusionTable, evaluateCorpus, resultLine } from './corpus.js';

const filter = process.argv[2] ?? '';
const entries = BANK_CORPUS.filter((entry) => entry.file.includes(filter));
const started = performance.now();
const results = await evaluateCorpus(entries);
for (const result of results) {
  const { evaluation, entry } = result;
  console.log(
    `${entry.heldOut ? 'H ' : 'T '}${resultLine(result)}  ${evaluation.verdict.reason}  ${evaluation.measured_growth?.measured ?? '-'}`,
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
