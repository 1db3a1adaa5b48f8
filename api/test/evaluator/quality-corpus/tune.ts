/**
 * Tuning aid: evaluates the tuning two thirds of the corpus (never the held-out third) and prints each
 * submission's ratings, its notes on request, the label violations and the confusion table.
 * Usage: npx tsx api/test/evaluator/quality-corpus/tune.ts [--notes] [filter]
 */
import { closeSandbox } from '../../../src/evaluator/sandbox/sandbox-runtime.js';
import { bandViolations, confusionTable, CORPUS, evaluateCorpus, resultLine } from './corpus.js';

const showNotes = process.argv.includes('--notes');
const filter = process.argv.slice(2).find((argument) => !argument.startsWith('--')) ?? '';
const entries = CORPUS.filter((entry) => !entry.heldOut && entry.file.includes(filter));
const started = performance.now();
const results = await evaluateCorpus(entries);
for (const result of results) {
  console.log(resultLine(result));
  if (showNotes) {
    const { evaluation } = result;
    console.log(
      `    R: ${evaluation.readability_notes}\n    E: ${evaluation.extensibility_notes}\n    B: ${evaluation.robustness_notes}\n    C: ${evaluation.correctness_notes}\n    F: ${evaluation.efficiency_notes}`,
    );
  }
}
console.log(bandViolations(results).join('\n') || 'all tuning labels hold');
console.log(confusionTable(results));
console.log(`${entries.length} submissions in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await closeSandbox();
