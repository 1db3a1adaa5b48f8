import { useQueryClient } from 'shared-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'shared-router';
import { EMPTY_CODE_MESSAGE } from 'shared-auth/validation';
import { toast } from 'shared-ui/toast';
import { LANGUAGE_LABELS } from '../../../lib/languages';
import { useCheckLanguage } from '../api/check-language';
import { useEvaluateCode } from '../api/evaluate-code';
import type { LatestEvaluation } from '../api/get-latest-evaluation';
import { practiceKeys } from '../api/practice-query-keys';
import type { ProblemLevelLanguageRef } from '../types';

// docs/PRODUCT.md#validation-code: the API refuses blank code with the same text.
export { EMPTY_CODE_MESSAGE };
/** docs/PRODUCT.md#toasts: the wrong-language toast stays 7 seconds. */
export const WRONG_LANGUAGE_TOAST_MS = 7000;
export const PREMIUM_PATH = '/practice/premium';

export function wrongLanguageMessage(language: ProblemLevelLanguageRef['language']): string {
  return `This code does not appear to be in ${LANGUAGE_LABELS[language]}, the language you chose. Choose the language it is written in, or write it in ${LANGUAGE_LABELS[language]}.`;
}

export interface EvaluateSubmission {
  submit: (code: string) => Promise<void>;
  isSubmitting: boolean;
  /** The empty-code message, shown by the Evaluate button until the next attempt. */
  validationError: string | null;
}

/**
 * docs/PRODUCT.md#code-submission: empty check → language check → evaluation → result tab, or the premium
 * page when the daily limit is reached. Nothing typed is lost on a failure: the code stays in the
 * editor (and its draft), and a retry of the same code reuses its submission id, so the server
 * never evaluates one attempt twice.
 */
export function useEvaluateSubmission(
  ref: ProblemLevelLanguageRef,
  onEvaluated: () => void,
): EvaluateSubmission {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const languageCheck = useCheckLanguage();
  const evaluation = useEvaluateCode();
  const [validationError, setValidationError] = useState<string | null>(null);
  const attempt = useRef<{ fingerprint: string; id: string } | null>(null);

  const submit = async (code: string) => {
    if (code.trim() === '') {
      setValidationError(EMPTY_CODE_MESSAGE);
      return;
    }
    setValidationError(null);
    try {
      const check = await languageCheck.mutateAsync({ code, language: ref.language });
      if (!check.passed) {
        // The server says why when it can (e.g. which language the code looks like).
        toast.error(check.message || wrongLanguageMessage(ref.language), {
          duration: WRONG_LANGUAGE_TOAST_MS,
        });
        return;
      }
      const fingerprint = JSON.stringify([ref.problemId, ref.level, ref.language, code]);
      if (attempt.current?.fingerprint !== fingerprint)
        attempt.current = { fingerprint, id: crypto.randomUUID() };
      const result = await evaluation.mutateAsync({
        id: attempt.current.id,
        problem_id: ref.problemId,
        user_id: ref.userId,
        level: ref.level,
        language: ref.language,
        code,
      });
      if (result.limit_reached) {
        navigate(PREMIUM_PATH, { state: { message: result.message } });
        return;
      }
      if (!result.success) {
        toast.error(result.message || 'The code could not be sent for evaluation. Try again.');
        return;
      }
      const submissionId = attempt.current.id;
      attempt.current = null;
      // The result tab shows the new submission as queued at once, and polls until it is rated.
      queryClient.setQueryData<LatestEvaluation>(practiceKeys.latestEvaluation(ref), {
        submission_id: submissionId,
        status: 'pending',
        queue_position: null,
        evaluation: null,
        error: null,
        runtime_percentile: null,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: practiceKeys.latestEvaluation(ref) }),
        queryClient.invalidateQueries({ queryKey: practiceKeys.latestSubmission(ref) }),
        queryClient.invalidateQueries({ queryKey: practiceKeys.submissions(ref) }),
      ]);
      onEvaluated();
    } catch (error) {
      toast.error(
        error instanceof Error ? error.message : 'The code could not be sent for evaluation. Try again.',
      );
    }
  };

  return { submit, isSubmitting: languageCheck.isPending || evaluation.isPending, validationError };
}
