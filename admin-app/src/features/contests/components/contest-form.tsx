import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import { Button, SelectField, TextAreaField, TextField } from 'shared-ui';
import { toast } from 'shared-ui/toast';
import { FormFailure } from '../../../components/form-failure';
import { useCreateContest } from '../api/create-contest';
import { EMPTY_CONTEST, contestSchema, type ContestFormValues } from '../contest-form-values';
import type { NewContest } from '../types';
import { ProblemPicker } from './problem-picker';
import styles from './contests.module.css';

export const CONTEST_CREATED_MESSAGE = 'Contest created.';

const LEVELS = [1, 2, 3].map((level) => ({ value: String(level), label: `Level ${level}` }));

export function ContestForm() {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContestFormValues, unknown, NewContest>({
    resolver: zodResolver(contestSchema),
    defaultValues: EMPTY_CONTEST,
  });
  const problems = useFieldArray({ control, name: 'problems', keyName: 'key' });
  const create = useCreateContest();

  const submit = handleSubmit((contest) =>
    create.mutate(contest, {
      onSuccess: () => {
        toast.success(CONTEST_CREATED_MESSAGE);
        reset(EMPTY_CONTEST);
      },
    }),
  );

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="new-contest" noValidate>
      <h2 id="new-contest" className={styles.heading}>
        Create a contest
      </h2>
      <TextField label="Name" autoComplete="off" {...register('name')} error={errors.name?.message} />
      <TextAreaField
        label="Public page text"
        hint="Shown on /hiring-challenge. Separate paragraphs with an empty line."
        rows={6}
        {...register('page_text')}
        error={errors.page_text?.message}
      />
      <div className={styles.row}>
        <TextField
          label="Registration opens (IST)"
          type="datetime-local"
          {...register('registration_opens_at')}
          error={errors.registration_opens_at?.message}
        />
        <TextField
          label="Registration closes (IST)"
          type="datetime-local"
          {...register('registration_closes_at')}
          error={errors.registration_closes_at?.message}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label="Contest day"
          hint="00:00 to 24:00 IST."
          type="date"
          {...register('contest_day')}
          error={errors.contest_day?.message}
        />
        <TextField
          label="Window length (minutes)"
          hint="Each participant's window starts when they press Start."
          type="number"
          inputMode="numeric"
          min={1}
          max={1440}
          {...register('window_minutes')}
          error={errors.window_minutes?.message}
        />
      </div>

      <fieldset className={styles.problems}>
        <legend className={styles.legend}>Problems</legend>
        {problems.fields.length > 0 && (
          <ol className={styles.chosen} aria-label="Contest problems">
            {problems.fields.map((problem, index) => (
              <li key={problem.key} className={styles.chosenRow}>
                <span className={styles.problemTitle}>{problem.title}</span>
                <SelectField
                  label={`Level of ${problem.title}`}
                  options={LEVELS}
                  {...register(`problems.${index}.level`)}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${problem.title}`}
                  onClick={() => problems.remove(index)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ol>
        )}
        <ProblemPicker
          chosen={problems.fields.map((problem) => problem.problem_id)}
          onAdd={(problem) => problems.append({ problem_id: problem.id, title: problem.title, level: '1' })}
        />
        {errors.problems?.message && (
          <p className={styles.error} role="alert">
            {errors.problems.message}
          </p>
        )}
      </fieldset>

      {create.isError && <FormFailure error={create.error} />}
      <div>
        <Button type="submit" loading={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create contest'}
        </Button>
      </div>
    </form>
  );
}
