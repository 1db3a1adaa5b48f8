import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_CODE_BYTES } from '../../src/evaluator/judge/sandbox-limits.ts';
import { checkLanguage, CODE_TOO_LARGE_MESSAGE } from '../../src/evaluator/language-check.ts';
import {
  FOREIGN_SNIPPETS,
  labelledChecks,
  SLIPPED_SNIPPETS,
  VALID_SNIPPETS,
  type LabelledCheck,
} from './corpus.ts';
import { HELD_OUT_SNIPPETS } from './held-out.ts';

const LANGUAGES = ['python', 'javascript', 'typescript', 'java', 'cpp', 'go'] as const;

function heldOutChecks(): LabelledCheck[] {
  return HELD_OUT_SNIPPETS.flatMap((snippet) =>
    LANGUAGES.map((language): LabelledCheck => {
      const shouldPass =
        snippet.language === language || (snippet.language === 'javascript' && language === 'typescript');
      return {
        name: `${snippet.name} as ${language}`,
        code: snippet.code,
        language,
        shouldPass,
        group: shouldPass ? 'valid' : 'wrong language',
      };
    }),
  );
}

async function measure(title: string, checks: readonly LabelledCheck[]) {
  const wrong: string[] = [];
  const tally = { shouldPass: 0, falseRejects: 0, shouldFail: 0, falseAccepts: 0 };
  const started = performance.now();
  for (const check of checks) {
    const result = await checkLanguage(check.code, check.language);
    const correct = result.passed === check.shouldPass;
    if (check.shouldPass) {
      tally.shouldPass += 1;
      if (!correct) tally.falseRejects += 1;
    } else {
      tally.shouldFail += 1;
      if (!correct) tally.falseAccepts += 1;
    }
    if (!correct)
      wrong.push(
        `${check.shouldPass ? 'false reject' : 'false accept'}: ${check.name} (${result.reason ?? 'passed'})`,
      );
  }
  const msPerCheck = (performance.now() - started) / checks.length;
  console.log(
    [
      title,
      `  false-reject rate ${((tally.falseRejects / tally.shouldPass) * 100).toFixed(1)}% (${tally.falseRejects}/${tally.shouldPass} valid or slipped code rejected)`,
      `  false-accept rate ${((tally.falseAccepts / tally.shouldFail) * 100).toFixed(1)}% (${tally.falseAccepts}/${tally.shouldFail} wrong-language or non-code accepted)`,
      `  ${msPerCheck.toFixed(2)} ms per check`,
      ...wrong.map((line) => `  ${line}`),
    ].join('\n'),
  );
  return tally;
}

describe('checkLanguage on the labelled corpus', () => {
  it('rarely rejects real code and rarely accepts the wrong language', async () => {
    const snippetCount = VALID_SNIPPETS.length + SLIPPED_SNIPPETS.length + FOREIGN_SNIPPETS.length;
    assert.ok(snippetCount >= 120, `${snippetCount} snippets`);
    await checkLanguage('print(1)', 'python'); // grammars load once, outside the timing
    const corpus = await measure(
      `language-check: ${snippetCount} corpus snippets (${VALID_SNIPPETS.length} valid, ${SLIPPED_SNIPPETS.length} with a slip, ${FOREIGN_SNIPPETS.length} not in our languages) against all six languages`,
      labelledChecks(),
    );
    const heldOut = await measure(
      `language-check: ${HELD_OUT_SNIPPETS.length} held-out snippets (never used for tuning)`,
      heldOutChecks(),
    );
    const falseRejectRate =
      (corpus.falseRejects + heldOut.falseRejects) / (corpus.shouldPass + heldOut.shouldPass);
    const falseAcceptRate =
      (corpus.falseAccepts + heldOut.falseAccepts) / (corpus.shouldFail + heldOut.shouldFail);
    console.log(
      `language-check overall: false-reject ${(falseRejectRate * 100).toFixed(1)}%, false-accept ${(falseAcceptRate * 100).toFixed(1)}%`,
    );
    assert.ok(falseRejectRate <= 0.02, `false-reject rate ${falseRejectRate}`);
    assert.ok(falseAcceptRate <= 0.05, `false-accept rate ${falseAcceptRate}`);
  });
});

describe('checkLanguage', () => {
  it('accepts clean code with no reason', async () => {
    assert.deepEqual(await checkLanguage('package main\n\nfunc main() {\n\tprintln("hi")\n}\n', 'go'), {
      passed: true,
    });
  });

  it('rejects empty and oversized code with a reason', async () => {
    assert.deepEqual(await checkLanguage('  \n\t', 'python'), {
      passed: false,
      reason: 'The code is empty.',
    });
    const huge = await checkLanguage('x = 1\n'.repeat(MAX_CODE_BYTES / 6 + 1), 'python');
    assert.deepEqual(huge, { passed: false, reason: CODE_TOO_LARGE_MESSAGE });
    assert.equal(CODE_TOO_LARGE_MESSAGE, 'The code must be at most 64 KB.');
  });

  it('names the language the code looks like', async () => {
    const python = VALID_SNIPPETS.find((snippet) => snippet.name === 'py two sum')!;
    const result = await checkLanguage(python.code, 'java');
    assert.equal(result.passed, false);
    assert.equal(result.reason, 'The code does not appear to be Java. It looks like Python.');
  });

  it('accepts JavaScript submitted as TypeScript but not typed TypeScript submitted as JavaScript', async () => {
    const js = VALID_SNIPPETS.find((snippet) => snippet.name === 'js binary search')!;
    const ts = VALID_SNIPPETS.find((snippet) => snippet.name === 'ts binary search generic')!;
    assert.equal((await checkLanguage(js.code, 'typescript')).passed, true);
    assert.equal((await checkLanguage(ts.code, 'javascript')).passed, false);
  });
});
