import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cashfreeSignature } from '../../src/features/payments/cashfree-signature';

export type FakeCashfree = {
  url: string;
  orders: Map<string, { amount: number; status: 'ACTIVE' | 'PAID' | 'EXPIRED'; returnUrl: string }>;
  requests: { create: number; fetch: number };
  close: () => Promise<void>;
};

/** A local stand-in for Cashfree's orders API that checks the credentials it is called with. */
export async function startFakeCashfree(clientId: string, clientSecret: string): Promise<FakeCashfree> {
  const orders: FakeCashfree['orders'] = new Map();
  const requests = { create: 0, fetch: 0 };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (
        request.headers['x-client-id'] !== clientId ||
        request.headers['x-client-secret'] !== clientSecret
      ) {
        return send(401, {
          message: 'authentication failed',
          code: 'request_failed',
          type: 'authentication_error',
        });
      }
      if (request.method === 'POST' && request.url === '/pg/orders') {
        requests.create += 1;
        const order = JSON.parse(body) as {
          order_id: string;
          order_amount: number;
          order_meta: { return_url: string };
        };
        orders.set(order.order_id, {
          amount: order.order_amount,
          status: 'ACTIVE',
          returnUrl: order.order_meta.return_url,
        });
        return send(200, {
          cf_order_id: 2149460581,
          order_id: order.order_id,
          order_status: 'ACTIVE',
          payment_session_id: `session_${randomUUID()}`,
        });
      }
      const match = request.url?.match(/^\/pg\/orders\/([^/]+)$/);
      if (request.method === 'GET' && match) {
        requests.fetch += 1;
        const order = orders.get(decodeURIComponent(match[1]!));
        if (!order) return send(404, { message: 'order not found' });
        return send(200, { order_id: match[1], order_amount: order.amount, order_status: order.status });
      }
      send(404, { message: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/pg`,
    orders,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A webhook delivery as Cashfree signs it. */
export function signedWebhook(
  clientSecret: string,
  orderId: string,
  amount: number,
  paymentStatus = 'SUCCESS',
  timestamp = String(Date.now()),
) {
  const body = JSON.stringify({
    type: paymentStatus === 'SUCCESS' ? 'PAYMENT_SUCCESS_WEBHOOK' : 'PAYMENT_FAILED_WEBHOOK',
    event_time: new Date().toISOString(),
    data: {
      order: { order_id: orderId, order_amount: amount, order_currency: 'INR' },
      payment: { cf_payment_id: 12345, payment_status: paymentStatus, payment_amount: amount },
    },
  });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-webhook-timestamp': timestamp,
      'x-webhook-signature': cashfreeSignature(clientSecret, timestamp, body),
    },
  };
}
