import { z } from 'zod';
import { parseUploadThingToken } from './uploads/token';
import { pooledDatabaseUrl } from './db/urls';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1' || v === 'yes'));

/**
 * SEED: `true` seeds what fits the place (the demo shop locally and on previews, only the owner's
 * admin account on a production deployment), `demo` asks for the demo shop (refused in
 * production), `false` seeds nothing. The flag spellings (1, yes, 0, no) still read as true/false.
 */
export type SeedMode = boolean | 'demo';
const seedMode = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'demo', ''], { message: 'SEED must be true, demo or false' })
  .optional()
  .transform((v): SeedMode => (v === 'demo' ? 'demo' : v === undefined || v === '' ? true : v === 'true' || v === '1' || v === 'yes'));

/** The sender emails use unless EMAIL_FROM names one on the shop's own verified domain. */
export const DEFAULT_EMAIL_FROM = 'Maison Aurelle <care@maisonaurelle.in>';

/** SEED read on its own (scripts/db-migrate.ts reads it without the other settings); throws EnvError when unreadable. */
export function parseSeedMode(value: string | undefined, fallback: SeedMode): SeedMode {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = seedMode.safeParse(value.trim());
  if (!parsed.success) throw new EnvError([`SEED: ${parsed.error.issues[0]?.message ?? 'SEED must be true, demo or false'}`]);
  return parsed.data;
}

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    // The protocol check matters: a URL without its scheme ('localhost:5432/store') is still a valid URL.
    DATABASE_URL: optionalText.pipe(
      z.string().url({ protocol: /^postgres(ql)?$/, message: 'DATABASE_URL must be a postgres:// URL' }).optional(),
    ),
    DATA_DIR: z.string().default('.data'),
    SEED: seedMode,
    /**
     * A self-hosted staging or test cluster (NODE_ENV=production on PostgreSQL) that is not the real
     * shop: the demo seed and the local gateway are allowed (lib/deployment.ts). Ignored on Vercel.
     */
    STAGING: flag(false),
    SEED_ADMIN_EMAIL: z.string().email().default('admin@maisonaurelle.test'),
    SEED_ADMIN_PASSWORD: z.string().min(8).default('Admin@12345'),
    SEED_CUSTOMER_EMAIL: z.string().email().default('customer@maisonaurelle.test'),
    SEED_CUSTOMER_PASSWORD: z.string().min(8).default('Customer@12345'),
    SITE_URL: z.string().url().default('http://localhost:3000'),
    /** Migrate (and seed) at server start on PostgreSQL too; never honoured on Vercel, where the deploy migrates. */
    MIGRATE_ON_START: flag(false),
    AUTH_SECRET: optionalText,
    AUTH_GOOGLE_ID: optionalText,
    AUTH_GOOGLE_SECRET: optionalText,
    AUTH_GOOGLE_ISSUER: optionalText,
    RESEND_API_KEY: optionalText,
    /** Resend's API origin; tests point it at a local stand-in that speaks the same protocol. */
    RESEND_BASE_URL: z.string().url().default('https://api.resend.com'),
    EMAIL_FROM: z.string().default(DEFAULT_EMAIL_FROM),
    /** Where a shopper's reply to any store email goes: the customer care inbox. */
    EMAIL_REPLY_TO: z.string().email('EMAIL_REPLY_TO must be an email address').default('care@maisonaurelle.in'),
    /** Resend's webhook signing secret (whsec_…), for bounces and complaints; without it the webhook answers 503. */
    RESEND_WEBHOOK_SECRET: optionalText,
    /** Resend allows 2 requests a second per team by default; one instance paces its sends to this. */
    EMAIL_SENDS_PER_SECOND: z.coerce.number().positive().max(100).default(2),
    /** UploadThing: with a token, photos go from the browser straight to UploadThing (lib/uploads). */
    UPLOADTHING_TOKEN: optionalText.refine((v) => v === undefined || parseUploadThingToken(v) !== null, {
      message: 'UPLOADTHING_TOKEN must be the token from the UploadThing dashboard (base64 JSON with apiKey, appId and regions)',
    }),
    CASHFREE_CLIENT_ID: optionalText,
    CASHFREE_CLIENT_SECRET: optionalText,
    CASHFREE_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
    CASHFREE_API_VERSION: z.string().default('2025-01-01'),
    /** Choose the built-in stand-in for Cashfree explicitly (required to use it when NODE_ENV=production). */
    LOCAL_GATEWAY: flag(false),
    /** Overrides Cashfree's base URL (tests point the real adapter at a stand-in). */
    CASHFREE_BASE_URL: optionalText.pipe(z.string().url().optional()),
    /** GST rate on perfume, percent; prices include it. */
    GST_RATE_PERCENT: z.coerce.number().min(0).max(40).default(18),
    CRON_SECRET: optionalText,
    /**
     * Self-hosted: how many proxies of ours stand in front of `next start`, each appending the
     * address it saw to X-Forwarded-For (haproxy's `option forwardfor`, nginx's
     * `$proxy_add_x_forwarded_for`). 0: none, the socket's address is the client's. Ignored on Vercel.
     */
    TRUSTED_PROXY_HOPS: z.coerce
      .number({ message: 'TRUSTED_PROXY_HOPS must be a whole number' })
      .int('TRUSTED_PROXY_HOPS must be a whole number')
      .min(0)
      .max(10)
      .default(0),
  })
  .transform((e) => ({
    ...e,
    /** True when the real settings were left out and a local stand-in is used instead. */
    usesEmbeddedDatabase: !e.DATABASE_URL,
    seedPasswordsAreDefaults:
      e.SEED_ADMIN_PASSWORD === 'Admin@12345' || e.SEED_CUSTOMER_PASSWORD === 'Customer@12345',
  }));

export type Env = z.output<typeof envSchema>;

export class EnvError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid settings:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/**
 * The public origin when SITE_URL is not set: on Vercel the production domain for production
 * deployments and the deployment's own URL for previews, so links in emails and the gateway's
 * return and webhook URLs never point at localhost. Elsewhere, the port this server listens on
 * (`next start` sets PORT), so `PORT=3100 npm start` sends the shopper to its own payment page
 * and emails links to itself; a server others reach must set SITE_URL.
 */
export function defaultSiteUrl(source: Record<string, string | undefined>): string | undefined {
  const host =
    source.VERCEL_ENV === 'production'
      ? source.VERCEL_PROJECT_PRODUCTION_URL?.trim() || source.VERCEL_URL?.trim()
      : source.VERCEL_URL?.trim() || source.VERCEL_PROJECT_PRODUCTION_URL?.trim();
  if (host) return `https://${host.replace(/^https?:\/\//, '').replace(/\/+$/, '')}`;
  const port = source.PORT?.trim();
  return port && /^\d{1,5}$/.test(port) && port !== '0' ? `http://localhost:${port}` : undefined;
}

/** Parses settings from any source; throws EnvError naming every bad setting. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse({
    ...source,
    DATABASE_URL: pooledDatabaseUrl(source),
    SITE_URL: source.SITE_URL?.trim() || defaultSiteUrl(source),
  });
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  return result.data;
}

let cached: Env | undefined;

/** The process's settings, validated once on first use (never at import, so `next build` can import freely). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** For tests that change process.env. */
export function resetEnvCache(): void {
  cached = undefined;
}
