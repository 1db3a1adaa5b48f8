import { useId, useState } from 'react';
import { readPackageFile } from '../problem-package';
import type { NewProblem } from '../types';
import styles from './create-problem.module.css';

interface ImportPackageProps {
  /** Called with the problem of a package that could be read; the form takes it from there. */
  onImport: (problem: NewProblem) => void;
}

/** "Import package": fills the create form from a file exported on another site's edit screen. */
export function ImportPackage({ onImport }: ImportPackageProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className={styles.importPackage}>
      <label htmlFor={id} className={styles.legend}>
        Import a problem package
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        A .json file from Export package on another site&apos;s Manage problems: it fills this form, and
        nothing is saved until you save.
      </p>
      <input
        id={id}
        type="file"
        accept=".json,application/json"
        className={styles.fileInput}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          if (!file) return;
          void readPackageFile(file).then((result) => {
            // The same file chosen again after a fix must fire a change again.
            input.value = '';
            if (result.error !== undefined) {
              setError(result.error);
              return;
            }
            setError(null);
            onImport(result.problem);
          });
        }}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
