import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { lintJavaScript } from '../../src/evaluator/analyzers/eslint-analyzer.js';
import { runNativeAnalyzer, type NativeLanguage } from '../../src/evaluator/analyzers/native-analyzers.js';
import { evaluatorStatus } from '../../src/evaluator/evaluator-status.js';
import { collectCodeMetrics } from '../../src/evaluator/ratings/code-metrics.js';
import { rateReadability } from '../../src/evaluator/ratings/rate-readability.js';
import { rateRobustness } from '../../src/evaluator/ratings/rate-robustness.js';
import { closeSandbox, getSandboxRuntime } from '../../src/evaluator/sandbox/sandbox-runtime.js';

async function analyse(language: NativeLanguage, code: string) {
  const runtime = await getSandboxRuntime();
  return runtime.pool.withSlot((slot) => runNativeAnalyzer(language, code, slot, runtime));
}

describe('language analyzers', { timeout: 120_000 }, () => {
  after(() => closeSandbox());

  test('ESLint reports the curated rules with their lines, and ignores inline disable comments', () => {
    const findings = lintJavaScript(
      '/* eslint-disable */\nvar total=0,count=0\nif(total==count){total++;count++;console.log(total)}\n',
      'javascript',
    );
    const rules = new Set(findings.map((finding) => `${finding.rule}@${finding.line}`));
    for (const expected of ['no-var@2', 'one-var@2', 'eqeqeq@3', 'max-statements-per-line@3'])
      assert.ok(rules.has(expected), `${expected} in ${[...rules].join(', ')}`);
    assert.equal(findings.find((finding) => finding.rule === 'eqeqeq')?.aspect, 'robustness');
  });

  test('ESLint parses TypeScript (types and all) without executing it', () => {
    const findings = lintJavaScript(
      'interface Box { size: number }\nvar box: Box = { size: 1 };\nconsole.log(box.size == 1);\n',
      'typescript',
    );
    assert.deepEqual(findings.map((finding) => finding.rule).sort(), ['eqeqeq', 'no-var']);
  });

  test('flake8 runs in the sandbox and its findings carry code, line and message', async () => {
    const report = await analyse('python', 'import os\nx=1;y=2\nif x==y :print(x)\n');
    assert.equal(report.unavailable, undefined);
    const byRule = new Map(report.findings.map((finding) => [finding.rule, finding]));
    assert.equal(byRule.get('F401')?.line, 1);
    assert.match(byRule.get('F401')?.message ?? '', /'os' imported but unused/);
    assert.equal(byRule.get('E702')?.line, 2);
  });

  test('cppcheck flags an out-of-bounds index as a robustness finding', async () => {
    const report = await analyse(
      'cpp',
      '#include <cstdio>\nint main() {\n    int values[3] = {1, 2, 3};\n    std::printf("%d\\n", values[3]);\n    return 0;\n}\n',
    );
    assert.equal(report.unavailable, undefined);
    const finding = report.findings.find((entry) => entry.rule === 'arrayIndexOutOfBounds');
    assert.equal(finding?.line, 4);
    assert.equal(finding?.aspect, 'robustness');
  });

  test('Checkstyle runs in the sandbox on Java', async () => {
    const report = await analyse(
      'java',
      'public class Main {\n    public static void main(String[] args) {\n        int q = 7; int r = q * 42;\n        try { System.out.println(r); } catch (Exception e) { }\n    }\n}\n',
    );
    assert.equal(report.unavailable, undefined);
    const rules = new Set(report.findings.map((finding) => finding.rule));
    for (const expected of [
      'OneStatementPerLine',
      'LocalVariableName',
      'MagicNumber',
      'EmptyCatchBlock',
      'IllegalCatch',
    ])
      assert.ok(rules.has(expected), `${expected} in ${[...rules].join(', ')}`);
  });

  test('go vet and gofmt run in the sandbox on Go', async () => {
    const report = await analyse(
      'go',
      'package main\n\nimport "fmt"\n\nfunc main() {\n  name := "x"\n  fmt.Printf("%d\\n", name)\n}\n',
    );
    assert.equal(report.unavailable, undefined);
    const vet = report.findings.find((finding) => finding.rule === 'vet');
    assert.equal(vet?.line, 7);
    assert.match(vet?.message ?? '', /%d/);
    assert.ok(report.findings.some((finding) => finding.rule === 'gofmt'));
  });

  test('an analyzer that did not run degrades the notes, not the rating', async () => {
    const code = 'def main():\n    print(1)\n\n\nmain()\n';
    const metrics = await collectCodeMetrics('python', code);
    const unavailable = {
      tool: 'flake8',
      findings: [],
      unavailable: 'flake8 is not installed on this server',
    };
    const without = rateReadability(metrics);
    const degraded = rateReadability(metrics, unavailable);
    assert.equal(degraded.rating, without.rating);
    assert.match(degraded.notes, /flake8 did not run \(flake8 is not installed on this server\)/);
    assert.match(rateRobustness(metrics, { tests: [] }, code, unavailable).notes, /flake8 did not run/);
  });

  test('the evaluator status lists each language analyzer', async () => {
    const { analyzers } = await evaluatorStatus();
    assert.deepEqual(Object.keys(analyzers).sort(), [
      'cpp',
      'go',
      'java',
      'javascript',
      'python',
      'typescript',
    ]);
    assert.equal(analyzers.javascript.available, true);
  });
});
