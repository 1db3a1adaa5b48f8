import { useMutation, useQueryClient } from 'shared-query';
import { api, dataOf, fetchWithin } from 'shared-api';
import type { NewProblem } from '../types';
import { SAVE_TIMEOUT_MS } from './create-problem';

export function updateProblem({ id, problem }: { id: string; problem: NewProblem }) {
  return dataOf(
    api.PUT('/practice/problem/{id}', {
      params: { path: { id } },
      body: problem,
      fetch: fetchWithin(SAVE_TIMEOUT_MS),
    }),
  );
}

export function useUpdateProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProblem,
    onSuccess: (_answer, { id }) => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'problems'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'problem', id] });
    },
  });
}
