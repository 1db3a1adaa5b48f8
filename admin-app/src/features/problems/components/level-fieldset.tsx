import { memo } from 'react';
import { TextAreaField, TextField } from 'shared-ui';
import type { LevelDraft, LevelErrors } from '../problem-form-values';
import type { Level } from '../types';
import { ReferenceCheck } from './reference-check';
import { TestCasesEditor } from './test-cases-editor';
import styles from './create-problem.module.css';

interface LevelFieldsetProps {
  level: Level;
  draft: LevelDraft;
  errors: LevelErrors;
  onChange: (level: Level, change: Partial<LevelDraft>) => void;
}

export const LevelFieldset = memo(function LevelFieldset({
  level,
  draft,
  errors,
  onChange,
}: LevelFieldsetProps) {
  return (
    <fieldset className={styles.level}>
      <legend className={styles.levelLegend}>Level {level}</legend>
      <TextAreaField
        label={`Level ${level} question`}
        rows={8}
        value={draft.question}
        error={errors.question}
        onChange={(event) => onChange(level, { question: event.target.value })}
      />
      <TextField
        label={`Level ${level} time limit (ms per test)`}
        type="number"
        inputMode="numeric"
        min={100}
        step={100}
        className={styles.narrow}
        value={draft.timeLimitMs}
        error={errors.timeLimitMs}
        onChange={(event) => onChange(level, { timeLimitMs: event.target.value })}
      />
      <TestCasesEditor
        level={level}
        tests={draft.tests}
        error={errors.tests}
        onChange={(tests) => onChange(level, { tests })}
      />
      <ReferenceCheck level={level} draft={draft} />
    </fieldset>
  );
});
