import { unsafeUniformIntDistribution, xoroshiro128plus, type RandomGenerator } from 'pure-rand';

/** Packs as the API sells them (price in rupees → credits); see features/payments. */
const PACKS = [
  { amount: 86, credits: 30, weight: 6 },
  { amount: 140, credits: 50, weight: 3 },
  { amount: 274, credits: 100, weight: 1 },
] as const;

/** Where sign-ups came from: campus ambassadors, social posts, or no code at all. */
const REFERRAL_CODES = [
  '',
  '',
  '',
  'CAMPUS-IITD',
  'CAMPUS-NITT',
  'LINKEDIN-POST',
  'YOUTUBE-DSA',
  'TELEGRAM-JOBS',
];

const FIRST_NAMES = [
  'aarav',
  'ananya',
  'rohan',
  'isha',
  'kabir',
  'meera',
  'arjun',
  'diya',
  'vikram',
  'sneha',
  'rahul',
  'priya',
];
const LAST_NAMES = ['sharma', 'iyer', 'reddy', 'gupta', 'nair', 'patel', 'singh', 'menon', 'das', 'kulkarni'];

export interface SeedSignUp {
  email: string;
  referral_code: string;
  created_at: Date;
  /** A pack this job seeker bought some hours after signing up, if any. */
  purchase: { order_id: string; amount: number; credits: number; paid_at: Date } | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function pick<T>(rng: RandomGenerator, items: readonly T[]): T {
  return items[unsafeUniformIntDistribution(0, items.length - 1, rng)] as T;
}

function pickPack(rng: RandomGenerator) {
  const total = PACKS.reduce((sum, pack) => sum + pack.weight, 0);
  let roll = unsafeUniformIntDistribution(1, total, rng);
  for (const pack of PACKS) {
    roll -= pack.weight;
    if (roll <= 0) return pack;
  }
  return PACKS[0];
}

/**
 * Job seekers who signed up over the last `days` days, about one in six buying a pack, so the
 * statistics screen has something true to draw on a fresh install. Deterministic for a seed.
 */
export function generateSignUps(
  count: number,
  options: { now?: Date; seed?: number; days?: number } = {},
): SeedSignUp[] {
  const rng = xoroshiro128plus(options.seed ?? 2026);
  const nowMs = (options.now ?? new Date()).getTime();
  const spanMs = (options.days ?? 60) * DAY_MS;
  const signUps: SeedSignUp[] = [];
  for (let index = 0; index < count; index += 1) {
    const name = `${pick(rng, FIRST_NAMES)}.${pick(rng, LAST_NAMES)}`;
    // Later days get more sign-ups: the product is growing.
    const ageMs = Math.floor(
      spanMs * (1 - Math.sqrt(unsafeUniformIntDistribution(0, 1_000_000, rng) / 1_000_000)),
    );
    const createdAt = new Date(nowMs - ageMs);
    const buys = unsafeUniformIntDistribution(1, 6, rng) === 1;
    const pack = pickPack(rng);
    const paidAt = new Date(
      Math.min(nowMs, createdAt.getTime() + unsafeUniformIntDistribution(1, 72, rng) * 3_600_000),
    );
    signUps.push({
      email: `${name}.${index + 1}@example.com`,
      referral_code: pick(rng, REFERRAL_CODES),
      created_at: createdAt,
      purchase: buys
        ? { order_id: `seed-order-${index + 1}`, amount: pack.amount, credits: pack.credits, paid_at: paidAt }
        : null,
    });
  }
  return signUps;
}
