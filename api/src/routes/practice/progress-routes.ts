import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PracticeRepositories } from '../../features/practice/practice-repositories';
import { levelsClearedByCategory, toRecentSubmission } from '../../features/practice/progress-views';
import { errorResponses } from '../../lib/schemas';
import { problemTagsResponse, progressResponse } from './problems-schemas';

const tags = ['practice'];

/** docs/PRODUCT.md#progress: "My progress" shows the last three submissions. */
const RECENT_SUBMISSIONS = 3;

/** The problem list's tag filter, and the learner's "My progress" panel. */
export default async function progressRoutes(
  fastify: FastifyInstance,
  { repositories }: { repositories: PracticeRepositories },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { progress } = repositories;

  app.get(
    '/problem-tags',
    { schema: { tags, response: { 200: problemTagsResponse, ...errorResponses } } },
    async () => ({ tags: await progress.tags() }),
  );

  app.get(
    '/progress',
    { onRequest: app.requireUser, schema: { tags, response: { 200: progressResponse, ...errorResponses } } },
    async (request) => {
      const userId = request.user!.id;
      const [levels, recent] = await Promise.all([
        progress.levelsCleared(userId),
        progress.recentSubmissions(userId, RECENT_SUBMISSIONS),
      ]);
      return {
        categories: levelsClearedByCategory(levels),
        recent_submissions: recent.map(toRecentSubmission),
      };
    },
  );
}
