import type { Database } from '../../db/database';
import { createFeedbackRepository } from './feedback-repository';
import { createProblemsRepository } from './problems-repository';
import { createSubmissionsRepository } from './submissions-repository';

export function createPracticeRepositories(db: Database) {
  return {
    problems: createProblemsRepository(db),
    submissions: createSubmissionsRepository(db),
    feedback: createFeedbackRepository(db),
  };
}

export type PracticeRepositories = ReturnType<typeof createPracticeRepositories>;
