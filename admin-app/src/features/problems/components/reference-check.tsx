import { useState } from 'react';
import { Button, SelectField, TextAreaField } from 'shared-ui';
import { FormFailure } from '../../../components/form-failure';
import { useCheckReference } from '../api/check-reference';
import { DEFAULT_TIME_LIMIT_MS, filledTests, parseTimeLimit, type LevelDraft } from '../problem-form-values';
import { LANGUAGES, type Language } from '../types';
import { ReferenceResults } from './reference-results';
import styles from './create-problem.module.css';

const languageOptions = LANGUAGES.map((language) => ({ value: language, label: language }));

/** Runs a pasted reference solution against this level's tests in the sandbox, before the problem is saved. */
export function ReferenceCheck({ level, draft }: { level: number; draft: LevelDraft }) {
  const [language, setLanguage] = useState<Language>('python');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const check = useCheckReference();

  const run = () => {
    const tests = filledTests(draft);
    if (!code.trim()) return setProblem('Paste a reference solution first.');
    if (tests.length === 0) return setProblem('Add at least one test case first.');
    setProblem(null);
    check.mutate({
      language,
      code,
      tests,
      time_limit_ms: parseTimeLimit(draft.timeLimitMs) ?? DEFAULT_TIME_LIMIT_MS,
    });
  };

  return (
    <details className={styles.reference}>
      <summary className={styles.referenceSummary}>Run the reference (level {level})</summary>
      <div className={styles.referenceBody}>
        <SelectField
          label={`Level ${level} reference language`}
          options={languageOptions}
          value={language}
          onChange={(event) => setLanguage(event.target.value as Language)}
        />
        <TextAreaField
          label={`Level ${level} reference solution`}
          className={styles.code}
          rows={10}
          spellCheck={false}
          value={code}
          error={problem}
          onChange={(event) => setCode(event.target.value)}
        />
        <div>
          <Button variant="secondary" loading={check.isPending} onClick={run}>
            {check.isPending ? 'Running the tests...' : `Run the level ${level} reference`}
          </Button>
        </div>
        {check.isError && <FormFailure error={check.error} />}
        {check.isSuccess && <ReferenceResults level={level} result={check.data} />}
      </div>
    </details>
  );
}
