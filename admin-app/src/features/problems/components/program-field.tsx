import { useFormContext } from 'react-hook-form';
import { SelectField, TextAreaField } from 'shared-ui';
import { levelIndex, type ProblemFormValues } from '../problem-form-values';
import { LANGUAGES, type Level } from '../types';
import styles from './create-problem.module.css';

const languageOptions = LANGUAGES.map((language) => ({ value: language, label: language }));

interface ProgramFieldProps {
  level: Level;
  program: 'reference' | 'generator' | 'validator' | 'checker';
  /** What the code box is called after "Level N": "reference solution", "generator", "validator", "checker". */
  name: string;
  hint: string;
  error?: string | null;
}

/** One of a level's programs: its language and its code, fields of the problem form. */
export function ProgramField({ level, program, name, hint, error }: ProgramFieldProps) {
  const { register } = useFormContext<ProblemFormValues>();
  const path = `levels.${levelIndex(level)}.programs.${program}` as const;
  return (
    <div className={styles.program}>
      <SelectField
        label={`Level ${level} ${program} language`}
        options={languageOptions}
        className={styles.language}
        {...register(`${path}.language`)}
      />
      <TextAreaField
        label={`Level ${level} ${name}`}
        hint={hint}
        className={styles.code}
        rows={8}
        spellCheck={false}
        error={error}
        {...register(`${path}.code`)}
      />
    </div>
  );
}
