import type { Database } from '../../db/database';
import { practiceFeedback } from '../../db/schema/practice';

export function createFeedbackRepository(db: Database) {
  return {
    async create(userId: string, message: string): Promise<void> {
      await db.insert(practiceFeedback).values({ userId, message });
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
