import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OpenAPIBackend, type Document, type Operation } from 'openapi-backend';

/** One answer that the served OpenAPI document does not describe. */
export interface ContractMismatch {
  request: string;
  problem: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** Status, content type and body of an answer, checked against the operation the document gives its route. */
export class ContractChecker {
  private readonly backend: OpenAPIBackend;
  private readonly operations = new Map<string, Operation>();

  static async fromDocument(document: Document): Promise<ContractChecker> {
    const checker = new ContractChecker(document);
    await checker.backend.init();
    for (const operation of checker.backend.router.getOperations())
      checker.operations.set(operation.operationId!, operation);
    return checker;
  }

  private constructor(document: Document) {
    // The document is the app's own (`app.swagger()`), with ids added so the validator can name operations.
    const copy = structuredClone(document) as Document & { paths: Record<string, Record<string, Operation>> };
    draft4BoundsToNumbers(copy);
    for (const [route, item] of Object.entries(copy.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (operation) operation.operationId = `${method.toUpperCase()} ${route}`;
      }
    }
    // Requests are not validated here (Fastify does that); `validate` builds the response validators.
    this.backend = new OpenAPIBackend({ definition: copy, quick: true, validate: true, strict: false });
  }

  /** The operation of a Fastify route (`/v1/user/:id` is `/v1/user/{id}` in the document), if documented. */
  operationOf(method: string, fastifyRoute: string): Operation | undefined {
    const route = fastifyRoute.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    return this.operations.get(`${method.toUpperCase()} ${route}`);
  }

  /** Every way the answer departs from the document; empty when it matches. */
  check(
    method: string,
    fastifyRoute: string,
    status: number,
    contentType: string | undefined,
    body: string,
  ): string[] {
    const operation = this.operationOf(method, fastifyRoute);
    if (!operation) return [`${method} ${fastifyRoute} is not in the document`];
    const documented = operation.responses as Record<
      string,
      { content?: Record<string, { schema?: unknown }> }
    >;
    const response =
      documented[String(status)] ?? documented[`${Math.floor(status / 100)}XX`] ?? documented.default;
    if (!response)
      return [`status ${status} is not documented (documented: ${Object.keys(documented).join(', ')})`];
    const mediaTypes = Object.keys(response.content ?? {});
    if (mediaTypes.length === 0) {
      return body.length === 0 ? [] : [`status ${status} is documented without a body, but one came`];
    }
    const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
    if (!mediaType) return body.length === 0 ? [`status ${status} came without a content type`] : [];
    if (!mediaTypes.includes(mediaType))
      return [`status ${status} came as ${mediaType}; the document says ${mediaTypes.join(' or ')}`];
    if (mediaType !== 'application/json') return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return [`status ${status} is not valid JSON`];
    }
    const result = this.backend.validator.validateResponse(parsed, operation, status);
    return (result.errors ?? []).map((error) => {
      const value = JSON.stringify(valueAt(parsed, error.instancePath))?.slice(0, 120);
      return `body of ${status}: ${error.instancePath || '(root)'} ${error.message ?? ''} (got ${value})`;
    });
  }
}

/**
 * OpenAPI 3.0 writes an exclusive bound as JSON Schema draft 4 did (`minimum: 0, exclusiveMinimum: true`);
 * the validator's Ajv speaks draft 7 (`exclusiveMinimum: 0`). Same meaning, rewritten in place.
 */
function draft4BoundsToNumbers(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) draft4BoundsToNumbers(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof schema[flag] !== 'boolean') continue;
    if (schema[flag] === true && typeof schema[bound] === 'number') {
      schema[flag] = schema[bound];
      delete schema[bound];
    } else delete schema[flag];
  }
  for (const value of Object.values(schema)) draft4BoundsToNumbers(value);
}

/** The value an Ajv error's JSON pointer names, for the message. */
function valueAt(data: unknown, pointer: string): unknown {
  let node = data;
  for (const part of pointer.split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

/** The cache serves some answers compressed already; the document describes what they decode to. */
function decoded(payload: string | Buffer, encoding: unknown): string {
  if (typeof payload === 'string') return payload;
  if (encoding === 'gzip') return gunzipSync(payload).toString();
  if (encoding === 'br') return brotliDecompressSync(payload).toString();
  if (encoding === 'deflate') return inflateSync(payload).toString();
  return payload.toString();
}

const checkers = new WeakMap<FastifyInstance, Promise<ContractChecker>>();
/**
 * Apps serving the same document share one checker: its response validators are compiled on first
 * use (~20 ms an operation), and a test file often builds several apps.
 */
const checkersByDocument = new Map<string, Promise<ContractChecker>>();

function checkerOf(app: FastifyInstance): Promise<ContractChecker> {
  let pending = checkers.get(app);
  if (!pending) {
    const document = app.swagger() as Document;
    const key = JSON.stringify(document);
    pending = checkersByDocument.get(key) ?? ContractChecker.fromDocument(document);
    checkersByDocument.set(key, pending);
    checkers.set(app, pending);
  }
  return pending;
}

/**
 * Checks every answer the app sends against the document it serves (at onSend, where the body is
 * serialized), and keeps the mismatches: test apps fail on close when there is any (test-app.ts).
 * Answers of no route (Fastify's 404) and the documentation's own pages are not operations.
 */
export function recordContractMismatches(app: FastifyInstance): ContractMismatch[] {
  const mismatches: ContractMismatch[] = [];
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const route = request.routeOptions.url;
    // CORS preflights (`OPTIONS *` of @fastify/cors) are the browser's, not operations of the API.
    if (!route || route.startsWith('/v1/docs') || route === '*' || request.method === 'HEAD') return payload;
    // A stream (a file, a compressed answer) is not read here: JSON and pages are strings or buffers.
    if (payload !== null && payload !== undefined && typeof payload !== 'string' && !Buffer.isBuffer(payload))
      return payload;
    const contentType = reply.getHeader('content-type');
    let problems: string[];
    // A fault of the checker is a finding of the test, never a 500 of the app.
    try {
      const checker = await checkerOf(app);
      problems = checker.check(
        request.method,
        route,
        reply.statusCode,
        typeof contentType === 'string' ? contentType : undefined,
        payload === null || payload === undefined
          ? ''
          : decoded(payload, reply.getHeader('content-encoding')),
      );
    } catch (error) {
      problems = [`the contract check failed: ${(error as Error).stack ?? String(error)}`];
    }
    for (const problem of problems)
      mismatches.push({
        request: `${request.method} ${request.url.slice(0, 160)} → ${reply.statusCode}`,
        problem,
      });
    return payload;
  });
  return mismatches;
}

/** A readable list for an assertion message. */
export function describeMismatches(mismatches: ContractMismatch[]): string {
  const distinct = [...new Set(mismatches.map((item) => `${item.request}: ${item.problem}`))];
  return `${mismatches.length} answer(s) differ from the OpenAPI document:\n${distinct.slice(0, 30).join('\n')}`;
}
