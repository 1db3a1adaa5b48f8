import { useMutation } from 'shared-query';
import { api, dataOf } from 'shared-api';
import type { NewProblem } from '../types';

export function createProblem(problem: NewProblem) {
  return dataOf(api.POST('/practice/problem', { body: problem }));
}

export function useCreateProblem() {
  return useMutation({ mutationFn: createProblem });
}
