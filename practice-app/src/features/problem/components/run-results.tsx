import { Badge, type BadgeTone } from 'shared-ui';
import type { RunCodeResult } from '../api/run-code';
import type { TestVerdict } from '../types';
import styles from './run-results.module.css';

/** Custom input has no expected output: 'finished' when the program ended on its own. */
type CustomRunVerdict = NonNullable<RunCodeResult['custom']>['verdict'];

const VERDICT_LABELS: Record<TestVerdict | CustomRunVerdict, string> = {
  passed: 'Passed',
  finished: 'Finished',
  wrong_answer: 'Wrong answer',
  runtime_error: 'Runtime error',
  time_limit_exceeded: 'Time limit exceeded',
  memory_limit_exceeded: 'Memory limit exceeded',
  output_limit_exceeded: 'Output limit exceeded',
  not_run: 'Not run',
};

function verdictTone(verdict: TestVerdict | CustomRunVerdict): BadgeTone {
  if (verdict === 'passed' || verdict === 'finished') return 'success';
  if (verdict === 'not_run') return 'neutral';
  return 'danger';
}

function Output({ label, text }: { label: string; text: string }) {
  return (
    <div className={styles.output}>
      <h5 className={styles.outputLabel}>{label}</h5>
      <pre className={styles.text}>{text === '' ? '(empty)' : text}</pre>
    </div>
  );
}

/** What a Run printed: each sample beside its expected output, and the custom input's stdout/stderr. */
export function RunResults({ result }: { result: RunCodeResult }) {
  const passed = result.samples.filter((sample) => sample.passed).length;
  return (
    <section className={styles.results} aria-label="Run results" aria-live="polite">
      {result.compile_error !== null ? (
        <div className={styles.compileError}>
          <h4 className={styles.title}>Compilation failed</h4>
          <pre className={styles.text}>{result.compile_error}</pre>
        </div>
      ) : (
        result.samples.length > 0 && (
          <h4 className={styles.title}>
            {passed} of {result.samples.length} sample tests passed
          </h4>
        )
      )}
      {result.samples.map((sample) => (
        <article key={sample.index} className={styles.case} aria-label={`Sample ${sample.index + 1}`}>
          <header className={styles.caseHeader}>
            <h5 className={styles.caseTitle}>Sample {sample.index + 1}</h5>
            <Badge tone={verdictTone(sample.verdict)}>{VERDICT_LABELS[sample.verdict]}</Badge>
            <span className={styles.time}>{sample.time_ms} ms</span>
          </header>
          <div className={styles.outputs}>
            <Output label="Input" text={sample.input} />
            <Output label="Your output" text={sample.actual_output} />
            <Output label="Expected output" text={sample.expected_output} />
            {sample.stderr !== '' && <Output label="Standard error" text={sample.stderr} />}
          </div>
        </article>
      ))}
      {result.custom && (
        <article className={styles.case} aria-label="Custom input">
          <header className={styles.caseHeader}>
            <h5 className={styles.caseTitle}>Custom input</h5>
            <Badge tone={verdictTone(result.custom.verdict)}>{VERDICT_LABELS[result.custom.verdict]}</Badge>
            <span className={styles.time}>{result.custom.time_ms} ms</span>
          </header>
          {result.custom.exit_description && <p className={styles.exit}>{result.custom.exit_description}</p>}
          <div className={styles.outputs}>
            <Output label="Standard output" text={result.custom.stdout} />
            <Output label="Standard error" text={result.custom.stderr} />
          </div>
        </article>
      )}
    </section>
  );
}
