import { z } from 'zod';

const availability = z.object({
  available: z.boolean(),
  /** Why not, in words an operator can act on. */
  reason: z.string().optional(),
});

/** The code evaluator's part of /v1/health: what can run on this server, and what is missing. */
export const evaluatorHealthSchema = z.object({
  sandbox: availability,
  seccomp: availability,
  languages: z.object({
    python: availability,
    javascript: availability,
    typescript: availability,
    java: availability,
    cpp: availability,
    go: availability,
  }),
});
