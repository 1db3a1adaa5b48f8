import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, TooManyRequestsError } from '../../lib/http-errors';
import { describeValidationFailure } from '../../lib/validation-message';

const READABLE_FASTIFY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its content type says JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length.',
};

/** The one error handler: people get a readable 4xx message; 5xx details stay in the log. */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply
          .code(400)
          .send({ message: describeValidationFailure(error.validation, error.validationContext) });
      }
      if (error instanceof TooManyRequestsError) {
        // Every limiter's refusal, in the one shape the 429 schema of every route documents.
        return reply
          .code(429)
          .header('retry-after', String(error.retryAfterSeconds))
          .send({ message: error.message, retry_after_seconds: error.retryAfterSeconds });
      }
      if (error instanceof HttpError) {
        // Ours, written for people (a 502 says the payment provider is down, in words).
        if (error.statusCode >= 500) request.log.warn({ err: error }, error.message);
        return reply.code(error.statusCode).send({ message: error.message });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message = READABLE_FASTIFY_ERRORS[error.code] ?? error.message;
        return reply.code(status).send({ message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'Internal server error' });
    });
  },
  { name: 'error-handler' },
);
