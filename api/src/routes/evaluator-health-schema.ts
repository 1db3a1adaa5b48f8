import { z } from 'zod';

const availability = z.object({
  available: z.boolean(),
  /** Why not, in words an operator can act on. */
  reason: z.string().optional(),
});

/** The code evaluator's part of /v1/health: what can run on this server, and what is missing. */
const perLanguage = z.object({
  python: availability,
  javascript: availability,
  typescript: availability,
  java: availability,
  cpp: availability,
  go: availability,
});

export const evaluatorHealthSchema = z.object({
  sandbox: availability,
  seccomp: availability,
  languages: perLanguage,
  /** The analyzers behind readability, extensibility and robustness (flake8, ESLint, cppcheck, …). */
  analyzers: perLanguage,
});
