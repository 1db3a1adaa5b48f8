import type { Ref } from 'react';
import { Button, CheckboxField, TextAreaField } from 'shared-ui';
import { newTestCase, type TestCaseDraft } from '../problem-form-values';
import styles from './create-problem.module.css';

interface TestCasesEditorProps {
  level: number;
  tests: TestCaseDraft[];
  onChange: (tests: TestCaseDraft[]) => void;
  error?: string;
  /** The first test's input: where focus goes when the level has no test yet. */
  ref?: Ref<HTMLTextAreaElement>;
}

export function TestCasesEditor({ level, tests, onChange, error, ref }: TestCasesEditorProps) {
  const update = (key: string, change: Partial<TestCaseDraft>) =>
    onChange(tests.map((test) => (test.key === key ? { ...test, ...change } : test)));

  return (
    <fieldset className={styles.tests}>
      <legend className={styles.legend}>Level {level} test cases</legend>
      <p className={styles.hint}>
        The program reads the input on stdin; its stdout must equal the expected output line by line (trailing
        spaces ignored). Samples are shown to learners, the others stay hidden.
      </p>
      <ol className={styles.testList}>
        {tests.map((test, index) => (
          <li key={test.key} className={styles.testCase}>
            <div className={styles.testHeader}>
              <span className={styles.testTitle}>Test {index + 1}</span>
              <CheckboxField
                label="Sample (shown to learners)"
                aria-label={`Level ${level} test ${index + 1} is a sample`}
                checked={test.sample}
                onChange={(event) => update(test.key, { sample: event.target.checked })}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove level ${level} test ${index + 1}`}
                onClick={() => onChange(tests.filter((candidate) => candidate.key !== test.key))}
              >
                Remove
              </Button>
            </div>
            <div className={styles.testIo}>
              <TextAreaField
                ref={index === 0 ? ref : undefined}
                label={`Level ${level} test ${index + 1} input (stdin)`}
                className={styles.code}
                rows={4}
                spellCheck={false}
                value={test.input}
                onChange={(event) => update(test.key, { input: event.target.value })}
              />
              <TextAreaField
                label={`Level ${level} test ${index + 1} expected output`}
                className={styles.code}
                rows={4}
                spellCheck={false}
                value={test.output}
                onChange={(event) => update(test.key, { output: event.target.value })}
              />
            </div>
          </li>
        ))}
      </ol>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div>
        <Button variant="secondary" size="sm" onClick={() => onChange([...tests, newTestCase()])}>
          Add a level {level} test case
        </Button>
      </div>
    </fieldset>
  );
}
