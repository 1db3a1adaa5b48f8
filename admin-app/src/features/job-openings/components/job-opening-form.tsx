import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from 'shared-auth';
import { Button, CheckboxField, SelectField, TextField } from 'shared-ui';
import { toast } from 'shared-ui/toast';
import { FormFailure } from '../../../components/form-failure';
import { ChipInput } from '../../../components/chip-input';
import { useCreateJobOpening } from '../api/create-job-opening';
import { useUpdateJobOpening } from '../api/update-job-opening';
import {
  EMPTY_JOB_OPENING,
  formValuesOf,
  mergeExtraction,
  toNewJobOpening,
  validateJobOpening,
  type JobOpeningErrors,
  type JobOpeningField,
  type JobOpeningFormValues,
} from '../job-opening-form-values';
import { EMPLOYMENT_TYPES, type ExtractedJobOpening, type JobOpening } from '../types';
import { JobDescriptionBox } from './job-description-box';
import styles from './job-opening-form.module.css';

export const JOB_OPENING_SAVED_MESSAGE = 'Job opening saved successfully!';

const employmentOptions = EMPLOYMENT_TYPES.map((type) => ({ value: type, label: type }));

export const SAVE_ANYWAY_LABEL = 'Save anyway';

interface JobOpeningFormProps {
  /** The opening being edited; without it the form adds a new draft. */
  opening?: JobOpening;
  onSaved?: (saved: JobOpening) => void;
}

export function JobOpeningForm({ opening, onSaved }: JobOpeningFormProps) {
  const [values, setValues] = useState<JobOpeningFormValues>(() =>
    opening ? formValuesOf(opening) : EMPTY_JOB_OPENING,
  );
  const [errors, setErrors] = useState<JobOpeningErrors>({});
  // The description box is keyed so that it empties together with the form after a save.
  const [formKey, setFormKey] = useState(0);
  // The server's 409 naming the other opening with the same link; the operator may save anyway.
  const [duplicateLink, setDuplicateLink] = useState<string | null>(null);
  const duplicateRef = useRef<HTMLDivElement>(null);
  const create = useCreateJobOpening();
  const update = useUpdateJobOpening();
  const save = opening ? update : create;

  useEffect(() => {
    // Keyboard users land on the choice the warning asks them to make.
    if (duplicateLink) duplicateRef.current?.querySelector('button')?.focus();
  }, [duplicateLink]);

  const change = <Field extends keyof JobOpeningFormValues>(
    field: Field,
    value: JobOpeningFormValues[Field],
  ) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A new link answers the duplicate warning: the next save checks it again.
    if (field === 'link' && duplicateLink) {
      setDuplicateLink(null);
      save.reset();
    }
    if (field !== 'faang' && errors[field as JobOpeningField]) {
      setErrors((current) => ({ ...current, [field]: undefined }));
    }
  };

  const handleExtracted = (extracted: ExtractedJobOpening) => {
    const merged = mergeExtraction(values, extracted);
    setValues(merged);
    // Keep only the complaints the extraction did not answer.
    setErrors((current) => {
      const stillWrong = validateJobOpening(merged);
      return Object.fromEntries(
        Object.entries(current).filter(([field]) => stillWrong[field as JobOpeningField] !== undefined),
      ) as JobOpeningErrors;
    });
  };

  const submit = (allowDuplicateLink: boolean) => {
    const found = validateJobOpening(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = { ...toNewJobOpening(values), allow_duplicate_link: allowDuplicateLink };
    const callbacks = {
      onSuccess: ({ job_opening }: { job_opening: JobOpening }) => {
        toast.success(JOB_OPENING_SAVED_MESSAGE);
        setDuplicateLink(null);
        setErrors({});
        if (!opening) {
          setValues(EMPTY_JOB_OPENING);
          setFormKey((key) => key + 1);
        }
        onSaved?.(job_opening);
      },
      onError: (error: Error) => {
        if (error instanceof ApiError && error.status === 409) setDuplicateLink(error.message);
      },
    };
    if (opening) update.mutate({ id: opening.id, opening: body }, callbacks);
    else create.mutate(body, callbacks);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(false);
  };

  return (
    <div className={styles.layout}>
      <JobDescriptionBox key={formKey} onExtracted={handleExtracted} />
      <form className={styles.section} onSubmit={handleSubmit} aria-label="Job opening" noValidate>
        <div className={styles.grid}>
          <TextField
            label="Job title"
            value={values.title}
            error={errors.title}
            onChange={(event) => change('title', event.target.value)}
          />
          <TextField
            label="Company name"
            value={values.company_name}
            error={errors.company_name}
            onChange={(event) => change('company_name', event.target.value)}
          />
          <SelectField
            label="Employment type"
            placeholder="Select employment type"
            options={employmentOptions}
            value={values.employment_type}
            error={errors.employment_type}
            onChange={(event) =>
              change('employment_type', event.target.value as JobOpeningFormValues['employment_type'])
            }
          />
          <TextField
            label="Years of experience"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={values.yoe}
            error={errors.yoe}
            onChange={(event) => change('yoe', event.target.value)}
          />
          <TextField
            label="Job location"
            value={values.location}
            error={errors.location}
            onChange={(event) => change('location', event.target.value)}
          />
          <TextField
            label="Job link"
            type="url"
            value={values.link}
            error={errors.link}
            onChange={(event) => change('link', event.target.value)}
          />
        </div>
        <ChipInput
          label="Skills"
          itemName="skill"
          hint="Press Enter or type a comma after each skill."
          chips={values.skills}
          error={errors.skills}
          onChange={(skills) => change('skills', skills)}
        />
        <CheckboxField
          label="FAANG+ company"
          checked={values.faang}
          onChange={(event) => change('faang', event.target.checked)}
        />
        {duplicateLink ? (
          <div className={styles.duplicate} role="alert" ref={duplicateRef}>
            <p>{duplicateLink}</p>
            <Button variant="secondary" loading={save.isPending} onClick={() => submit(true)}>
              {SAVE_ANYWAY_LABEL}
            </Button>
          </div>
        ) : (
          save.isError && <FormFailure error={save.error} />
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={save.isPending}>
            {save.isPending ? 'Saving...' : opening ? 'Save changes' : 'Save job opening'}
          </Button>
        </div>
      </form>
    </div>
  );
}
