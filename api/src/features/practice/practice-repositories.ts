import type { Database } from '../../db/database';
import { createFeedbackRepository } from './feedback-repository';
import { createPracticeRunsRepository } from './practice-runs-repository';
import { createProblemsRepository } from './problems-repository';
import { createProgressRepository } from './progress-repository';
import { createRuntimePercentileRepository } from './runtime-percentile';
import { createSubmissionsRepository } from './submissions-repository';

export function createPracticeRepositories(db: Database) {
  return {
    problems: createProblemsRepository(db),
    submissions: createSubmissionsRepository(db),
    progress: createProgressRepository(db),
    feedback: createFeedbackRepository(db),
    runs: createPracticeRunsRepository(db),
    runtimePercentile: createRuntimePercentileRepository(db),
  };
}

export type PracticeRepositories = ReturnType<typeof createPracticeRepositories>;
