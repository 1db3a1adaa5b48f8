import type { ReferenceCheckResult } from '../api/check-reference';
import type { TestVerdict } from '../types';
import styles from './create-problem.module.css';

const verdictLabels: Record<TestVerdict, string> = {
  passed: 'Passed',
  wrong_answer: 'Wrong answer',
  runtime_error: 'Runtime error',
  time_limit_exceeded: 'Time limit exceeded',
  memory_limit_exceeded: 'Memory limit exceeded',
  output_limit_exceeded: 'Output limit exceeded',
  not_run: 'Not run',
};

// The check answers verdicts as plain strings: one this screen does not know shows as it is.
function verdictLabel(verdict: string): string {
  return (verdictLabels as Partial<Record<string, string>>)[verdict] ?? verdict;
}

export function ReferenceResults({ level, result }: { level: number; result: ReferenceCheckResult }) {
  const passed = result.test_results.filter((test) => test.passed).length;
  const total = result.test_results.length;
  const allPassed = total > 0 && passed === total && !result.error;
  return (
    <div className={styles.results} aria-label={`Level ${level} reference results`} role="region">
      <p className={allPassed ? styles.resultGood : styles.resultBad} role="status">
        {allPassed
          ? `The reference passed all ${total} tests.`
          : `The reference passed ${passed} of ${total} tests: check the failing tests or the solution before saving.`}
      </p>
      {result.error && (
        <pre className={styles.output} tabIndex={0}>
          {result.error}
        </pre>
      )}
      {total > 0 && (
        <table className={styles.resultTable}>
          <caption className="visually-hidden">Level {level} reference result per test</caption>
          <thead>
            <tr>
              <th scope="col">Test</th>
              <th scope="col">Kind</th>
              <th scope="col">Verdict</th>
              <th scope="col">Time</th>
            </tr>
          </thead>
          <tbody>
            {result.test_results.map((test) => (
              <tr key={test.index}>
                <th scope="row">{test.index + 1}</th>
                <td>{test.sample ? 'Sample' : 'Hidden'}</td>
                <td className={test.passed ? styles.resultGood : styles.resultBad}>
                  {verdictLabel(test.verdict)}
                  {!test.passed && (test.actual_output !== undefined || test.stderr) && (
                    <details>
                      <summary>What it printed</summary>
                      {test.actual_output !== undefined && (
                        <pre className={styles.output} tabIndex={0}>
                          {test.actual_output}
                        </pre>
                      )}
                      {test.stderr && (
                        <pre className={styles.output} tabIndex={0}>
                          {test.stderr}
                        </pre>
                      )}
                    </details>
                  )}
                </td>
                <td>{test.time_ms} ms</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
