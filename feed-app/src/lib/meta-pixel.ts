import { loadScript } from './load-script';
import { metaPixelId } from './public-config';

// The browser half of the ad events; the API sends the same events server-side with the same
// event id, so the ad platform counts each one once. Nothing loads unless a pixel id is configured.

const PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

type Fbq = ((...args: unknown[]) => void) & {
  queue?: unknown[][];
  callMethod?: (...args: unknown[]) => void;
  loaded?: boolean;
  version?: string;
};

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

let initialised = false;

function pixel(): Fbq | undefined {
  const id = metaPixelId();
  if (!id) return undefined;
  if (!initialised) {
    initialised = true;
    if (!window.fbq) {
      // The vendor's queueing stub: calls made before the script arrives are replayed by it.
      const queue: unknown[][] = [];
      const stub: Fbq = (...args: unknown[]) => {
        if (stub.callMethod) stub.callMethod(...args);
        else queue.push(args);
      };
      stub.queue = queue;
      stub.loaded = true;
      stub.version = '2.0';
      window.fbq = stub;
      window._fbq = stub;
    }
    window.fbq('init', id);
    loadScript(PIXEL_SCRIPT).catch((error: unknown) => console.warn('The ad pixel did not load', error));
  }
  return window.fbq;
}

export function isPixelEnabled(): boolean {
  return metaPixelId().length > 0;
}

/** docs/PRODUCT.md#sign-in: a registration-complete event after the account exists. */
export function trackRegistration(eventId: string): void {
  pixel()?.('track', 'CompleteRegistration', {}, { eventID: eventId });
}

/** docs/PRODUCT.md#payment: a purchase event after a successful recharge. */
export function trackPurchase(eventId: string, amountInRupees?: number): void {
  pixel()?.(
    'track',
    'Purchase',
    amountInRupees === undefined ? { currency: 'INR' } : { currency: 'INR', value: amountInRupees },
    { eventID: eventId },
  );
}
