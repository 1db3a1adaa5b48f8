import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { Button, TextField } from 'shared-ui';
import { toast } from 'shared-ui/toast';
import { FormFailure } from '../../../components/form-failure';
import { ChipInput } from '../../../components/chip-input';
import { useCreateProblem } from '../api/create-problem';
import { useUpdateProblem } from '../api/update-problem';
import {
  emptyProblem,
  fromProblem,
  levelIndex,
  problemFormSchema,
  type ProblemFormValues,
} from '../problem-form-values';
import { LEVELS, type NewProblem, type SavedLevelPrograms } from '../types';
import { ImportPackage } from './import-package';
import { LevelFieldset } from './level-fieldset';
import styles from './create-problem.module.css';

export const PROBLEM_SAVED_MESSAGE = 'Problem saved successfully!';

interface ProblemFormProps {
  /**
   * Set to edit a saved problem: the form starts from its values and saves over it. `generated` is what
   * each level's saved programs generated (levels 1 to 3; none for a level of hand-written tests).
   */
  editing?: {
    id: string;
    values: ProblemFormValues;
    generated?: ReadonlyArray<SavedLevelPrograms['generated_tests'] | undefined>;
  };
  /** Called after a successful save. */
  onSaved?: () => void;
}

export function ProblemForm({ editing, onSaved }: ProblemFormProps) {
  // Validated on submit, then as each field changes; a failed save focuses the first invalid field
  // in the order on screen (title, tags, then each level's question, time limit and tests).
  const form = useForm<ProblemFormValues, unknown, NewProblem>({
    resolver: zodResolver(problemFormSchema),
    defaultValues: editing?.values ?? emptyProblem(),
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  // Remounts the levels after a save so that their programs' checks start empty too.
  const [formKey, setFormKey] = useState(0);
  const create = useCreateProblem();
  const update = useUpdateProblem();
  const save = editing ? update : create;

  const submit = handleSubmit((problem) => {
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
        reset(emptyProblem());
        setFormKey((key) => key + 1);
        onSaved?.();
      },
    });
  });

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={submit} aria-label="Problem" noValidate>
        {!editing && (
          <ImportPackage
            onImport={(problem) => {
              reset(fromProblem(problem));
              // The levels remount, so their programs' checks start over for the new tests.
              setFormKey((key) => key + 1);
              toast.success(`Imported ${problem.title}: check it, then save.`);
            }}
          />
        )}
        <div className={styles.section}>
          <TextField label="Problem title" {...register('title')} error={errors.title?.message} />
          <Controller
            control={control}
            name="tags"
            render={({ field }) => (
              <ChipInput
                label="Tags"
                itemName="tag"
                hint="Press Enter or type a comma after each tag, e.g. arrays, graphs, low-level design."
                chips={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.tags?.message}
              />
            )}
          />
        </div>
        {LEVELS.map((level) => (
          <LevelFieldset
            key={`${formKey}-${level}`}
            level={level}
            generated={editing?.generated?.[levelIndex(level)]}
          />
        ))}
        {save.isError && <FormFailure error={save.error} />}
        <div>
          <Button type="submit" loading={save.isPending}>
            {save.isPending ? 'Saving...' : editing ? 'Save changes' : 'Save problem'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
