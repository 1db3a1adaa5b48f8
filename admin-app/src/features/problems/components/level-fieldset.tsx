import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { TextAreaField, TextField } from 'shared-ui';
import { levelIndex, type ProblemFormValues } from '../problem-form-values';
import type { Level } from '../types';
import { ReferenceCheck } from './reference-check';
import { TestCasesEditor } from './test-cases-editor';
import styles from './create-problem.module.css';

/** One level of the problem form (inside its FormProvider): question, time limit, tests, reference run. */
export function LevelFieldset({ level }: { level: Level }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProblemFormValues>();
  const index = levelIndex(level);
  const levelErrors = errors.levels?.[index];
  // The reference run uses this level's current tests and time limit.
  const draft = useWatch({ control, name: `levels.${index}` });
  return (
    <fieldset className={styles.level}>
      <legend className={styles.levelLegend}>Level {level}</legend>
      <TextAreaField
        label={`Level ${level} question`}
        rows={8}
        {...register(`levels.${index}.question`)}
        error={levelErrors?.question?.message}
      />
      <TextField
        label={`Level ${level} time limit (ms per test)`}
        type="number"
        inputMode="numeric"
        min={100}
        step={100}
        className={styles.narrow}
        {...register(`levels.${index}.timeLimitMs`)}
        error={levelErrors?.timeLimitMs?.message}
      />
      <Controller
        control={control}
        name={`levels.${index}.tests`}
        render={({ field }) => (
          <TestCasesEditor
            level={level}
            tests={field.value}
            onChange={field.onChange}
            ref={field.ref}
            error={levelErrors?.tests?.message}
          />
        )}
      />
      <ReferenceCheck level={level} draft={draft} />
    </fieldset>
  );
}
