import { useMutation } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { NewProblem, Problem } from '../types';

export function createProblem(problem: NewProblem) {
  return apiClient.post<{ problem: Problem }>('/practice/problem', problem);
}

export function useCreateProblem() {
  return useMutation({ mutationFn: createProblem });
}
