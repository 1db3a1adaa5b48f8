import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import type { Environment } from '../../src/config';
import { describeMismatches, recordContractMismatches, type ContractMismatch } from './contract';
import { migratedPglite } from './pglite-template';

export const TEST_ENV: Environment = {
  NODE_ENV: 'test',
  ADMIN_EMAILS: 'admin@example.com',
  STATS_EMAILS: 'admin@example.com,stats@example.com',
  SIGNUP_CREDITS: '5',
  RATE_LIMIT_MAX: '1000000',
  OTP_SENDS_PER_IP: '100000',
  OTP_SENDS_PER_EMAIL: '1000',
  PUBLIC_API_URL: 'http://localhost:4000/v1',
};

export type TestApp = { app: FastifyInstance; pglite: PGlite; close: () => Promise<void> };

/**
 * The app on an in-memory, migrated PGlite; call close() in the file's after hook. Every answer it
 * sends is checked against the app's OpenAPI document, and close() fails if any differed: the API
 * tests' requests double as a contract test.
 */
export async function createTestApp(env: Environment = {}): Promise<TestApp> {
  const pglite = await migratedPglite();
  let mismatches: ContractMismatch[] = [];
  const app = await buildApp({
    env: { ...TEST_ENV, ...env },
    pglite,
    instrument: (instance) => {
      mismatches = recordContractMismatches(instance);
    },
  });
  await app.ready();
  return {
    app,
    pglite,
    close: async () => {
      await app.close();
      await pglite.close();
      if (mismatches.length > 0) throw new Error(describeMismatches(mismatches));
    },
  };
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((item) => item.name === 'referrals_session');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `referrals_session=${cookie.value}`;
}

/** The 4-digit code of the newest mail to this address in the development outbox. */
export async function latestCode(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/v1/dev/outbox?email=${encodeURIComponent(email)}`,
  });
  const message = response.json<{ messages: Array<{ text: string }> }>().messages[0];
  const code = message?.text.match(/\b\d{4}\b/)?.[0];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export type TestUser = { id: string; email: string; cookie: string };

/** Signs up through the real flow (send-otp → verify-otp → POST user) and returns the session cookie. */
export async function signUp(
  app: FastifyInstance,
  email: string,
  extra: Record<string, unknown> = {},
): Promise<TestUser> {
  await app.inject({ method: 'POST', url: '/v1/referrals/send-otp', payload: { email } });
  const otp = await latestCode(app, email);
  const verified = await app.inject({
    method: 'POST',
    url: '/v1/referrals/verify-otp',
    payload: { email, otp },
  });
  if (!verified.json().valid) throw new Error(`code not accepted for ${email}`);
  const created = await app.inject({
    method: 'POST',
    url: '/v1/referrals/user',
    payload: { email, ...extra },
  });
  if (created.statusCode !== 200) throw new Error(`sign-up failed: ${created.body}`);
  return { id: created.json().user.id, email, cookie: sessionCookieOf(created) };
}

/** Logs an existing account in through send-otp → verify-otp. */
export async function logIn(app: FastifyInstance, email: string): Promise<TestUser> {
  await app.inject({ method: 'POST', url: '/v1/referrals/send-otp', payload: { email } });
  const otp = await latestCode(app, email);
  const verified = await app.inject({
    method: 'POST',
    url: '/v1/referrals/verify-otp',
    payload: { email, otp },
  });
  return { id: verified.json().user_id, email, cookie: sessionCookieOf(verified) };
}
