import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { NewProblem, Problem } from '../types';

export function updateProblem({ id, problem }: { id: string; problem: NewProblem }) {
  return apiClient.put<{ problem: Problem; message: string }>(
    `/practice/problem/${encodeURIComponent(id)}`,
    problem,
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
