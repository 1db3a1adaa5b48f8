import { useState } from 'react';
import { Button, TextField } from 'shared-ui';
import { useProblemChoices } from '../api/get-problem-choices';
import styles from './contests.module.css';

interface ProblemPickerProps {
  /** Problem ids already in the contest. */
  chosen: readonly string[];
  onAdd: (problem: { id: string; title: string }) => void;
}

/** Finds published problems by title; each can be added to the contest once. */
export function ProblemPicker({ chosen, onAdd }: ProblemPickerProps) {
  const [search, setSearch] = useState('');
  const choices = useProblemChoices(search.trim());

  let results;
  if (choices.isPending) results = <p className={styles.muted}>Loading problems…</p>;
  else if (choices.isError)
    results = <p className={styles.error}>The problems did not load: {choices.error.message}</p>;
  else if (choices.data.results.length === 0)
    results = <p className={styles.muted}>No published problem matches this title.</p>;
  else
    results = (
      <ul className={styles.choices} aria-label="Published problems">
        {choices.data.results.map((problem) => {
          const added = chosen.includes(problem.id);
          return (
            <li key={problem.id} className={styles.choiceRow}>
              <span className={styles.problemTitle}>{problem.title}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={added}
                aria-label={added ? `${problem.title} is in the contest` : `Add ${problem.title}`}
                onClick={() => onAdd({ id: problem.id, title: problem.title })}
              >
                {added ? 'Added' : 'Add'}
              </Button>
            </li>
          );
        })}
      </ul>
    );

  return (
    <div className={styles.picker}>
      <TextField
        label="Find a published problem"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        // Enter here looks for problems; it does not submit the contest.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      {results}
    </div>
  );
}
