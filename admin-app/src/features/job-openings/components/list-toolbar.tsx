import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Button, SelectField, TextField } from 'shared-ui';
import type { ManageSort } from '../types';
import styles from './list-toolbar.module.css';

const SORT_OPTIONS: ReadonlyArray<{ value: ManageSort; label: string }> = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'company', label: 'Company (A–Z)' },
];

interface ListToolbarProps {
  search: string;
  sort: ManageSort;
  onSearch: (search: string) => void;
  onSort: (sort: ManageSort) => void;
  /** More filters shown before the sort (e.g. status). */
  children?: ReactNode;
}

/** Search by title or company (sent on Enter or Search, not on every key) and the sort order. */
export function ListToolbar({ search, sort, onSearch, onSort, children }: ListToolbarProps) {
  const [typed, setTyped] = useState(search);
  useEffect(() => setTyped(search), [search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed);
  };

  return (
    <form className={styles.toolbar} role="search" onSubmit={submit}>
      <TextField
        label="Search by title or company"
        type="search"
        maxLength={100}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
      {children}
      <SelectField
        label="Sort"
        value={sort}
        options={SORT_OPTIONS}
        onChange={(event) => onSort(event.target.value as ManageSort)}
      />
    </form>
  );
}
