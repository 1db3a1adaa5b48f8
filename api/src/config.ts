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
  MAIL_FROM: z.string().default('Referrals <no-reply@localhost>'),
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
  OTP_SENDS_PER_EMAIL: positiveInteger(5),
  OTP_SENDS_PER_IP: positiveInteger(30),
  QUEUE_WORKER: z.enum(['in-process', 'off']).default('in-process'),
  ALLOW_DEV_SERVICES_IN_PRODUCTION: flag,
});

export type Environment = Record<string, string | undefined>;

export type AppConfig = Omit<z.output<typeof environmentSchema>, 'AUTH_SECRET' | 'PUBLIC_API_URL'> & {
  AUTH_SECRET: string;
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
  if (isProduction && !values.AUTH_SECRET) {
    throw new ConfigError('AUTH_SECRET must be set in production (it keys the one-time-code hashes).');
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
    PUBLIC_API_URL: (values.PUBLIC_API_URL ?? `http://localhost:${values.API_PORT}/v1`).replace(/\/$/, ''),
    isProduction,
  };
}
