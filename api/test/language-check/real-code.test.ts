import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkLanguage } from '../../src/evaluator/language-check.ts';
import { REAL_PROGRAMS, type RealProgram } from './real-code.ts';

const LANGUAGES = ['python', 'javascript', 'typescript', 'java', 'cpp', 'go'] as const;

interface Figures {
  checks: number;
  valid: number;
  falseRejects: string[];
  wrong: number;
  falseAccepts: string[];
}

/** Every program checked as each of the six languages; JavaScript is valid TypeScript too. */
async function confusion(programs: readonly RealProgram[]): Promise<Figures> {
  const figures: Figures = { checks: 0, valid: 0, falseRejects: [], wrong: 0, falseAccepts: [] };
  for (const program of programs) {
    for (const language of LANGUAGES) {
      const shouldPass =
        program.language === language || (program.language === 'javascript' && language === 'typescript');
      const result = await checkLanguage(program.code, language);
      figures.checks += 1;
      if (shouldPass) {
        figures.valid += 1;
        if (!result.passed) figures.falseRejects.push(`${program.name} as ${language}: ${result.reason}`);
      } else {
        figures.wrong += 1;
        if (result.passed) figures.falseAccepts.push(`${program.name} as ${language}`);
      }
    }
  }
  return figures;
}

function print(title: string, figures: Figures): void {
  console.log(
    [
      `${title}: ${figures.checks} checks`,
      `  valid code: ${figures.valid - figures.falseRejects.length} accepted, ${figures.falseRejects.length} rejected`,
      `  wrong language: ${figures.wrong - figures.falseAccepts.length} rejected, ${figures.falseAccepts.length} accepted`,
      ...figures.falseRejects.map((line) => `  false reject: ${line}`),
      ...figures.falseAccepts.map((line) => `  false accept: ${line}`),
    ].join('\n'),
  );
}

describe('the language check on real code', () => {
  it('rejects no valid program and accepts at most 1 wrong language in 200 checks', async () => {
    await checkLanguage('print(1)', 'python');
    const tuning = await confusion(REAL_PROGRAMS.filter((program) => !program.heldOut));
    const heldOut = await confusion(REAL_PROGRAMS.filter((program) => program.heldOut));
    print('language check, real code (tuning part)', tuning);
    print('language check, real code (held-out part)', heldOut);
    const checks = tuning.checks + heldOut.checks;
    assert.ok(checks >= 200, `${checks} checks`);
    assert.deepEqual([...tuning.falseRejects, ...heldOut.falseRejects], []);
    const falseAccepts = tuning.falseAccepts.length + heldOut.falseAccepts.length;
    assert.ok(falseAccepts <= Math.floor(checks / 200), `${falseAccepts} false accepts in ${checks}`);
  });

  it('names the language real code is written in', async () => {
    const javascript = REAL_PROGRAMS.find((program) => program.name === 'js script reading stdin')!;
    assert.deepEqual(await checkLanguage(javascript.code, 'java'), {
      passed: false,
      reason: 'The code does not appear to be Java. It looks like JavaScript.',
    });
    const csharp = REAL_PROGRAMS.find((program) => program.name === 'C# class without usings')!;
    assert.deepEqual(await checkLanguage(csharp.code, 'java'), {
      passed: false,
      reason: 'The code does not appear to be Java. It looks like C#.',
    });
    assert.deepEqual(await checkLanguage('print(int(input()) * 2)\n', 'javascript'), {
      passed: false,
      reason: 'The code does not appear to be JavaScript. It looks like Python.',
    });
  });
});
