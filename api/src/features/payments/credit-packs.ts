/** The server decides what an amount buys; the client only chooses a pack by its price. */
export const CREDIT_PACKS = [
  { name: '30 Referrals', price: 86, originalPrice: 150, discount: '43%', credits: 30 },
  { name: '50 Referrals', price: 140, originalPrice: 250, discount: '44%', credits: 50 },
  { name: '100 Referrals', price: 274, originalPrice: 500, discount: '45%', credits: 100 },
] as const;

export function creditsForAmount(amount: number): number | undefined {
  return CREDIT_PACKS.find((pack) => pack.price === amount)?.credits;
}
