import { useMutation } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';

export interface FeedbackInput {
  message: string;
}

export function sendFeedback(input: FeedbackInput) {
  return apiClient.post<unknown>('/practice/feedback', input);
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
