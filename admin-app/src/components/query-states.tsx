import type { ReactNode } from 'react';
import { ErrorPanel } from 'shared-ui';

/** What of a TanStack query (plain or infinite) decides which state a list shows. */
interface ListQuery<TData> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: TData | undefined;
  refetch: () => unknown;
}

interface QueryStatesProps<TData> {
  query: ListQuery<TData>;
  /** Shown while the first load is under way. */
  loading: ReactNode;
  /** The error panel's title when the load failed; the panel offers to try again. */
  errorTitle: string;
  /**
   * A paged list keeps the pages it has when a next page fails: only a failed first page replaces
   * the list with the error.
   */
  keepLoadedOnError?: boolean;
  isEmpty: (data: TData) => boolean;
  empty: ReactNode;
  children: (data: TData) => ReactNode;
}

/** An operator's list in one of its four states: loading, failed, empty or loaded. */
export function QueryStates<TData>({
  query,
  loading,
  errorTitle,
  keepLoadedOnError = false,
  isEmpty,
  empty,
  children,
}: QueryStatesProps<TData>) {
  if (query.isPending) return loading;
  if (query.isError && !(keepLoadedOnError && query.data !== undefined))
    return (
      <ErrorPanel
        title={errorTitle}
        message={query.error?.message ?? ''}
        onRetry={() => void query.refetch()}
      />
    );
  const data = query.data as TData;
  return isEmpty(data) ? empty : children(data);
}
