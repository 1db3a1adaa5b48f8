import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/database';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';

const ADMIN_PAGE = 'http://localhost:3003/linkedin-access-token';

describe('LinkedIn authorization-code flow against a local OAuth server', () => {
  let oauth: Server;
  let oauthUrl: string;
  const received: URLSearchParams[] = [];
  let test: TestApp;
  let admin: TestUser;
  let user: TestUser;

  before(async () => {
    oauth = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        received.push(form);
        response.setHeader('content-type', 'application/json');
        if (request.url !== '/oauth/v2/accessToken' || form.get('code') !== 'good-code') {
          response.statusCode = 400;
          response.end(
            JSON.stringify({
              error: 'invalid_request',
              error_description: 'Unable to retrieve access token',
            }),
          );
          return;
        }
        response.end(
          JSON.stringify({ access_token: 'AQX-token', expires_in: 5_184_000, scope: 'openid,profile' }),
        );
      });
    });
    await new Promise<void>((resolve) => oauth.listen(0, '127.0.0.1', resolve));
    oauthUrl = `http://127.0.0.1:${(oauth.address() as AddressInfo).port}`;
    test = await createTestApp({
      LINKEDIN_CLIENT_ID: 'li-client',
      LINKEDIN_CLIENT_SECRET: 'li-secret',
      LINKEDIN_AUTH_URL: `${oauthUrl}/oauth/v2/authorization`,
      LINKEDIN_TOKEN_URL: `${oauthUrl}/oauth/v2/accessToken`,
    });
    admin = await signUp(test.app, 'admin@example.com');
    user = await signUp(test.app, 'member@example.com');
  });
  after(async () => {
    await test.close();
    oauth.close();
  });

  const get = (url: string, cookie?: string) =>
    test.app.inject({ method: 'GET', url: `/v1/linkedin/${url}`, headers: cookie ? { cookie } : {} });

  it('auth-code-url points the browser at the provider with our client and return page', async () => {
    const response = await get(`auth-code-url?redirect_uri=${encodeURIComponent(ADMIN_PAGE)}`, admin.cookie);
    assert.equal(response.statusCode, 200);
    const url = new URL(response.json().url);
    assert.equal(`${url.origin}${url.pathname}`, `${oauthUrl}/oauth/v2/authorization`);
    assert.equal(url.searchParams.get('response_type'), 'code');
    assert.equal(url.searchParams.get('client_id'), 'li-client');
    assert.equal(url.searchParams.get('redirect_uri'), ADMIN_PAGE);
    assert.ok(url.searchParams.get('state'));
    const foreign = await get(
      `auth-code-url?redirect_uri=${encodeURIComponent('https://evil.example.com/')}`,
      admin.cookie,
    );
    assert.equal(foreign.statusCode, 400);
    assert.deepEqual((await get('auth-code-url', admin.cookie)).json(), {
      message: 'redirect_uri is required.',
    });
  });

  it('access-token trades the code server to server, keeps the token and reports days', async () => {
    const response = await get(
      `access-token?auth_code=good-code&redirect_uri=${encodeURIComponent(ADMIN_PAGE)}`,
      admin.cookie,
    );
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { access_token: 'AQX-token', expires_in: 60 });
    const form = received.at(-1)!;
    assert.equal(form.get('grant_type'), 'authorization_code');
    assert.equal(form.get('client_secret'), 'li-secret');
    assert.equal(form.get('redirect_uri'), ADMIN_PAGE);
    const stored = await queryRows<{ access_token: string }>(
      test.app.db,
      sql`SELECT access_token FROM linkedin_tokens`,
    );
    assert.deepEqual(stored, [{ access_token: 'AQX-token' }]);

    const refused = await get(
      `access-token?auth_code=bad-code&redirect_uri=${encodeURIComponent(ADMIN_PAGE)}`,
      admin.cookie,
    );
    assert.equal(refused.statusCode, 400);
    assert.match(refused.json().message, /Unable to retrieve access token/);
    assert.deepEqual(
      (await get(`access-token?redirect_uri=${encodeURIComponent(ADMIN_PAGE)}`, admin.cookie)).json(),
      {
        message: 'auth_code is required.',
      },
    );
  });

  it('is for the administrator only', async () => {
    for (const url of [
      `auth-code-url?redirect_uri=${ADMIN_PAGE}`,
      `access-token?auth_code=good-code&redirect_uri=${ADMIN_PAGE}`,
    ]) {
      assert.equal((await get(url)).statusCode, 401);
      assert.equal((await get(url, user.cookie)).statusCode, 403);
    }
  });
});
