import { DataTable } from '../../../components/data-table';
import type { LevelPackageReport } from '../api/check-level-package';
import { formatBytes } from '../level-programs';
import styles from './create-problem.module.css';

// A generated test's source is its call, code to copy; a hand-written one's is a name.
const isGeneratorCall = (source: string) => /^gen\s/.test(source);

function verdictLine(level: number, report: LevelPackageReport): string {
  if (!report.passed) return `Level ${level} fails its check.`;
  const count = report.tests.length;
  return `Level ${level} passes its check: ${count} ${count === 1 ? 'test' : 'tests'}.`;
}

/** What the level-package check found: the verdict, each problem in the API's words, every test it made. */
export function LevelCheckReport({ level, report }: { level: number; report: LevelPackageReport }) {
  return (
    <div className={styles.results} role="region" aria-label={`Level ${level} check report`}>
      <p className={report.passed ? styles.resultGood : styles.resultBad} role="status">
        {verdictLine(level, report)}
      </p>
      {report.growth && (
        <p>
          Reference&apos;s measured growth: {report.growth.measured ?? 'too fast to read'} (declared{' '}
          {report.growth.expected}), timed at n = {[...report.growth.sizes].sort((a, b) => a - b).join(', ')}.
        </p>
      )}
      {report.problems.length > 0 && (
        <ul className={styles.problems} aria-label={`Level ${level} check problems`}>
          {report.problems.map((problem, index) => (
            <li key={index}>{problem}</li>
          ))}
        </ul>
      )}
      {report.tests.length > 0 && (
        <DataTable label={`Level ${level} checked tests`}>
          <thead>
            <tr>
              <th scope="col">Test</th>
              <th scope="col">Input</th>
              <th scope="col">Output</th>
            </tr>
          </thead>
          <tbody>
            {report.tests.map((test, index) => (
              <tr key={index} className={styles.checkedTest}>
                <th scope="row">
                  {isGeneratorCall(test.source) ? <code>{test.source}</code> : test.source}
                  {test.sample && <span className={styles.sampleMark}> (sample)</span>}
                </th>
                <td>
                  {formatBytes(test.input_bytes)}
                  <pre className={styles.preview} tabIndex={0}>
                    {test.input_preview}
                  </pre>
                </td>
                <td>
                  {formatBytes(test.output_bytes)}
                  <pre className={styles.preview} tabIndex={0}>
                    {test.output_preview}
                  </pre>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </div>
  );
}
