import { useId, useState, type FormEvent } from 'react';
import { Button, SelectField, TextField } from 'shared-ui';
import { useEmailSuggestions, useProblemTitleSuggestions } from '../api/get-filter-suggestions';
import { LANGUAGES, type SubmissionFilters } from '../types';
import styles from './all-submissions.module.css';

interface SubmissionFiltersFormProps {
  applied: SubmissionFilters;
  onApply: (filters: SubmissionFilters) => void;
}

const levelOptions = [1, 2, 3].map((level) => ({ value: String(level), label: `Level ${level}` }));
const languageOptions = LANGUAGES.map((language) => ({ value: language, label: language }));
const EMPTY: SubmissionFilters = {
  user_id: '',
  problem_id: '',
  email: '',
  problem_title: '',
  level: '',
  language: '',
};

/** Edits a copy of the URL's filters; nothing changes until Apply. Keyed by the caller on the URL. */
export function SubmissionFiltersForm({ applied, onApply }: SubmissionFiltersFormProps) {
  const [draft, setDraft] = useState<SubmissionFilters>(applied);
  const emailSuggestions = useEmailSuggestions(draft.email);
  const titleSuggestions = useProblemTitleSuggestions(draft.problem_title);
  const emailListId = useId();
  const titleListId = useId();
  const update = (field: keyof SubmissionFilters, value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The form names learners and problems by e-mail and title: those replace a link's raw ids.
    onApply({
      ...draft,
      user_id: '',
      problem_id: '',
      email: draft.email.trim(),
      problem_title: draft.problem_title.trim(),
    });
  };

  return (
    <form className={styles.filters} onSubmit={handleSubmit} aria-label="Filter submissions">
      <TextField
        label="Learner e-mail"
        type="email"
        autoComplete="off"
        list={emailListId}
        value={draft.email}
        onChange={(event) => update('email', event.target.value)}
      />
      <datalist id={emailListId}>
        {emailSuggestions.map((email) => (
          <option key={email} value={email} />
        ))}
      </datalist>
      <TextField
        label="Problem title"
        autoComplete="off"
        list={titleListId}
        value={draft.problem_title}
        onChange={(event) => update('problem_title', event.target.value)}
      />
      <datalist id={titleListId}>
        {titleSuggestions.map((title) => (
          <option key={title} value={title} />
        ))}
      </datalist>
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
