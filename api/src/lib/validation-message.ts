import type { FastifySchemaValidationError } from 'fastify';

const PLACES: Record<string, string> = {
  body: 'request body',
  querystring: 'query string',
  params: 'path',
  headers: 'headers',
};

// Zod's built-in messages start with these words; messages written for people in our schemas do not.
const BUILT_IN_MESSAGE = /^(Invalid|Too big|Too small|Unrecognized key|Expected)/;

/** Turns the first schema issue into one sentence a person can act on. */
export function describeValidationFailure(
  issues: FastifySchemaValidationError[],
  context: string | undefined,
): string {
  const first = issues[0];
  if (!first) return 'The request is not valid.';
  const message = first.message ?? 'is not valid';
  if (!BUILT_IN_MESSAGE.test(message)) return message;
  const place = PLACES[context ?? ''] ?? 'request';
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const detail = message.replace(/^Invalid input: /, '').replace(/^./, (letter) => letter.toLowerCase());
  if (!field) return `The ${place} is not valid: ${detail}.`;
  return `The field '${field}' in the ${place} is not valid: ${detail}.`;
}
