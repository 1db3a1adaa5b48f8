import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { messageSchema } from '../../lib/schemas';

const messageBody = (description: string) => messageSchema.describe(description);

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Answers that come from the app's hooks and body parsers rather than from a route, so a route's own
 * schema does not name them: a NUL character anywhere (400, the input guard), a body that is too large
 * (413) or of a type the route does not read (415), a state-changing request from a foreign page (403,
 * the Origin check). Added here, once, to every operation they can reach; a route that documents the
 * status itself keeps its own description. (The rate limiter documents its own 429: rate-limit.ts.)
 */
function hookAnswers(route: RouteOptions): Record<string, unknown> {
  const methods = [route.method].flat();
  const answers: Record<string, unknown> = {
    400: messageBody('The request is malformed (invalid JSON, a NUL character, a failed check).'),
  };
  if (methods.some((method) => BODY_METHODS.has(method))) {
    answers[413] = messageBody('The request body is too large.');
    answers[415] = messageBody('The request body is of a content type this operation does not read.');
    if (!route.config?.anyOrigin)
      answers[403] = messageBody('The request came from a page of another origin.');
  }
  return answers;
}

/**
 * OpenAPI 3.0.3 says `nullable: true` does not widen an `enum`: null is allowed only when the enum lists
 * it. zod's `z.enum([...]).nullable()` comes out without it, so validators and generated clients
 * would refuse the null the API sends (a verdict's reason when accepted). Rewritten in place.
 */
function listNullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) listNullInNullableEnums(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum = [...(schema.enum as unknown[]), null];
  for (const value of Object.values(schema)) listNullInNullableEnums(value);
}

export default fp(
  async function swaggerPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Referrals API',
          description: 'Job-referral feed, credits, payments and administrator tools.',
          version: '1.0.0',
        },
        servers: [{ url: app.config.PUBLIC_API_URL.replace(/\/v1$/, '') }],
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'referrals_session' } },
        },
      },
      transform: (input) => {
        const response = input.schema?.response as Record<string, unknown> | undefined;
        const transformed = response
          ? jsonSchemaTransform({
              ...input,
              schema: { ...input.schema, response: { ...hookAnswers(input.route), ...response } },
            })
          : jsonSchemaTransform(input);
        listNullInNullableEnums(transformed.schema);
        return transformed;
      },
    });
    await app.register(swaggerUi, { routePrefix: '/v1/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
