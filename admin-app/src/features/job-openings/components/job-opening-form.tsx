import { useState, type FormEvent } from 'react';
import { Button, CheckboxField, SelectField, TextField, toast } from 'shared-ui';
import { FormFailure } from '../../../components/form-failure';
import { ChipInput } from '../../../components/chip-input';
import { useCreateJobOpening } from '../api/create-job-opening';
import {
  EMPTY_JOB_OPENING,
  mergeExtraction,
  toNewJobOpening,
  validateJobOpening,
  type JobOpeningErrors,
  type JobOpeningField,
  type JobOpeningFormValues,
} from '../job-opening-form-values';
import { EMPLOYMENT_TYPES, type ExtractedJobOpening } from '../types';
import { JobDescriptionBox } from './job-description-box';
import styles from './job-opening-form.module.css';

export const JOB_OPENING_SAVED_MESSAGE = 'Job opening saved successfully!';

const employmentOptions = EMPLOYMENT_TYPES.map((type) => ({ value: type, label: type }));

export function JobOpeningForm() {
  const [values, setValues] = useState<JobOpeningFormValues>(EMPTY_JOB_OPENING);
  const [errors, setErrors] = useState<JobOpeningErrors>({});
  // The description box is keyed so that it empties together with the form after a save.
  const [formKey, setFormKey] = useState(0);
  const create = useCreateJobOpening();

  const update = <Field extends keyof JobOpeningFormValues>(
    field: Field,
    value: JobOpeningFormValues[Field],
  ) => {
    setValues((current) => ({ ...current, [field]: value }));
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

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateJobOpening(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(toNewJobOpening(values), {
      onSuccess: () => {
        toast.success(JOB_OPENING_SAVED_MESSAGE);
        setValues(EMPTY_JOB_OPENING);
        setErrors({});
        setFormKey((key) => key + 1);
      },
    });
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
            onChange={(event) => update('title', event.target.value)}
          />
          <TextField
            label="Company name"
            value={values.company_name}
            error={errors.company_name}
            onChange={(event) => update('company_name', event.target.value)}
          />
          <SelectField
            label="Employment type"
            placeholder="Select employment type"
            options={employmentOptions}
            value={values.employment_type}
            error={errors.employment_type}
            onChange={(event) =>
              update('employment_type', event.target.value as JobOpeningFormValues['employment_type'])
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
            onChange={(event) => update('yoe', event.target.value)}
          />
          <TextField
            label="Job location"
            value={values.location}
            error={errors.location}
            onChange={(event) => update('location', event.target.value)}
          />
          <TextField
            label="Job link"
            type="url"
            value={values.link}
            error={errors.link}
            onChange={(event) => update('link', event.target.value)}
          />
        </div>
        <ChipInput
          label="Skills"
          itemName="skill"
          hint="Press Enter or type a comma after each skill."
          chips={values.skills}
          error={errors.skills}
          onChange={(skills) => update('skills', skills)}
        />
        <CheckboxField
          label="FAANG+ company"
          checked={values.faang}
          onChange={(event) => update('faang', event.target.checked)}
        />
        {create.isError && <FormFailure error={create.error} />}
        <div className={styles.actions}>
          <Button type="submit" loading={create.isPending}>
            {create.isPending ? 'Saving...' : 'Save job opening'}
          </Button>
        </div>
      </form>
    </div>
  );
}
