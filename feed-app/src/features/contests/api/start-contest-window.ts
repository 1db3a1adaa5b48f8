import { useMutation } from 'shared-query';
import { api, dataOf } from 'shared-api';
import { useUpdateMyContestState } from './register-for-contest';

/** Starts the student's window; the API answers with the window already started, if any. */
export function startContestWindow(contestId: string) {
  return dataOf(api.POST('/contests/{contestId}/window', { params: { path: { contestId } } }));
}

export function useStartContestWindow() {
  const updateMe = useUpdateMyContestState();
  return useMutation({ mutationFn: startContestWindow, onSuccess: updateMe });
}
