import { useMutation } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { PracticeLanguage } from '../../../lib/languages';

export interface LanguageCheckInput {
  code: string;
  language: PracticeLanguage;
}

export interface LanguageCheckResult {
  passed: boolean;
  /** Why the code was refused, when it was. */
  message?: string;
}

export function checkLanguage(input: LanguageCheckInput) {
  return apiClient.post<LanguageCheckResult>('/practice/language-check', input);
}

export function useCheckLanguage() {
  return useMutation({ mutationFn: checkLanguage });
}
