export const MIN_READ_TIME_MINUTES = 3;
export const MAX_READ_TIME_MINUTES = 8;

/** A read time picked at random from 3 to 8 whole minutes (docs/PRODUCT.md#blogs), once per article view. */
export function randomReadTimeMinutes(random: () => number = Math.random): number {
  const span = MAX_READ_TIME_MINUTES - MIN_READ_TIME_MINUTES + 1;
  const picked = MIN_READ_TIME_MINUTES + Math.floor(random() * span);
  return Math.min(MAX_READ_TIME_MINUTES, Math.max(MIN_READ_TIME_MINUTES, picked));
}
