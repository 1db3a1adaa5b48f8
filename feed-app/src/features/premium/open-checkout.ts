import { loadScript } from '../../lib/load-script';
import { cashfreeMode } from '../../lib/public-config';
import type { CreateOrderResponse } from './api/create-order';

const CASHFREE_SDK = 'https://sdk.cashfree.com/js/v3/cashfree.js';

type CashfreeFactory = (options: { mode: 'production' | 'sandbox' }) => {
  checkout: (options: { paymentSessionId: string; redirectTarget: '_self' }) => Promise<unknown>;
};

declare global {
  interface Window {
    Cashfree?: CashfreeFactory;
  }
}

/**
 * Sends the browser to the checkout for an order: the development checkout page the API names, or
 * the card provider's hosted checkout (its script is loaded only then) for a real order.
 */
export async function openCheckout(order: CreateOrderResponse): Promise<void> {
  if (order.checkout_url) {
    window.location.assign(order.checkout_url);
    return;
  }
  await loadScript(CASHFREE_SDK);
  if (!window.Cashfree) throw new Error('The payment provider script did not start');
  await window.Cashfree({ mode: cashfreeMode() }).checkout({
    paymentSessionId: order.payment_session_id,
    redirectTarget: '_self',
  });
}
