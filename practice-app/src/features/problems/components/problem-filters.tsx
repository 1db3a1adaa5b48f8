import { useEffect, useState, type FormEvent } from 'react';
import { Button, SelectField, TextField } from 'shared-ui';
import { useProblemTags } from '../api/get-problem-tags';
import {
  CATEGORY_OPTIONS,
  STATUS_OPTIONS,
  useProblemFilters,
  type ProblemCategory,
  type ProgressStatus,
} from '../hooks/use-problem-filters';
import styles from './problem-filters.module.css';

const ALL = { value: '', label: 'All' };

/** docs/PRODUCT.md#progress: search, category, tag and (signed in) status; every choice goes to the URL. */
export function ProblemFilterBar({ withStatus }: { withStatus: boolean }) {
  const { filters, setFilter, clearFilters } = useProblemFilters();
  const tags = useProblemTags();
  const [search, setSearch] = useState(filters.q ?? '');
  // Back, Forward and Clear change the URL's search: the box follows.
  useEffect(() => setSearch(filters.q ?? ''), [filters.q]);

  const tagOptions = [
    ALL,
    ...[...new Set([...(tags.data?.tags ?? []), ...(filters.tag ? [filters.tag] : [])])].map((tag) => ({
      value: tag,
      label: tag,
    })),
  ];
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilter('q', search);
  };
  const active = Object.keys(filters).length > 0;

  return (
    <form className={styles.filters} role="search" aria-label="Filter challenges" onSubmit={submitSearch}>
      <div className={styles.search}>
        <TextField
          label="Search by title"
          type="search"
          name="q"
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </div>
      <SelectField
        label="Category"
        value={filters.category ?? ''}
        options={[ALL, ...CATEGORY_OPTIONS]}
        onChange={(event) => setFilter('category', event.target.value as ProblemCategory | '')}
      />
      <SelectField
        label="Tag"
        value={filters.tag ?? ''}
        options={tagOptions}
        onChange={(event) => setFilter('tag', event.target.value)}
      />
      {withStatus && (
        <SelectField
          label="Status"
          value={filters.status ?? ''}
          options={[ALL, ...STATUS_OPTIONS]}
          onChange={(event) => setFilter('status', event.target.value as ProgressStatus | '')}
        />
      )}
      {active && (
        <Button type="button" variant="ghost" className={styles.clear} onClick={clearFilters}>
          Clear filters
        </Button>
      )}
    </form>
  );
}
