import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'shared-router';
import type { ApiQuery } from 'shared-api';

type ListQuery = NonNullable<ApiQuery<'/practice/problems'>>;
export type ProblemCategory = NonNullable<ListQuery['category']>;
export type ProgressStatus = NonNullable<ListQuery['status']>;

/** docs/PRODUCT.md#progress: the list's filters, as the URL holds them (`category`, `tag`, `status`, `q`). */
export interface ProblemFilters {
  category?: ProblemCategory;
  tag?: string;
  status?: ProgressStatus;
  q?: string;
}

export const CATEGORY_OPTIONS: ReadonlyArray<{ value: ProblemCategory; label: string }> = [
  { value: 'dsa', label: 'DSA' },
  { value: 'low-level-design', label: 'Low-level design' },
  { value: 'machine-coding', label: 'Machine coding' },
];

export const STATUS_OPTIONS: ReadonlyArray<{ value: ProgressStatus; label: string }> = [
  { value: 'not-started', label: 'Not started' },
  { value: 'in-progress', label: 'In progress' },
  { value: 'all-cleared', label: 'All levels cleared' },
];

const isOneOf = <Value extends string>(
  options: ReadonlyArray<{ value: Value }>,
  value: string | null,
): value is Value => options.some((option) => option.value === value);

/** Reads the filters from a URL query; a value the list does not know is left out, not sent. */
export function readProblemFilters(params: URLSearchParams): ProblemFilters {
  const category = params.get('category');
  const status = params.get('status');
  const tag = params.get('tag')?.trim();
  const q = params.get('q')?.trim();
  return {
    ...(isOneOf(CATEGORY_OPTIONS, category) ? { category } : {}),
    ...(tag ? { tag } : {}),
    ...(isOneOf(STATUS_OPTIONS, status) ? { status } : {}),
    ...(q ? { q } : {}),
  };
}

/** The list's filters from the URL, and a setter that writes only the filters that are set. */
export function useProblemFilters(): {
  filters: ProblemFilters;
  setFilter: <Key extends keyof ProblemFilters>(key: Key, value: ProblemFilters[Key] | '') => void;
  clearFilters: () => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readProblemFilters(searchParams), [searchParams]);

  const setFilter = useCallback(
    <Key extends keyof ProblemFilters>(key: Key, value: ProblemFilters[Key] | '') => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        const text = value?.trim() ?? '';
        if (text) next.set(key, text);
        else next.delete(key);
        return next;
      });
    },
    [setSearchParams],
  );
  const clearFilters = useCallback(() => {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const key of ['category', 'tag', 'status', 'q']) next.delete(key);
      return next;
    });
  }, [setSearchParams]);
  return { filters, setFilter, clearFilters };
}
