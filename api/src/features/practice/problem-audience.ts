import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/http-errors';
import type { ProblemAudience, ProblemsRepository } from './problems-repository';
import { PROBLEM_NOT_FOUND } from './submit-for-evaluation';

/** The administrator previews unpublished problems as a learner would; everyone else sees published ones. */
export function problemAudienceOf(request: FastifyRequest): ProblemAudience {
  return request.user?.isAdmin ? 'administrator' : 'learner';
}

/** An unpublished problem does not exist for a learner: a 404, as for an unknown id. */
export async function assertProblemVisible(
  problems: ProblemsRepository,
  request: FastifyRequest,
  problemId: string,
): Promise<void> {
  if (!(await problems.exists(problemId, problemAudienceOf(request)))) throw notFound(PROBLEM_NOT_FOUND);
}
