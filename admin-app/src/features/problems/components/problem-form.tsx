import { useCallback, useState, type FormEvent } from 'react';
import { Button, TextField } from 'shared-ui';
import { toast } from 'shared-ui/toast';
import { FormFailure } from '../../../components/form-failure';
import { ChipInput } from '../../../components/chip-input';
import { useCreateProblem } from '../api/create-problem';
import { useUpdateProblem } from '../api/update-problem';
import {
  emptyProblem,
  hasErrors,
  toNewProblem,
  validateProblem,
  type LevelDraft,
  type ProblemErrors,
  type ProblemFormValues,
} from '../problem-form-values';
import { LEVELS, type Level } from '../types';
import { LevelFieldset } from './level-fieldset';
import styles from './create-problem.module.css';

export const PROBLEM_SAVED_MESSAGE = 'Problem saved successfully!';

const noErrors = (): ProblemErrors => ({ levels: { 1: {}, 2: {}, 3: {} } });

interface ProblemFormProps {
  /** Set to edit a saved problem: the form starts from its values and saves over it. */
  editing?: { id: string; values: ProblemFormValues };
  /** Called after a successful save. */
  onSaved?: () => void;
}

export function ProblemForm({ editing, onSaved }: ProblemFormProps) {
  const [values, setValues] = useState<ProblemFormValues>(() => editing?.values ?? emptyProblem());
  const [errors, setErrors] = useState<ProblemErrors>(noErrors);
  // Remounts the levels after a save so that their reference checks start empty too.
  const [formKey, setFormKey] = useState(0);
  const create = useCreateProblem();
  const update = useUpdateProblem();
  const save = editing ? update : create;

  // Stable, so that typing in one level does not re-render the other two.
  const updateLevel = useCallback((level: Level, change: Partial<LevelDraft>) => {
    setValues((current) => ({
      ...current,
      levels: { ...current.levels, [level]: { ...current.levels[level], ...change } },
    }));
    setErrors((current) => {
      const cleared = { ...current.levels[level] };
      // Each level field has the error of the same name.
      for (const field of Object.keys(change) as Array<keyof LevelDraft>) delete cleared[field];
      return { ...current, levels: { ...current.levels, [level]: cleared } };
    });
  }, []);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateProblem(values);
    setErrors(found);
    if (hasErrors(found)) return;
    const problem = toNewProblem(values);
    if (editing) {
      update.mutate(
        { id: editing.id, problem },
        {
          onSuccess: () => {
            toast.success(PROBLEM_SAVED_MESSAGE);
            onSaved?.();
          },
        },
      );
      return;
    }
    create.mutate(problem, {
      onSuccess: () => {
        toast.success(PROBLEM_SAVED_MESSAGE);
        setValues(emptyProblem());
        setErrors(noErrors());
        setFormKey((key) => key + 1);
        onSaved?.();
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-label="Problem" noValidate>
      <div className={styles.section}>
        <TextField
          label="Problem title"
          value={values.title}
          error={errors.title}
          onChange={(event) => {
            const title = event.target.value;
            setValues((current) => ({ ...current, title }));
            setErrors((current) => ({ ...current, title: undefined }));
          }}
        />
        <ChipInput
          label="Tags"
          itemName="tag"
          hint="Press Enter or type a comma after each tag, e.g. arrays, graphs, low-level design."
          chips={values.tags}
          error={errors.tags}
          onChange={(tags) => {
            setValues((current) => ({ ...current, tags }));
            setErrors((current) => ({ ...current, tags: undefined }));
          }}
        />
      </div>
      {LEVELS.map((level) => (
        <LevelFieldset
          key={`${formKey}-${level}`}
          level={level}
          draft={values.levels[level]}
          errors={errors.levels[level]}
          onChange={updateLevel}
        />
      ))}
      {save.isError && <FormFailure error={save.error} />}
      <div>
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? 'Saving...' : editing ? 'Save changes' : 'Save problem'}
        </Button>
      </div>
    </form>
  );
}
