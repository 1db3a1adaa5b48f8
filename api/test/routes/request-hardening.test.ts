import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../../src/app';
import { FOREIGN_ORIGIN_MESSAGE } from '../../src/plugins/app/origin-check';
import { startFakeCashfree, signedWebhook, type FakeCashfree } from '../helpers/fake-cashfree';
import { migratedPglite } from '../helpers/pglite-template';
import {
  TEST_ENV,
  createTestApp,
  latestCode,
  signUp,
  type TestApp,
  type TestUser,
} from '../helpers/test-app';

const RETURN_PAGE = 'http://localhost:3001/purchase-status';

describe('the payment webhook refuses timestamps outside ±5 minutes', () => {
  const clientId = 'window-id';
  const clientSecret = 'window-secret';
  let cashfree: FakeCashfree;
  let test: TestApp;
  let buyer: TestUser;

  before(async () => {
    cashfree = await startFakeCashfree(clientId, clientSecret);
    test = await createTestApp({
      PAYMENT_PROVIDER: 'cashfree',
      CASHFREE_API_URL: cashfree.url,
      CASHFREE_CLIENT_ID: clientId,
      CASHFREE_CLIENT_SECRET: clientSecret,
    });
    buyer = await signUp(test.app, 'window-buyer@example.com');
  });
  after(async () => {
    await test.close();
    await cashfree.close();
  });

  const createOrder = async (amount: number): Promise<string> => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/v1/payment/create-order',
      payload: {
        app_name: 'referrals',
        user_id: buyer.id,
        email: buyer.email,
        amount,
        redirect_url: RETURN_PAGE,
      },
      headers: { cookie: buyer.cookie },
    });
    return response.json().order_id;
  };
  const credits = async () =>
    (
      await test.app.inject({
        method: 'GET',
        url: `/v1/referrals/user/${buyer.id}`,
        headers: { cookie: buyer.cookie },
      })
    ).json().user.credits;
  const deliverAt = (orderId: string, timestamp: number | string) => {
    const webhook = signedWebhook(clientSecret, orderId, 86, 'SUCCESS', String(timestamp));
    return test.app.inject({
      method: 'POST',
      url: '/v1/payment/webhook',
      payload: webhook.body,
      headers: webhook.headers,
    });
  };

  it('a correctly signed but 30-day-old, 6-minute-old or 6-minute-early webhook is a 400 and credits nothing', async () => {
    const orderId = await createOrder(86);
    const before = await credits();
    for (const timestamp of [
      Date.now() - 30 * 24 * 3600_000,
      Date.now() - 6 * 60_000,
      Date.now() + 6 * 60_000,
      'yesterday',
    ]) {
      const refused = await deliverAt(orderId, timestamp);
      assert.equal(refused.statusCode, 400, String(timestamp));
      assert.deepEqual(refused.json(), {
        message:
          'The webhook timestamp is more than 5 minutes from the server clock: refused as a possible replay.',
      });
    }
    assert.equal(await credits(), before);
  });

  it('within the window (4 minutes late, or in seconds) it still credits, once', async () => {
    const orderId = await createOrder(86);
    const before = await credits();
    assert.equal((await deliverAt(orderId, Date.now() - 4 * 60_000)).statusCode, 200);
    assert.equal((await deliverAt(orderId, Math.floor(Date.now() / 1000))).statusCode, 200);
    assert.equal(await credits(), before + 30);
  });

  it('a webhook from another origin is not refused by the Origin check (its signature authenticates it)', async () => {
    const orderId = await createOrder(86);
    const webhook = signedWebhook(clientSecret, orderId, 86);
    const response = await test.app.inject({
      method: 'POST',
      url: '/v1/payment/webhook',
      payload: webhook.body,
      headers: { ...webhook.headers, origin: 'https://payments.example' },
    });
    assert.equal(response.statusCode, 200);
  });
});

describe('state-changing requests from a foreign Origin are refused', () => {
  let test: TestApp;
  let user: TestUser;
  before(async () => {
    test = await createTestApp();
    user = await signUp(test.app, 'origin@example.com');
  });
  after(() => test.close());

  const sessionIsAlive = async () =>
    (
      await test.app.inject({
        method: 'GET',
        url: `/v1/referrals/user/${user.id}`,
        headers: { cookie: user.cookie },
      })
    ).statusCode === 200;

  it('a cross-site logout, settings change or code send with a foreign Origin gets 403 and changes nothing', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:9999', 'null']) {
      const logout = await test.app.inject({
        method: 'POST',
        url: '/v1/referrals/logout',
        headers: { cookie: user.cookie, origin, 'content-type': 'text/plain' },
        payload: '',
      });
      assert.equal(logout.statusCode, 403, origin);
      assert.deepEqual(logout.json(), { message: FOREIGN_ORIGIN_MESSAGE });
    }
    assert.equal(await sessionIsAlive(), true);

    const settings = await test.app.inject({
      method: 'PATCH',
      url: `/v1/referrals/user/${user.email}`,
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
      payload: {
        settings: { yoe: 3, domains_interested_in: [], locations_open_to: [], current_organization: 'X' },
      },
    });
    assert.equal(settings.statusCode, 403);
    const sent = await test.app.inject({
      method: 'POST',
      url: '/v1/referrals/send-otp',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'never-sent@example.com' },
    });
    assert.equal(sent.statusCode, 403);
    await assert.rejects(latestCode(test.app, 'never-sent@example.com'), /no code mailed/);
  });

  it('reads from any origin still work; the app origins and requests without Origin may change data', async () => {
    const feed = await test.app.inject({
      method: 'GET',
      url: '/v1/referrals/job-openings',
      headers: { origin: 'https://evil.example' },
    });
    assert.equal(feed.statusCode, 200);
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3101']) {
      const sent = await test.app.inject({
        method: 'POST',
        url: '/v1/referrals/send-otp',
        headers: { origin },
        payload: { email: 'allowed@example.com' },
      });
      assert.equal(sent.statusCode, 200, origin);
    }
    const logout = await test.app.inject({
      method: 'POST',
      url: '/v1/referrals/logout',
      headers: { cookie: user.cookie, origin: 'http://localhost:3000' },
    });
    assert.equal(logout.statusCode, 200);
    assert.equal(await sessionIsAlive(), false);
  });

  it("the development checkout's form posts from the API's own origin", async () => {
    const buyer = await signUp(test.app, 'form-buyer@example.com');
    const order = (
      await test.app.inject({
        method: 'POST',
        url: '/v1/payment/create-order',
        headers: { cookie: buyer.cookie, origin: 'http://localhost:3001' },
        payload: {
          app_name: 'referrals',
          user_id: buyer.id,
          email: buyer.email,
          amount: 86,
          redirect_url: RETURN_PAGE,
        },
      })
    ).json();
    const page = await test.app.inject({
      method: 'GET',
      url: `/v1/payment/dev-checkout/${order.payment_session_id}`,
    });
    // With no-referrer the browser would send `Origin: null` with the page's own forms.
    assert.equal(page.headers['referrer-policy'], 'same-origin');
    const pay = await test.app.inject({
      method: 'POST',
      url: `/v1/payment/dev-checkout/${order.payment_session_id}`,
      headers: { origin: 'http://localhost:4000', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=success',
    });
    assert.equal(pay.statusCode, 303);
    const forged = await test.app.inject({
      method: 'POST',
      url: `/v1/payment/dev-checkout/${order.payment_session_id}`,
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=failure',
    });
    assert.equal(forged.statusCode, 403);
  });
});

describe('production never opens the development outbox or checkout', () => {
  it('even with ALLOW_DEV_SERVICES_IN_PRODUCTION the stubs run but their open endpoints are 404', async () => {
    const pglite = await migratedPglite();
    const app = await buildApp({
      env: {
        ...TEST_ENV,
        NODE_ENV: 'production',
        AUTH_SECRET: 'a'.repeat(64),
        ALLOW_DEV_SERVICES_IN_PRODUCTION: 'true',
      },
      pglite,
    });
    try {
      await app.ready();
      const email = 'staging@example.com';
      const sent = await app.inject({ method: 'POST', url: '/v1/referrals/send-otp', payload: { email } });
      assert.equal(sent.statusCode, 200, 'the development mailer stub still sends');
      const outbox = await app.inject({ method: 'GET', url: `/v1/dev/outbox?email=${email}` });
      assert.equal(outbox.statusCode, 404);
      assert.doesNotMatch(outbox.body, /\b\d{4}\b/);
      for (const method of ['GET', 'POST'] as const) {
        const checkout = await app.inject({
          method,
          url: '/v1/payment/dev-checkout/session_anything',
          ...(method === 'POST' ? { payload: { outcome: 'success' } } : {}),
        });
        assert.equal(checkout.statusCode, 404, method);
      }
    } finally {
      await app.close();
      await pglite.close();
    }
  });

  it('outside production the same endpoints exist', async () => {
    const test = await createTestApp();
    try {
      await test.app.inject({
        method: 'POST',
        url: '/v1/referrals/send-otp',
        payload: { email: 'dev@example.com' },
      });
      assert.match(await latestCode(test.app, 'dev@example.com'), /^\d{4}$/);
    } finally {
      await test.close();
    }
  });
});
