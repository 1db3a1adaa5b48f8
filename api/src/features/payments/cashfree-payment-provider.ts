import { z } from 'zod';
import { isFreshWebhookTimestamp, isValidCashfreeSignature } from './cashfree-signature';
import {
  PaymentProviderError,
  StaleWebhookError,
  type PaymentProvider,
  type ProviderPaymentState,
} from './payment-provider';

export type CashfreeSettings = {
  apiUrl: string;
  apiVersion: string;
  clientId: string;
  clientSecret: string;
  notifyUrl: string;
  timeoutMs?: number;
};

const createdOrderSchema = z.object({
  cf_order_id: z.union([z.string(), z.number()]).transform(String),
  payment_session_id: z.string().min(1),
});
const orderSchema = z.object({ order_status: z.string(), order_amount: z.coerce.number() });
const webhookSchema = z.object({
  data: z.object({
    order: z.object({ order_id: z.string(), order_amount: z.coerce.number() }),
    payment: z.object({ payment_status: z.string() }),
  }),
});

/** Cashfree-style orders API (PG v2023-08-01): create order, get order, signed webhooks. */
export function createCashfreePaymentProvider(settings: CashfreeSettings): PaymentProvider {
  const baseUrl = settings.apiUrl.replace(/\/$/, '');
  const headers = {
    'content-type': 'application/json',
    'x-client-id': settings.clientId,
    'x-client-secret': settings.clientSecret,
    'x-api-version': settings.apiVersion,
  };

  async function call(path: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        ...init,
        headers,
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new PaymentProviderError(
        `The payment provider could not be reached: ${(error as Error).message}`,
      );
    }
    if (!response.ok) {
      throw new PaymentProviderError(`The payment provider answered ${response.status}.`);
    }
    return response.json();
  }

  return {
    name: 'cashfree',
    async createOrder(request) {
      const body = {
        order_id: request.orderId,
        order_amount: request.amount,
        order_currency: 'INR',
        customer_details: {
          customer_id: request.customer.id,
          customer_email: request.customer.email,
          customer_phone: '9999999999',
        },
        order_meta: { return_url: request.returnUrl, notify_url: settings.notifyUrl },
      };
      const parsed = createdOrderSchema.safeParse(
        await call('/orders', { method: 'POST', body: JSON.stringify(body) }),
      );
      if (!parsed.success) throw new PaymentProviderError('The payment provider sent an unexpected order.');
      return { providerOrderId: parsed.data.cf_order_id, paymentSessionId: parsed.data.payment_session_id };
    },

    async fetchPaymentState(order) {
      const parsed = orderSchema.safeParse(
        await call(`/orders/${encodeURIComponent(order.id)}`, { method: 'GET' }),
      );
      if (!parsed.success) throw new PaymentProviderError('The payment provider sent an unexpected order.');
      return { state: orderState(parsed.data.order_status), amount: parsed.data.order_amount };
    },

    verifyWebhook(rawBody, requestHeaders, now = Date.now()) {
      const header = (name: string) => {
        const value = requestHeaders[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const valid = isValidCashfreeSignature(
        settings.clientSecret,
        header('x-webhook-timestamp'),
        header('x-webhook-signature'),
        rawBody,
      );
      if (!valid) return undefined;
      if (!isFreshWebhookTimestamp(header('x-webhook-timestamp'), now)) {
        throw new StaleWebhookError('The webhook timestamp is more than 5 minutes away from now.');
      }
      let payload: unknown;
      try {
        payload = JSON.parse(rawBody);
      } catch {
        return undefined;
      }
      const parsed = webhookSchema.safeParse(payload);
      if (!parsed.success) return undefined;
      const status = parsed.data.data.payment.payment_status;
      return {
        orderId: parsed.data.data.order.order_id,
        amount: parsed.data.data.order.order_amount,
        state:
          status === 'SUCCESS'
            ? 'paid'
            : status === 'FAILED' || status === 'USER_DROPPED'
              ? 'failed'
              : 'pending',
      };
    },
  };
}

function orderState(status: string): ProviderPaymentState {
  if (status === 'PAID') return 'paid';
  if (status === 'EXPIRED' || status === 'TERMINATED') return 'failed';
  return 'pending';
}
