/** The queue job that evaluates one stored submission. */
export const EVALUATE_SUBMISSION_JOB = 'evaluate-submission';

export type EvaluateSubmissionJob = { submissionId: string };
