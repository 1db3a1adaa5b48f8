import { problemBank } from '../../../problem-bank/index';
import type { ProblemLevelNumber } from '../problems-repository';
import { starterTemplates, type StarterTemplates } from './index';

const generated = new Map<string, StarterTemplates>();

/**
 * A bank level's starter templates, generated once per process from its input/output description.
 * Problems an operator made have no description yet (issue #30's problem package adds one): null.
 */
export function levelStarterTemplates(
  bankSlug: string | null,
  level: ProblemLevelNumber,
): StarterTemplates | null {
  if (!bankSlug) return null;
  const key = `${bankSlug}|${level}`;
  const cached = generated.get(key);
  if (cached) return cached;
  const io = problemBank.find((problem) => problem.slug === bankSlug)?.levels[level - 1]?.io;
  if (!io) return null;
  const templates = starterTemplates(io);
  generated.set(key, templates);
  return templates;
}
