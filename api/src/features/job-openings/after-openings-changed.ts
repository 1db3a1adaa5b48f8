import type { FastifyInstance } from 'fastify';

export type OpeningsChange = {
  action: 'create' | 'review' | 'edit' | 'delete' | 'bulk-review' | 'bulk-review-undo';
  ids: number[];
};

/**
 * The one place every change to what job seekers may see goes through (approve, reject, edit, unpublish,
 * restore, delete, bulk review), so that anything derived from the published openings — a response cache,
 * for one — is refreshed from here and never from a route that might forget. It also leaves an audit line:
 * the operator can tell afterwards who changed which opening.
 */
export async function afterOpeningsChanged(
  app: FastifyInstance,
  change: OpeningsChange,
  actorId: string | undefined,
): Promise<void> {
  app.log.info({ openings: change.ids, action: change.action, actor: actorId }, 'job openings changed');
  // Feed pages and openings are cached for up to 15 s on every replica: drop them now, not 15 s later.
  await app.responseCache.invalidate();
}
