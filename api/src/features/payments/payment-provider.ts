export type ProviderOrderRequest = {
  orderId: string;
  amount: number;
  customer: { id: string; email: string };
  returnUrl: string;
};

export type ProviderOrder = { providerOrderId: string; paymentSessionId: string };

export type ProviderPaymentState = 'paid' | 'failed' | 'pending';

export type WebhookOutcome = { orderId: string; state: ProviderPaymentState; amount: number };

export interface PaymentProvider {
  readonly name: 'dev' | 'cashfree';
  createOrder(request: ProviderOrderRequest): Promise<ProviderOrder>;
  /** Asks the provider (never the browser) whether the order was paid, and for how much. */
  fetchPaymentState(order: { id: string; providerOrderId: string | null; status: string }): Promise<{
    state: ProviderPaymentState;
    amount: number | undefined;
  }>;
  /**
   * Returns the event when the signature is right, undefined otherwise; throws StaleWebhookError
   * when it is signed but its timestamp is outside ±5 minutes of `now` (a replay).
   */
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
    now?: number,
  ): WebhookOutcome | undefined;
}

export class PaymentProviderError extends Error {}

export class StaleWebhookError extends Error {}
