import { ApiError } from 'shared-api';
import { createQueryClient } from './query-client';
import { readSession } from './session';
import { useSessionStore } from './session-store';

function failWith(status: number) {
  return () => Promise.reject(new ApiError(status, 'refused', {}));
}

describe('a session the server no longer knows', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.getState().clear();
    useSessionStore.setState({ sessionEnded: false });
  });

  it('is forgotten in this browser on the first 401 of a query, and marked as ended', async () => {
    useSessionStore.getState().signIn('user-1', 'asha@example.com');
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['me'], queryFn: failWith(401) })).rejects.toThrow();
    expect(useSessionStore.getState()).toMatchObject({ userId: '', sessionEnded: true });
    expect(readSession().userId).toBe('');
  });

  it('is forgotten on the first 401 of a mutation too', async () => {
    useSessionStore.getState().signIn('user-1', 'asha@example.com');
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, { mutationFn: failWith(401) });
    await expect(mutation.execute(undefined)).rejects.toThrow();
    expect(useSessionStore.getState().sessionEnded).toBe(true);
  });

  it('stays signed in after other refusals (403, 404, 500)', async () => {
    useSessionStore.getState().signIn('user-1', 'asha@example.com');
    const client = createQueryClient();
    for (const status of [403, 404, 500]) {
      await expect(
        client.fetchQuery({ queryKey: ['status', status], queryFn: failWith(status), retry: false }),
      ).rejects.toThrow();
    }
    expect(useSessionStore.getState()).toMatchObject({ userId: 'user-1', sessionEnded: false });
  });

  it("does not call a visitor's 401 an ended session", async () => {
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['visitor'], queryFn: failWith(401) })).rejects.toThrow();
    expect(useSessionStore.getState().sessionEnded).toBe(false);
  });
});
