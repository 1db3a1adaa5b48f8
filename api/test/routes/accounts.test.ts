import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { createTestApp, latestCode, sessionCookieOf, signUp, type TestApp } from '../helpers/test-app';

const post = (test: TestApp, url: string, payload: unknown, cookie?: string) =>
  test.app.inject({
    method: 'POST',
    url: `/v1/referrals/${url}`,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });

describe('accounts: one-time codes', () => {
  let test: TestApp;
  before(async () => {
    // The per-address cap across codes has its own file (otp-guess-cap); these are about one code.
    test = await createTestApp({ OTP_SENDS_PER_EMAIL: '3', OTP_WRONG_GUESSES_PER_EMAIL: '1000' });
  });
  after(() => test.close());

  it('send-otp mails a 4-digit code and answers { sent: true }', async () => {
    const response = await post(test, 'send-otp', { email: 'Asha@Example.com ' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { sent: true });
    assert.match(await latestCode(test.app, 'asha@example.com'), /^\d{4}$/);
  });

  it('send-otp and user-exists refuse a malformed e-mail with the spec message', async () => {
    for (const url of ['send-otp', 'user-exists']) {
      for (const email of ['not-an-email', '', 'a@b', 42, null]) {
        const response = await post(test, url, { email });
        assert.equal(response.statusCode, 400, `${url} ${String(email)}`);
        assert.deepEqual(response.json(), { message: 'Please enter a valid email address' });
      }
      const missing = await post(test, url, {});
      assert.equal(missing.json().message, 'Please enter a valid email address');
    }
  });

  it('send-otp is limited per e-mail', async () => {
    const email = 'limited@example.com';
    for (let attempt = 0; attempt < 3; attempt += 1)
      assert.equal((await post(test, 'send-otp', { email })).statusCode, 200);
    const refused = await post(test, 'send-otp', { email });
    assert.equal(refused.statusCode, 429);
    assert.match(refused.json().message, /Too many codes/);
  });

  it('user-exists says whether an account has the e-mail', async () => {
    assert.deepEqual((await post(test, 'user-exists', { email: 'nobody@example.com' })).json(), {
      exists: false,
    });
    await signUp(test.app, 'someone@example.com');
    assert.deepEqual((await post(test, 'user-exists', { email: 'SOMEONE@example.com' })).json(), {
      exists: true,
    });
  });

  it('verify-otp needs exactly four digits', async () => {
    for (const otp of ['123', '12345', 'abcd', '', 1234, undefined]) {
      const response = await post(test, 'verify-otp', { email: 'x@example.com', otp });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { message: 'Please enter the complete 4-digit OTP' });
    }
  });

  it('a wrong code gives valid false; the right one signs an existing user in with a cookie', async () => {
    const user = await signUp(test.app, 'login@example.com');
    await post(test, 'send-otp', { email: user.email });
    const code = await latestCode(test.app, user.email);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const refused = await post(test, 'verify-otp', { email: user.email, otp: wrong });
    assert.deepEqual(refused.json(), { valid: false, user_id: null });
    assert.equal(refused.cookies.length, 0);
    const accepted = await post(test, 'verify-otp', { email: user.email, otp: code });
    assert.deepEqual(accepted.json(), { valid: true, user_id: user.id });
    const cookie = accepted.cookies.find((item) => item.name === 'referrals_session');
    assert.ok(cookie?.httpOnly);
    assert.equal(cookie?.sameSite, 'Lax');
    assert.equal(cookie?.maxAge, 7 * 24 * 60 * 60);
    // A code works once.
    assert.deepEqual((await post(test, 'verify-otp', { email: user.email, otp: code })).json(), {
      valid: false,
      user_id: null,
    });
  });

  it('the sixth guess on a code fails even when it is right', async () => {
    const email = 'bruteforce@example.com';
    await post(test, 'send-otp', { email });
    const code = await latestCode(test.app, email);
    const wrong = String((Number(code) + 5000) % 10_000).padStart(4, '0');
    for (let guess = 1; guess <= 5; guess += 1) {
      assert.equal((await post(test, 'verify-otp', { email, otp: wrong })).json().valid, false);
    }
    assert.equal((await post(test, 'verify-otp', { email, otp: code })).json().valid, false);
  });

  it('parallel guesses cannot get past the limit', async () => {
    const email = 'parallel@example.com';
    await post(test, 'send-otp', { email });
    const code = await latestCode(test.app, email);
    const guesses = Array.from({ length: 40 }, (_, index) => String(index).padStart(4, '0')).filter(
      (guess) => guess !== code,
    );
    await Promise.all(guesses.map((otp) => post(test, 'verify-otp', { email, otp })));
    assert.equal((await post(test, 'verify-otp', { email, otp: code })).json().valid, false);
  });

  it('a new code retires the previous one', async () => {
    const email = 'twice@example.com';
    await post(test, 'send-otp', { email });
    const first = await latestCode(test.app, email);
    await post(test, 'send-otp', { email });
    const second = await latestCode(test.app, email);
    if (first !== second)
      assert.equal((await post(test, 'verify-otp', { email, otp: first })).json().valid, false);
    assert.equal((await post(test, 'verify-otp', { email, otp: second })).json().valid, true);
  });
});

describe('accounts: sign-up, profile, settings, logout', () => {
  let test: TestApp;
  before(async () => {
    test = await createTestApp();
  });
  after(() => test.close());

  it('POST user needs a just-verified code for that e-mail', async () => {
    const response = await post(test, 'user', { email: 'unverified@example.com' });
    assert.equal(response.statusCode, 403);
    assert.match(response.json().message, /Verify your e-mail/);
  });

  it('signs up, records tracking fields and starts with the sign-up credits', async () => {
    const email = 'new@example.com';
    await post(test, 'send-otp', { email });
    const otp = await latestCode(test.app, email);
    const verified = await post(test, 'verify-otp', { email, otp });
    assert.deepEqual(verified.json(), { valid: true, user_id: null });
    const created = await post(test, 'user', {
      email,
      referral_code: 'FRIEND1',
      user_agent: 'test-agent',
      event_id: 'evt-1',
      fbp: 'fb.1.2',
      fbc: 'fb.1.3',
    });
    assert.equal(created.statusCode, 200);
    const body = created.json();
    assert.deepEqual(Object.keys(body), ['user']);
    assert.equal(body.user.email, email);
    assert.match(body.user.id, /^[0-9a-f-]{36}$/);
    const cookie = sessionCookieOf(created);
    const profile = await test.app.inject({
      method: 'GET',
      url: `/v1/referrals/user/${email}`,
      headers: { cookie },
    });
    assert.deepEqual(profile.json(), {
      user: {
        id: body.user.id,
        email,
        credits: 5,
        is_admin: false,
        can_view_stats: false,
        settings: {
          yoe: null,
          domains_interested_in: [],
          locations_open_to: [],
          current_organization: '',
          // New sign-ups get the daily job-alert digest (issue 15).
          job_alerts: 'daily',
          resume_link: '',
          apply_notes: '',
        },
      },
    });
    // The verified code was used by the sign-up.
    const again = await post(test, 'user', { email: 'new2@example.com' });
    assert.equal(again.statusCode, 403);
  });

  it('POST user refuses an existing e-mail with the spec message', async () => {
    await signUp(test.app, 'taken@example.com');
    const response = await post(test, 'user', { email: 'taken@example.com' });
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), { message: 'User with this email address already exists!' });
  });

  it('GET user: by e-mail or id for oneself, any for the administrator, 403 for others, 401 anonymous', async () => {
    const owner = await signUp(test.app, 'owner@example.com');
    const other = await signUp(test.app, 'other@example.com');
    const admin = await signUp(test.app, 'admin@example.com');
    const get = (reference: string, cookie?: string) =>
      test.app.inject({
        method: 'GET',
        url: `/v1/referrals/user/${reference}`,
        headers: cookie ? { cookie } : {},
      });
    assert.equal((await get(owner.email)).statusCode, 401);
    assert.equal((await get(owner.email, owner.cookie)).statusCode, 200);
    assert.equal((await get(owner.id, owner.cookie)).json().user.email, owner.email);
    assert.equal((await get(owner.email, other.cookie)).statusCode, 403);
    assert.equal((await get(owner.id, other.cookie)).statusCode, 403);
    const asAdmin = await get(owner.email, admin.cookie);
    assert.equal(asAdmin.statusCode, 200);
    assert.equal(asAdmin.json().user.is_admin, false);
    const adminSelf = (await get(admin.email, admin.cookie)).json().user;
    assert.equal(adminSelf.is_admin, true);
    assert.equal(adminSelf.can_view_stats, true);
    assert.deepEqual((await get('missing@example.com', admin.cookie)).json(), {
      message: 'No user found with this email address!',
    });
    assert.equal((await get('neither-email-nor-id', owner.cookie)).statusCode, 400);
  });

  it('PATCH user saves settings for oneself, with the spec messages', async () => {
    const user = await signUp(test.app, 'settings@example.com');
    const other = await signUp(test.app, 'settings-other@example.com');
    const patch = (body: unknown, cookie?: string, email = user.email) =>
      test.app.inject({
        method: 'PATCH',
        url: `/v1/referrals/user/${email}`,
        payload: body as object,
        headers: cookie ? { cookie } : {},
      });
    const settings = {
      yoe: 3,
      domains_interested_in: ['Backend', 'AI'],
      locations_open_to: ['Pune'],
      current_organization: ' Acme ',
    };
    assert.equal((await patch({ settings })).statusCode, 401);
    assert.equal((await patch({ settings }, other.cookie)).statusCode, 403);
    const saved = await patch({ settings }, user.cookie);
    assert.equal(saved.statusCode, 200);
    assert.equal(saved.json().message, 'Settings updated!');
    assert.deepEqual(saved.json().user.settings, {
      ...settings,
      current_organization: 'Acme',
      job_alerts: 'daily',
      resume_link: '',
      apply_notes: '',
    });

    const cases: Array<[unknown, string]> = [
      [{ settings: { ...settings, yoe: undefined } }, 'Select YOE!'],
      [{ settings: { ...settings, yoe: 11 } }, 'Select YOE!'],
      [{ settings: { ...settings, yoe: 'three' } }, 'Select YOE!'],
      [{ settings: { ...settings, domains_interested_in: [] } }, 'Select at least one domain!'],
      [{ settings: { ...settings, domains_interested_in: undefined } }, 'Select at least one domain!'],
      [{ settings: { ...settings, locations_open_to: [] } }, 'Select at least one location!'],
      [{ settings: { ...settings, current_organization: '   ' } }, 'Organization is mandatory!'],
      [{ settings: { ...settings, current_organization: undefined } }, 'Organization is mandatory!'],
      [{}, 'Select YOE!'],
    ];
    for (const [body, message] of cases) {
      const response = await patch(body, user.cookie);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.deepEqual(response.json(), { message });
    }
  });

  it('logout revokes the session on the server', async () => {
    const user = await signUp(test.app, 'bye@example.com');
    const get = () =>
      test.app.inject({
        method: 'GET',
        url: `/v1/referrals/user/${user.email}`,
        headers: { cookie: user.cookie },
      });
    assert.equal((await get()).statusCode, 200);
    const out = await post(test, 'logout', undefined, user.cookie);
    assert.deepEqual(out.json(), { success: true });
    assert.equal(out.cookies.find((item) => item.name === 'referrals_session')?.value, '');
    assert.equal((await get()).statusCode, 401);
  });
});

describe('accounts: Google sign-in', () => {
  let test: TestApp;
  let keyServer: Server;
  let privateKey: CryptoKey;
  const clientId = 'test-client.apps.googleusercontent.com';

  before(async () => {
    const keys = await generateKeyPair('RS256');
    privateKey = keys.privateKey;
    const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    keyServer = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => keyServer.listen(0, '127.0.0.1', resolve));
    const { port } = keyServer.address() as AddressInfo;
    test = await createTestApp({
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs`,
    });
  });
  after(async () => {
    await test.close();
    keyServer.close();
  });

  const token = (
    claims: Record<string, unknown>,
    options: { issuer?: string; audience?: string; expires?: string } = {},
  ) =>
    new SignJWT({ email: 'google.user@example.com', email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? clientId)
      .setIssuedAt()
      .setExpirationTime(options.expires ?? '5 minutes')
      .sign(privateKey);

  it('creates the account on first sign-in, signs in afterwards, and sets the session cookie', async () => {
    const first = await post(test, 'google-auth', { id_token: await token({}), referral_code: 'G1' });
    assert.equal(first.statusCode, 200);
    assert.equal(first.json().success, true);
    assert.equal(first.json().user.email, 'google.user@example.com');
    assert.equal(first.json().message, 'Account created with Google.');
    sessionCookieOf(first);
    const second = await post(test, 'google-auth', {
      id_token: await token({}, { issuer: 'accounts.google.com' }),
    });
    assert.equal(second.json().user.id, first.json().user.id);
    assert.equal(second.json().message, 'Signed in with Google.');
  });

  it('refuses a wrong audience, an expired token, an unverified e-mail and garbage', async () => {
    const refusals = [
      await token({}, { audience: 'someone-else' }),
      await token({}, { expires: '-1 minute' }),
      await token({ email_verified: false }),
      await token({}, { issuer: 'https://evil.example.com' }),
      'not.a.jwt',
    ];
    for (const id_token of refusals) {
      const response = await post(test, 'google-auth', { id_token });
      assert.equal(response.statusCode, 401, id_token);
      assert.ok(response.json().message.length > 0);
      assert.equal(response.cookies.length, 0);
    }
    assert.deepEqual((await post(test, 'google-auth', {})).json(), {
      message: 'The Google credential is missing.',
    });
  });

  it('is a clear 404 when GOOGLE_CLIENT_ID is not set', async () => {
    const plain = await createTestApp();
    try {
      const response = await post(plain, 'google-auth', { id_token: await token({}) });
      assert.equal(response.statusCode, 404);
      assert.match(response.json().message, /Google sign-in is not enabled/);
    } finally {
      await plain.close();
    }
  });
});
