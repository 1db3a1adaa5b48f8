import type { TestResult, TestVerdict } from '../types';
import styles from './test-results.module.css';

const VERDICT_LABELS: Record<TestVerdict, string> = {
  passed: 'Passed',
  wrong_answer: 'Wrong answer',
  runtime_error: 'Runtime error',
  time_limit_exceeded: 'Time limit exceeded',
  memory_limit_exceeded: 'Memory limit exceeded',
  output_limit_exceeded: 'Output limit exceeded',
  not_run: 'Not run',
};

// A stored evaluation spells its verdicts as plain strings: one this screen does not know shows as it is.
function verdictLabel(verdict: string): string {
  return (VERDICT_LABELS as Partial<Record<string, string>>)[verdict] ?? verdict;
}

function SampleDetails({ result }: { result: TestResult }) {
  const parts: Array<[string, string | undefined]> = [
    ['Input', result.input],
    ['Expected output', result.expected_output],
    ['Your output', result.actual_output],
    ['Error output', result.stderr],
  ];
  return (
    <details className={styles.details}>
      <summary>Show input and output</summary>
      {parts
        .filter((part): part is [string, string] => Boolean(part[1]))
        .map(([label, text]) => (
          <div key={label}>
            <p className={styles.detailLabel}>{label}</p>
            <pre className={styles.block}>{text}</pre>
          </div>
        ))}
    </details>
  );
}

/** Each test's verdict, time and memory; sample tests can be opened, hidden ones stay hidden. */
export function TestResults({ results }: { results: TestResult[] }) {
  const passed = results.filter((result) => result.passed).length;
  return (
    <section aria-labelledby="test-results-heading">
      <h3 id="test-results-heading" className={styles.title}>
        Tests: {passed} of {results.length} passed
      </h3>
      <ol className={styles.list}>
        {results.map((result) => (
          <li key={result.index} className={styles.row} data-passed={result.passed}>
            <div className={styles.summary}>
              <span className={styles.name}>
                Test {result.index + 1} {result.sample ? '(sample)' : '(hidden)'}
              </span>
              <span className={result.passed ? styles.pass : styles.fail}>
                {result.passed ? '✓ ' : '✗ '}
                {verdictLabel(result.verdict)}
              </span>
              <span className={styles.measure}>{result.time_ms} ms</span>
              <span className={styles.measure}>{result.memory_kb} KB</span>
            </div>
            {result.sample && <SampleDetails result={result} />}
          </li>
        ))}
      </ol>
    </section>
  );
}
