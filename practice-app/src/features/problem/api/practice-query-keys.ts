import type { ProblemLevelLanguageRef, ProblemLevelRef } from '../types';

// One place for the keys, so an evaluation can invalidate exactly what it changes.
export const practiceKeys = {
  problem: (problemId: string) => ['practice', 'problem', problemId] as const,
  question: ({ problemId, userId, level }: ProblemLevelRef) =>
    [...practiceKeys.problem(problemId), 'question', userId, level] as const,
  lockStatuses: (problemId: string) => [...practiceKeys.problem(problemId), 'level-lock-status'] as const,
  lockStatus: ({ problemId, userId, level }: ProblemLevelRef) =>
    [...practiceKeys.lockStatuses(problemId), userId, level] as const,
  latestEvaluation: ({ problemId, userId, level, language }: ProblemLevelLanguageRef) =>
    [...practiceKeys.problem(problemId), 'evaluation', 'latest', userId, level, language] as const,
  latestSubmission: ({ problemId, userId, level, language }: ProblemLevelLanguageRef) =>
    [...practiceKeys.problem(problemId), 'submission', 'latest', userId, level, language] as const,
  submissions: ({ problemId, userId, level }: ProblemLevelRef) =>
    [...practiceKeys.problem(problemId), 'submissions', userId, level] as const,
};
