/** Return addresses are limited to the product's own origins, so checkout cannot bounce a user elsewhere. */
export function isAllowedRedirect(value: string, allowedOrigins: string[]): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && allowedOrigins.includes(url.origin);
  } catch {
    return false;
  }
}

/** `{order_id}` in the return address is replaced by the order id; without it, payment_id is appended. */
export function returnAddress(redirectUrl: string, orderId: string): string {
  if (redirectUrl.includes('{order_id}'))
    return redirectUrl.replaceAll('{order_id}', encodeURIComponent(orderId));
  const url = new URL(redirectUrl);
  url.searchParams.set('payment_id', orderId);
  return url.toString();
}
