import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { TextAreaField, TextField } from 'shared-ui';
import { levelIndex, type ProblemFormValues } from '../problem-form-values';
import type { Level, SavedLevelPrograms } from '../types';
import { ProgramsPanel } from './programs-panel';
import { TestCasesEditor } from './test-cases-editor';
import styles from './create-problem.module.css';

interface LevelFieldsetProps {
  level: Level;
  /** What the level's saved programs generated, when editing a level made from programs. */
  generated?: SavedLevelPrograms['generated_tests'];
}

/** One level of the problem form (inside its FormProvider): question, time limit, tests, programs. */
export function LevelFieldset({ level, generated }: LevelFieldsetProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProblemFormValues>();
  const index = levelIndex(level);
  const levelErrors = errors.levels?.[index];
  // The programs' check uses this level's current tests and time limit.
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
      <ProgramsPanel
        level={level}
        draft={draft}
        generated={generated}
        referenceError={levelErrors?.programs?.reference?.code?.message}
        callsError={levelErrors?.programs?.generatorCalls?.message}
        maxNError={levelErrors?.programs?.maxN?.message}
      />
    </fieldset>
  );
}
