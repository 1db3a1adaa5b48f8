import { useState, type FormEvent } from 'react';
import { Button, TextAreaField } from 'shared-ui';
import { FormFailure } from '../../../components/form-failure';
import { useExtractJobDetails } from '../api/extract-job-details';
import { JOB_DESCRIPTION_MESSAGE } from 'shared-api/validation';
import type { ExtractedJobOpening } from '../types';
import styles from './job-opening-form.module.css';

interface JobDescriptionBoxProps {
  onExtracted: (extracted: ExtractedJobOpening) => void;
}

/** Paste a hiring post, extract its details into the form below; the post stays for a second look. */
export function JobDescriptionBox({ onExtracted }: JobDescriptionBoxProps) {
  const [description, setDescription] = useState('');
  const [missing, setMissing] = useState(false);
  const [extractedOnce, setExtractedOnce] = useState(false);
  const extract = useExtractJobDetails();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!description.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    extract.mutate(description, {
      onSuccess: (response) => {
        onExtracted(response.job_opening);
        setExtractedOnce(true);
      },
    });
  };

  return (
    <form
      className={styles.section}
      onSubmit={handleSubmit}
      aria-label="Extract details from a hiring post"
      noValidate
    >
      <TextAreaField
        label="Job description"
        hint="Paste the hiring post; the details below are filled from it. Check them before saving."
        value={description}
        rows={8}
        error={missing ? JOB_DESCRIPTION_MESSAGE : null}
        onChange={(event) => {
          setDescription(event.target.value);
          if (missing && event.target.value.trim()) setMissing(false);
        }}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" loading={extract.isPending}>
          {extract.isPending ? 'Extracting...' : 'Extract details'}
        </Button>
        {extractedOnce && !extract.isPending && !extract.isError && (
          <p className={styles.status} role="status">
            Details extracted into the form. Review them before saving.
          </p>
        )}
      </div>
      {extract.isError && <FormFailure error={extract.error} />}
    </form>
  );
}
