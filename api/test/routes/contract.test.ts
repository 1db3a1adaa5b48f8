// The API against its own OpenAPI document. Every test app checks each answer it sends (test-app.ts,
// helpers/contract.ts), so the whole API suite replays through the validator; this file adds the
// checker's own proof that it fails, that every route is documented, and a generated set of requests
// that reaches every operation as a visitor, a learner and an administrator, with the malformed,
// oversized, foreign and refused variants that hooks answer before any handler.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import type { Document } from 'openapi-backend';
import { buildApp } from '../../src/app';
import {
  ContractChecker,
  describeMismatches,
  recordContractMismatches,
  type ContractMismatch,
} from '../helpers/contract';
import { insertOpening } from '../helpers/openings';
import { migratedPglite } from '../helpers/pglite-template';
import { TEST_ENV, signUp, type TestUser } from '../helpers/test-app';

type Operation = { method: string; path: string };

describe('the API matches its OpenAPI document', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let mismatches: ContractMismatch[] = [];
  const routes: RouteOptions[] = [];
  let operations: Operation[] = [];
  let user: TestUser;
  let admin: TestUser;
  let openingId: number;

  before(async () => {
    const pglite = await migratedPglite();
    app = await buildApp({
      env: TEST_ENV,
      pglite,
      instrument: (instance) => {
        mismatches = recordContractMismatches(instance);
        instance.addHook('onRoute', (route) => {
          routes.push(route);
        });
      },
    });
    await app.ready();
    close = async () => {
      await app.close();
      await pglite.close();
    };
    const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => ({ method: method.toUpperCase(), path })),
    );
    user = await signUp(app, 'contract-user@example.com');
    admin = await signUp(app, 'admin@example.com');
    openingId = await insertOpening(app);
  });
  after(() => close());

  it('the checker fails on an undocumented status, a wrong content type and a wrong body', async () => {
    const checker = await ContractChecker.fromDocument(app.swagger() as Document);
    assert.deepEqual(
      checker.check('GET', '/v1/pricing', 200, 'application/json', '{"packs":[]}').length > 0,
      true,
    );
    assert.match(
      checker.check('GET', '/v1/pricing', 418, 'application/json', '{}')[0]!,
      /418 is not documented/,
    );
    assert.match(
      checker.check('GET', '/v1/referrals/job-alerts/unsubscribe', 200, 'application/json', '{}')[0]!,
      /came as application\/json; the document says text\/html/,
    );
    assert.match(
      checker.check('POST', '/v1/referrals/send-otp', 429, 'application/json', '{"message":"slow down"}')[0]!,
      /retry_after_seconds/,
    );
    assert.match(
      checker.check('GET', '/v1/nowhere', 200, 'application/json', '{}')[0]!,
      /not in the document/,
    );
  });

  it('documents every route the app serves', () => {
    const served = routes
      .filter((route) => route.url.startsWith('/v1/') && !route.url.startsWith('/v1/docs'))
      .flatMap((route) =>
        [route.method].flat().map((method) => `${method} ${route.url.replace(/:(\w+)/g, '{$1}')}`),
      )
      .filter((route) => !route.startsWith('HEAD '));
    const documented = new Set(operations.map((operation) => `${operation.method} ${operation.path}`));
    assert.deepEqual(
      served.filter((route) => !documented.has(route)),
      [],
    );
    assert.ok(documented.size >= 60, `only ${documented.size} operations documented`);
  });

  it('every operation, as each caller, with good, malformed, oversized and foreign requests, answers as documented', async () => {
    const callers = [undefined, user.cookie, admin.cookie];
    const fill = (path: string) =>
      path
        .replace('{emailOrId}', user.id)
        .replace('{email}', user.email)
        .replace('{payment_session_id}', 'no-such-session')
        .replace(/\{[^}]+\}/g, String(openingId));
    const requests: InjectOptions[] = [];
    for (const { method, path } of operations) {
      const url = fill(path);
      const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
      for (const cookie of callers) {
        const headers: Record<string, string> = cookie ? { cookie } : {};
        requests.push({ method: method as InjectOptions['method'], url, headers });
        requests.push({
          method: method as InjectOptions['method'],
          url: `${url}?page_size=-1&q=%00`,
          headers,
        });
        if (!hasBody) continue;
        requests.push({ method: method as InjectOptions['method'], url, headers, payload: {} });
        requests.push({
          method: method as InjectOptions['method'],
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: '{"broken":',
        });
        requests.push({
          method: method as InjectOptions['method'],
          url,
          headers: { ...headers, 'content-type': 'application/xml' },
          payload: '<hello/>',
        });
        requests.push({
          method: method as InjectOptions['method'],
          url,
          headers: { ...headers, origin: 'https://elsewhere.example' },
          payload: {},
        });
      }
      if (hasBody) {
        requests.push({
          method: method as InjectOptions['method'],
          url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ filler: 'x'.repeat(1_100_000) }),
        });
      }
    }
    const statuses = new Map<number, number>();
    for (const request of requests) {
      const response = await app.inject(request);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    }
    const seen = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
    for (const status of [200, 400, 401, 403, 404, 413, 415])
      assert.ok(statuses.has(status), `no ${status} in ${JSON.stringify(seen)}`);
    assert.equal(statuses.get(500) ?? 0, 0, JSON.stringify(seen));
    assert.ok(requests.length > 500, `${requests.length} requests`);
    assert.deepEqual(mismatches, [], describeMismatches(mismatches));
  });

  it("every operation's refusal by the global limit (429) answers as documented", async () => {
    let limitedMismatches: ContractMismatch[] = [];
    const pglite = await migratedPglite();
    const limitedApp = await buildApp({
      env: { ...TEST_ENV, RATE_LIMIT_MAX: '1' },
      pglite,
      instrument: (instance) => {
        limitedMismatches = recordContractMismatches(instance);
      },
    });
    try {
      await limitedApp.ready();
      // An outside caller: loopback is not limited. Each route counts on its own, so each is asked twice.
      const remoteAddress = '203.0.113.7';
      let refused = 0;
      for (const { method, path } of operations) {
        for (let round = 0; round < 2; round++) {
          const response = await limitedApp.inject({
            method: method as InjectOptions['method'],
            url: path.replace(/\{[^}]+\}/g, '1'),
            payload: method === 'GET' ? undefined : {},
            remoteAddress,
          });
          if (response.statusCode === 429) refused++;
        }
      }
      // Routes with a limit of their own (send-otp, Run…) and the health checks are not refused here.
      assert.ok(refused >= 20, `only ${refused} refusals`);
      assert.deepEqual(limitedMismatches, [], describeMismatches(limitedMismatches));
    } finally {
      await limitedApp.close();
      await pglite.close();
    }
  });
});
