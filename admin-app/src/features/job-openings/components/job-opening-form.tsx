import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from 'shared-api';
import { Button, CheckboxField, SelectField, TextField } from 'shared-ui';
import { toast } from 'shared-ui/toast';
import { FormFailure } from '../../../components/form-failure';
import { ChipInput } from '../../../components/chip-input';
import { useCreateJobOpening } from '../api/create-job-opening';
import { useUpdateJobOpening } from '../api/update-job-opening';
import {
  EMPTY_JOB_OPENING,
  formValuesOf,
  jobOpeningFormSchema,
  mergeExtraction,
  type JobOpeningFormValues,
} from '../job-opening-form-values';
import { EMPLOYMENT_TYPES, type ExtractedJobOpening, type JobOpening, type NewJobOpening } from '../types';
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
  // Validated on submit, then as each field changes; a failed save focuses the first invalid field
  // (react-hook-form's shouldFocusError), the skills chip input included.
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    trigger,
    reset,
    formState: { errors },
  } = useForm<JobOpeningFormValues, unknown, NewJobOpening>({
    resolver: zodResolver(jobOpeningFormSchema),
    defaultValues: opening ? formValuesOf(opening) : EMPTY_JOB_OPENING,
  });
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

  // A new link answers the duplicate warning: the next save checks it again.
  const forgetDuplicate = () => {
    if (!duplicateLink) return;
    setDuplicateLink(null);
    save.reset();
  };

  const handleExtracted = (extracted: ExtractedJobOpening) => {
    const merged = mergeExtraction(getValues(), extracted);
    for (const field of Object.keys(merged) as Array<keyof JobOpeningFormValues>) {
      setValue(field, merged[field], { shouldDirty: true });
    }
    // Keep only the complaints the extraction did not answer.
    const complained = Object.keys(errors) as Array<keyof JobOpeningFormValues>;
    if (complained.length > 0) void trigger(complained);
  };

  const send = (body: NewJobOpening, allowDuplicateLink: boolean) => {
    const request = { ...body, allow_duplicate_link: allowDuplicateLink };
    const callbacks = {
      onSuccess: ({ job_opening }: { job_opening: JobOpening }) => {
        toast.success(JOB_OPENING_SAVED_MESSAGE);
        setDuplicateLink(null);
        if (!opening) {
          reset(EMPTY_JOB_OPENING);
          setFormKey((key) => key + 1);
        }
        onSaved?.(job_opening);
      },
      onError: (error: Error) => {
        if (error instanceof ApiError && error.status === 409) setDuplicateLink(error.message);
      },
    };
    if (opening) update.mutate({ id: opening.id, opening: request }, callbacks);
    else create.mutate(request, callbacks);
  };

  const submit = (allowDuplicateLink: boolean) => handleSubmit((body) => send(body, allowDuplicateLink));

  return (
    <div className={styles.layout}>
      <JobDescriptionBox key={formKey} onExtracted={handleExtracted} />
      <form className={styles.section} onSubmit={submit(false)} aria-label="Job opening" noValidate>
        <div className={styles.grid}>
          <TextField label="Job title" {...register('title')} error={errors.title?.message} />
          <TextField
            label="Company name"
            {...register('company_name')}
            error={errors.company_name?.message}
          />
          <SelectField
            label="Employment type"
            placeholder="Select employment type"
            options={employmentOptions}
            {...register('employment_type')}
            error={errors.employment_type?.message}
          />
          <TextField
            label="Years of experience"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...register('yoe')}
            error={errors.yoe?.message}
          />
          <TextField label="Job location" {...register('location')} error={errors.location?.message} />
          <TextField
            label="Job link"
            type="url"
            {...register('link', { onChange: forgetDuplicate })}
            error={errors.link?.message}
          />
        </div>
        <Controller
          control={control}
          name="skills"
          render={({ field }) => (
            <ChipInput
              label="Skills"
              itemName="skill"
              hint="Press Enter or type a comma after each skill."
              chips={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.skills?.message}
            />
          )}
        />
        <CheckboxField label="FAANG+ company" {...register('faang')} />
        {duplicateLink ? (
          <div className={styles.duplicate} role="alert" ref={duplicateRef}>
            <p>{duplicateLink}</p>
            <Button variant="secondary" loading={save.isPending} onClick={submit(true)}>
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
