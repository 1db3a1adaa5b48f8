import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';

export interface PublicationAnswer {
  success: boolean;
  published: boolean;
  message: string;
}

export function setProblemPublication({ id, published }: { id: string; published: boolean }) {
  return apiClient.patch<PublicationAnswer>(`/practice/problem/${encodeURIComponent(id)}/publication`, {
    published,
  });
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
