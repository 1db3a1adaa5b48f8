import { useMutation, useQueryClient } from 'shared-query';
import { api, dataOf } from 'shared-api';
import type { NewProblem } from '../types';

export function updateProblem({ id, problem }: { id: string; problem: NewProblem }) {
  return dataOf(api.PUT('/practice/problem/{id}', { params: { path: { id } }, body: problem }));
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
