import { useState, type FormEvent } from 'react';
import { Button, SelectField, TextField } from 'shared-ui';
import { LANGUAGES, type SubmissionFilters } from '../types';
import styles from './all-submissions.module.css';

interface SubmissionFiltersFormProps {
  applied: SubmissionFilters;
  onApply: (filters: SubmissionFilters) => void;
}

const levelOptions = [1, 2, 3].map((level) => ({ value: String(level), label: `Level ${level}` }));
const languageOptions = LANGUAGES.map((language) => ({ value: language, label: language }));
const EMPTY: SubmissionFilters = { user_id: '', problem_id: '', level: '', language: '' };

/** Edits a copy of the URL's filters; nothing changes until Apply. Keyed by the caller on the URL. */
export function SubmissionFiltersForm({ applied, onApply }: SubmissionFiltersFormProps) {
  const [draft, setDraft] = useState<SubmissionFilters>(applied);
  const update = (field: keyof SubmissionFilters, value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, user_id: draft.user_id.trim(), problem_id: draft.problem_id.trim() });
  };

  return (
    <form className={styles.filters} onSubmit={handleSubmit} aria-label="Filter submissions">
      <TextField
        label="User id"
        value={draft.user_id}
        onChange={(event) => update('user_id', event.target.value)}
      />
      <TextField
        label="Problem id"
        value={draft.problem_id}
        onChange={(event) => update('problem_id', event.target.value)}
      />
      <SelectField
        label="Level"
        placeholder="Any level"
        options={levelOptions}
        value={draft.level}
        onChange={(event) => update('level', event.target.value)}
      />
      <SelectField
        label="Language"
        placeholder="Any language"
        options={languageOptions}
        value={draft.language}
        onChange={(event) => update('language', event.target.value)}
      />
      <div className={styles.filterActions}>
        <Button type="submit">Apply filters</Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(EMPTY);
            onApply(EMPTY);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
