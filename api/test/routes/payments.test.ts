import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { countRows } from '../helpers/openings';
import { startFakeCashfree, signedWebhook, type FakeCashfree } from '../helpers/fake-cashfree';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';

const RETURN_PAGE = 'http://localhost:3001/purchase-status';

async function coins(test: TestApp, who: TestUser): Promise<number> {
  const response = await test.app.inject({
    method: 'GET',
    url: `/v1/referrals/user/${who.id}`,
    headers: { cookie: who.cookie },
  });
  return response.json().user.credits;
}

describe('payments with the development checkout', () => {
  let test: TestApp;
  let buyer: TestUser;
  let other: TestUser;

  before(async () => {
    test = await createTestApp();
    buyer = await signUp(test.app, 'buyer@example.com');
    other = await signUp(test.app, 'other-buyer@example.com');
  });
  after(() => test.close());

  const createOrder = (payload: Record<string, unknown>, cookie?: string) =>
    test.app.inject({
      method: 'POST',
      url: '/v1/payment/create-order',
      payload,
      headers: cookie ? { cookie } : {},
    });
  const order = (amount = 86, extra: Record<string, unknown> = {}) => ({
    app_name: 'referrals',
    user_id: buyer.id,
    email: buyer.email,
    amount,
    redirect_url: RETURN_PAGE,
    ...extra,
  });
  const status = (paymentId: string) =>
    test.app.inject({
      method: 'GET',
      url: `/v1/referrals/recharge-status?payment_id=${encodeURIComponent(paymentId)}&user_id=${buyer.id}`,
      headers: { cookie: buyer.cookie },
    });

  it('create-order accepts only the packs and the product own return pages', async () => {
    const created = await createOrder(order(140), buyer.cookie);
    assert.equal(created.statusCode, 200);
    assert.match(created.json().payment_session_id, /^dev_session_/);
    assert.match(created.json().checkout_url, /\/v1\/payment\/dev-checkout\/dev_session_/);
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [order(100), 400, /Choose one of the credit packs/],
      [order(86, { amount: 'lots' }), 400, /Choose one of the credit packs/],
      [
        order(86, { redirect_url: 'https://evil.example.com/steal' }),
        400,
        /redirect_url must be a page of this product/,
      ],
      [order(86, { redirect_url: undefined }), 400, /redirect_url is required/],
      [order(86, { user_id: other.id }), 403, /not yours/],
      [order(86, { email: other.email }), 403, /not yours/],
    ];
    for (const [body, code, message] of cases) {
      const response = await createOrder(body, buyer.cookie);
      assert.equal(response.statusCode, code, JSON.stringify(body));
      assert.match(response.json().message, message);
    }
    assert.equal((await createOrder(order())).statusCode, 401);
  });

  it('the checkout page works without script under a strict CSP, and Pay credits the pack once', async () => {
    const { payment_session_id, order_id } = (await createOrder(order(86), buyer.cookie)).json();
    const page = await test.app.inject({
      method: 'GET',
      url: `/v1/payment/dev-checkout/${payment_session_id}`,
    });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /text\/html/);
    assert.doesNotMatch(page.body, /<script/i);
    assert.match(page.body, /<form method="post"/);
    const csp = String(page.headers['content-security-policy']);
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, /form-action 'self' http:\/\/localhost:3001/);

    const before = await coins(test, buyer);
    const pending = await status(order_id);
    assert.deepEqual(pending.json(), {
      success: false,
      coins_left: before,
      message: 'The payment is not complete yet. Refresh this page in a moment.',
    });
    // A browser form post.
    const paid = await test.app.inject({
      method: 'POST',
      url: `/v1/payment/dev-checkout/${payment_session_id}`,
      payload: 'outcome=success',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(paid.statusCode, 303);
    assert.equal(paid.headers.location, `${RETURN_PAGE}?payment_id=${order_id}`);
    const done = await status(order_id);
    assert.deepEqual(done.json(), {
      success: true,
      coins_left: before + 30,
      message: 'Recharge successful! 30 credits were added to your account.',
    });
    // Asking again, or paying again, adds nothing.
    await status(order_id);
    await test.app.inject({
      method: 'POST',
      url: `/v1/payment/dev-checkout/${payment_session_id}`,
      payload: { outcome: 'success' },
    });
    assert.equal(await coins(test, buyer), before + 30);
    const foreign = await test.app.inject({
      method: 'GET',
      url: `/v1/referrals/recharge-status?payment_id=${order_id}`,
      headers: { cookie: other.cookie },
    });
    assert.equal(foreign.statusCode, 404);
  });

  it('Fail leads to a failed recharge with no credits; {order_id} in the return address is filled in', async () => {
    const created = (
      await createOrder(order(274, { redirect_url: `${RETURN_PAGE}?payment_id={order_id}` }), buyer.cookie)
    ).json();
    const before = await coins(test, buyer);
    const failed = await test.app.inject({
      method: 'POST',
      url: `/v1/payment/dev-checkout/${created.payment_session_id}`,
      payload: { outcome: 'failure' },
    });
    assert.equal(failed.statusCode, 303);
    assert.equal(failed.headers.location, `${RETURN_PAGE}?payment_id=${created.order_id}`);
    assert.deepEqual((await status(created.order_id)).json(), {
      success: false,
      coins_left: before,
      message: 'Payment failed. No credits were added.',
    });
    const bad = await test.app.inject({
      method: 'POST',
      url: `/v1/payment/dev-checkout/${created.payment_session_id}`,
      payload: { outcome: 'maybe' },
    });
    assert.equal(bad.statusCode, 400);
    assert.equal(
      (await test.app.inject({ method: 'GET', url: '/v1/payment/dev-checkout/nope' })).statusCode,
      404,
    );
  });

  it('recharge-status: 401 anonymous, 403 for another user_id, 400 without payment_id', async () => {
    const anonymous = await test.app.inject({
      method: 'GET',
      url: '/v1/referrals/recharge-status?payment_id=x',
    });
    assert.equal(anonymous.statusCode, 401);
    const foreign = await test.app.inject({
      method: 'GET',
      url: `/v1/referrals/recharge-status?payment_id=x&user_id=${other.id}`,
      headers: { cookie: buyer.cookie },
    });
    assert.equal(foreign.statusCode, 403);
    const missing = await test.app.inject({
      method: 'GET',
      url: '/v1/referrals/recharge-status',
      headers: { cookie: buyer.cookie },
    });
    assert.deepEqual(missing.json(), { message: 'payment_id is required.' });
  });

  it('the webhook is off with the development provider', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/v1/payment/webhook',
      payload: { data: {} },
    });
    assert.equal(response.statusCode, 404);
  });
});

describe('payments with the Cashfree-style adapter', () => {
  const clientId = 'cf-test-id';
  const clientSecret = 'cf-test-secret';
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
    buyer = await signUp(test.app, 'cf-buyer@example.com');
  });
  after(async () => {
    await test.close();
    await cashfree.close();
  });

  const createOrder = async (amount: number) =>
    (
      await test.app.inject({
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
      })
    ).json();
  const status = (orderId: string) =>
    test.app.inject({
      method: 'GET',
      url: `/v1/referrals/recharge-status?payment_id=${orderId}`,
      headers: { cookie: buyer.cookie },
    });
  const deliver = (webhook: { body: string; headers: Record<string, string> }) =>
    test.app.inject({
      method: 'POST',
      url: '/v1/payment/webhook',
      payload: webhook.body,
      headers: webhook.headers,
    });

  it('creates the order at the provider and credits only when the provider says PAID', async () => {
    const created = await createOrder(140);
    assert.match(created.payment_session_id, /^session_/);
    assert.equal(created.checkout_url, undefined);
    assert.equal(cashfree.orders.get(created.order_id)?.amount, 140);
    assert.equal(
      cashfree.orders.get(created.order_id)?.returnUrl,
      `${RETURN_PAGE}?payment_id=${created.order_id}`,
    );
    const start = await coins(test, buyer);
    assert.equal((await status(created.order_id)).json().success, false);
    cashfree.orders.get(created.order_id)!.status = 'PAID';
    const paid = await status(created.order_id);
    assert.deepEqual(paid.json().coins_left, start + 50);
    assert.equal((await status(created.order_id)).json().coins_left, start + 50);
    // Once credited, the provider is not asked again.
    const fetches = cashfree.requests.fetch;
    await status(created.order_id);
    assert.equal(cashfree.requests.fetch, fetches);
  });

  it('a signed webhook credits once; a bad signature, a wrong amount or replays do not', async () => {
    const created = await createOrder(86);
    const start = await coins(test, buyer);
    const forged = signedWebhook('wrong-secret', created.order_id, 86);
    const refused = await deliver(forged);
    assert.equal(refused.statusCode, 401);
    assert.deepEqual(refused.json(), { message: 'The webhook signature is not valid.' });
    assert.equal((await deliver(signedWebhook(clientSecret, created.order_id, 1))).statusCode, 200);
    assert.equal(await coins(test, buyer), start);
    const genuine = signedWebhook(clientSecret, created.order_id, 86);
    assert.deepEqual((await deliver(genuine)).json(), { received: true });
    await deliver(genuine);
    assert.equal(await coins(test, buyer), start + 30);
    assert.equal((await status(created.order_id)).json().coins_left, start + 30);
    const tampered = { ...genuine, body: genuine.body.replace('"order_amount":86', '"order_amount":274') };
    assert.equal((await deliver(tampered)).statusCode, 401);
    assert.equal((await deliver(signedWebhook(clientSecret, 'order_unknown', 86))).statusCode, 404);
    const notJson = await test.app.inject({
      method: 'POST',
      url: '/v1/payment/webhook',
      payload: '{not json',
      headers: { 'content-type': 'application/json', 'x-webhook-timestamp': '1', 'x-webhook-signature': 'x' },
    });
    assert.equal(notJson.statusCode, 401);
  });

  it('webhook and return page racing for one payment credit it once', async () => {
    const created = await createOrder(274);
    const start = await coins(test, buyer);
    cashfree.orders.get(created.order_id)!.status = 'PAID';
    const webhook = signedWebhook(clientSecret, created.order_id, 274);
    await Promise.all([
      ...Array.from({ length: 10 }, () => status(created.order_id)),
      ...Array.from({ length: 10 }, () => deliver(webhook)),
    ]);
    assert.equal(await coins(test, buyer), start + 100);
    assert.equal(await countRows(test.app, 'credit_ledger'), 1 + 3);
  });

  it('a provider outage is a readable 502, not a crash', async () => {
    const broken = await createTestApp({
      PAYMENT_PROVIDER: 'cashfree',
      CASHFREE_API_URL: 'http://127.0.0.1:9/pg',
      CASHFREE_CLIENT_ID: clientId,
      CASHFREE_CLIENT_SECRET: clientSecret,
    });
    try {
      const someone = await signUp(broken.app, 'outage@example.com');
      const response = await broken.app.inject({
        method: 'POST',
        url: '/v1/payment/create-order',
        payload: { amount: 86, redirect_url: RETURN_PAGE },
        headers: { cookie: someone.cookie },
      });
      assert.equal(response.statusCode, 502);
      assert.deepEqual(response.json(), {
        message: 'Payment session could not be created. Please try after some time.',
      });
    } finally {
      await broken.close();
    }
  });
});
