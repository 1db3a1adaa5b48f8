import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const apiFolder = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const LOCAL_APP_ORIGINS = [3000, 3001, 3002, 3003, 3100, 3101, 3102, 3103].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

const commaList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    );

const lowercaseCommaList = (fallback: string) =>
  commaList(fallback).transform((items) => items.map((item) => item.toLowerCase()));

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() ? value.trim() : undefined));

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

const positiveInteger = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_HOST: z.string().default('localhost'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  PUBLIC_API_URL: optionalText,
  // Where people open the product: links in e-mails (job alerts) point here.
  PUBLIC_APP_URL: z
    .url()
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/$/, '')),
  DATABASE_URL: optionalText,
  PGLITE_DATA_DIR: z.string().default(resolve(apiFolder, '.data/pglite')),
  ADMIN_EMAILS: lowercaseCommaList('admin@example.com'),
  STATS_EMAILS: lowercaseCommaList('admin@example.com,stats@example.com'),
  SIGNUP_CREDITS: z.coerce.number().int().min(0).default(5),
  FREE_EVALUATIONS_PER_DAY: z.coerce.number().int().min(0).default(20),
  // Runs on the samples do not count against the daily evaluations; this caps them per learner instead.
  RUNS_PER_MINUTE: positiveInteger(60),
  AUTH_SECRET: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('ReferralHub <no-reply@localhost>'),
  PAYMENT_PROVIDER: z.enum(['dev', 'cashfree']).default('dev'),
  CASHFREE_API_URL: z.url().default('https://sandbox.cashfree.com/pg'),
  CASHFREE_API_VERSION: z.string().default('2023-08-01'),
  CASHFREE_CLIENT_ID: optionalText,
  CASHFREE_CLIENT_SECRET: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  LINKEDIN_CLIENT_ID: optionalText,
  LINKEDIN_CLIENT_SECRET: optionalText,
  LINKEDIN_AUTH_URL: z.url().default('https://www.linkedin.com/oauth/v2/authorization'),
  LINKEDIN_TOKEN_URL: z.url().default('https://www.linkedin.com/oauth/v2/accessToken'),
  LINKEDIN_SCOPE: z.string().default('openid profile email w_member_social'),
  AD_EVENTS_URL: optionalText,
  AD_EVENTS_ACCESS_TOKEN: optionalText,
  CORS_ORIGINS: commaList(LOCAL_APP_ORIGINS.join(',')),
  RATE_LIMIT_MAX: positiveInteger(600),
  // With Redis: how often each process sends its global-limit counts and reads the totals back (0: a
  // round trip per request). The overshoot past RATE_LIMIT_MAX grows with it (api/README.md).
  RATE_LIMIT_SYNC_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(5000, { error: 'RATE_LIMIT_SYNC_MS may be at most 5000 (the global window is one minute).' })
    .default(50),
  // The longest a request waits on Redis (a limit's count, a cache read) before it is decided in the process.
  REDIS_WAIT_MS: z.coerce.number().int().min(1).max(1000).default(50),
  OTP_SENDS_PER_EMAIL: positiveInteger(5),
  OTP_SENDS_PER_IP: positiveInteger(30),
  // Security (issue 14): wrong one-time codes per address across its codes, per sliding window.
  OTP_WRONG_GUESSES_PER_EMAIL: positiveInteger(10),
  OTP_GUESS_WINDOW_SECONDS: positiveInteger(3600),
  QUEUE_WORKER: z.enum(['in-process', 'off']).default('in-process'),
  REDIS_URL: optionalText,
  REDIS_KEY_PREFIX: z.string().default('referrals:'),
  TRUST_PROXY: optionalText,
  DB_POOL_MAX: positiveInteger(10),
  QUEUE_POOL_MAX: positiveInteger(4),
  RESPONSE_CACHE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(15, { error: 'RESPONSE_CACHE_SECONDS may be at most 15 (the spec caches a job opening for 15 s).' })
    .default(15),
  ALLOW_DEV_SERVICES_IN_PRODUCTION: flag,
  // Graceful shutdown (docs/OPERATIONS.md): after SIGTERM readiness answers 503 and new connections
  // are still served for the drain period, so a balancer notices; the process exits by the timeout.
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(5000),
  SHUTDOWN_TIMEOUT_MS: positiveInteger(20_000),
  // A worker's own probes and metrics (it serves no other HTTP). 0, the default, picks a free port and
  // logs it, so several workers share a host; a supervisor sets a fixed one per worker.
  WORKER_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  // Per-request HTTP figures on /metrics (docs/OPERATIONS.md); off only to measure what they cost.
  HTTP_METRICS: z.enum(['on', 'off']).default('on'),
});

/** 32 characters of hex or base64 carry at least 128 bits: enough that the code hashes cannot be keyed by guessing. */
export const MIN_AUTH_SECRET_LENGTH = 32;

export type Environment = Record<string, string | undefined>;

export type AppConfig = Omit<
  z.output<typeof environmentSchema>,
  'AUTH_SECRET' | 'PUBLIC_API_URL' | 'TRUST_PROXY'
> & {
  AUTH_SECRET: string;
  /** Fastify's trustProxy: false (the socket's address is the client), true, a hop count or addresses/CIDRs. */
  TRUST_PROXY: boolean | number | string[];
  PUBLIC_API_URL: string;
  isProduction: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(environment: Environment = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  const isProduction = values.NODE_ENV === 'production';
  if (isProduction && (values.AUTH_SECRET?.length ?? 0) < MIN_AUTH_SECRET_LENGTH) {
    throw new ConfigError(
      `AUTH_SECRET must be set in production to at least ${MIN_AUTH_SECRET_LENGTH} characters, the same on every replica (it keys the one-time-code hashes).`,
    );
  }
  if (isProduction && !values.ALLOW_DEV_SERVICES_IN_PRODUCTION) {
    if (!values.SMTP_URL) {
      throw new ConfigError('Production needs SMTP_URL (or ALLOW_DEV_SERVICES_IN_PRODUCTION=true).');
    }
    if (values.PAYMENT_PROVIDER === 'dev') {
      throw new ConfigError(
        'Production needs PAYMENT_PROVIDER=cashfree (or ALLOW_DEV_SERVICES_IN_PRODUCTION=true).',
      );
    }
  }
  if (
    values.PAYMENT_PROVIDER === 'cashfree' &&
    (!values.CASHFREE_CLIENT_ID || !values.CASHFREE_CLIENT_SECRET)
  ) {
    throw new ConfigError('PAYMENT_PROVIDER=cashfree needs CASHFREE_CLIENT_ID and CASHFREE_CLIENT_SECRET.');
  }
  return {
    ...values,
    // Outside production a per-process secret is enough: codes only live for ten minutes.
    AUTH_SECRET: values.AUTH_SECRET ?? randomBytes(32).toString('hex'),
    TRUST_PROXY: parseTrustProxy(values.TRUST_PROXY),
    PUBLIC_API_URL: (values.PUBLIC_API_URL ?? `http://localhost:${values.API_PORT}/v1`).replace(/\/$/, ''),
    isProduction,
  };
}

/**
 * `true` trusts every proxy (only behind a balancer nobody can bypass), a number trusts that many hops,
 * anything else is a comma list of proxy addresses or CIDR ranges.
 */
function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
