import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryStates } from './query-states';

type Rows = { rows: string[] };

function query(state: Partial<{ isPending: boolean; isError: boolean; data: Rows }>, refetch = jest.fn()) {
  const { isPending = false, isError = false, data } = state;
  return { isPending, isError, error: isError ? new Error('Network down') : null, data, refetch };
}

function List({ q, keep = false }: { q: ReturnType<typeof query>; keep?: boolean }) {
  return (
    <QueryStates
      query={q}
      loading={<p>Loading rows</p>}
      errorTitle="The rows did not load"
      keepLoadedOnError={keep}
      isEmpty={(data) => data.rows.length === 0}
      empty={<p>No rows yet</p>}
    >
      {(data) => <p>{data.rows.join(', ')}</p>}
    </QueryStates>
  );
}

describe('QueryStates', () => {
  it('shows the loading state, then the empty state, then the rows', () => {
    const { rerender } = render(<List q={query({ isPending: true })} />);
    expect(screen.getByText('Loading rows')).toBeInTheDocument();
    rerender(<List q={query({ data: { rows: [] } })} />);
    expect(screen.getByText('No rows yet')).toBeInTheDocument();
    rerender(<List q={query({ data: { rows: ['a', 'b'] } })} />);
    expect(screen.getByText('a, b')).toBeInTheDocument();
  });

  it('names the failure and tries again on request', async () => {
    const refetch = jest.fn();
    render(<List q={query({ isError: true }, refetch)} />);
    expect(screen.getByText('The rows did not load')).toBeInTheDocument();
    expect(screen.getByText('Network down')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('replaces loaded rows with the error unless the list keeps its loaded pages', () => {
    const failedAfterLoad = query({ isError: true, data: { rows: ['a'] } });
    const { rerender } = render(<List q={failedAfterLoad} />);
    expect(screen.getByText('The rows did not load')).toBeInTheDocument();
    rerender(<List q={failedAfterLoad} keep />);
    expect(screen.getByText('a')).toBeInTheDocument();
    expect(screen.queryByText('The rows did not load')).not.toBeInTheDocument();
  });
});
