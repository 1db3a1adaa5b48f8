import { useQueryClient } from 'shared-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'shared-router';
import { ApiError } from 'shared-api';
import { EMPTY_CODE_MESSAGE } from 'shared-api/validation';
import { toast } from 'shared-ui/toast';
import { useEvaluateCode } from '../api/evaluate-code';
import type { LatestEvaluation } from '../api/get-latest-evaluation';
import { practiceKeys } from '../api/practice-query-keys';
import type { ProblemLevelLanguageRef } from '../types';

// docs/PRODUCT.md#validation-code: the API refuses blank code with the same text.
export { EMPTY_CODE_MESSAGE };
/** docs/PRODUCT.md#toasts: the wrong-language toast stays 7 seconds. */
export const WRONG_LANGUAGE_TOAST_MS = 7000;
export const PREMIUM_PATH = '/practice/premium';

export interface EvaluateSubmission {
  submit: (code: string) => Promise<void>;
  isSubmitting: boolean;
  /** The empty-code message, shown by the Evaluate button until the next attempt. */
  validationError: string | null;
}

/**
 * docs/PRODUCT.md#code-submission: empty check → language check → evaluation → result tab, or the
 * premium page when the daily limit is reached. The language check is the server's, made as it accepts
 * the code: its 400 carries the message shown (which language the code looks like), so one request
 * does what two did and the rule lives in one place. Nothing typed is lost on a failure: the code
 * stays in the editor (and its draft), and a retry of the same code reuses its submission id, so the
 * server never evaluates one attempt twice.
 */
export function useEvaluateSubmission(
  ref: ProblemLevelLanguageRef,
  onEvaluated: () => void,
): EvaluateSubmission {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
      // Blank code never leaves the page, so a 400 here is the server refusing the code's language.
      if (error instanceof ApiError && error.status === 400) {
        toast.error(error.message, { duration: WRONG_LANGUAGE_TOAST_MS });
        return;
      }
      toast.error(
        error instanceof Error ? error.message : 'The code could not be sent for evaluation. Try again.',
      );
    }
  };

  return { submit, isSubmitting: evaluation.isPending, validationError };
}
