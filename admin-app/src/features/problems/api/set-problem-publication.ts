import { useMutation, useQueryClient } from 'shared-query';
import { api, dataOf } from 'shared-api';

export function setProblemPublication({ id, published }: { id: string; published: boolean }) {
  return dataOf(
    api.PATCH('/practice/problem/{id}/publication', { params: { path: { id } }, body: { published } }),
  );
}

export function useSetProblemPublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProblemPublication,
    onSuccess: (_answer, { id }) => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'problems'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'problem', id] });
    },
  });
}
