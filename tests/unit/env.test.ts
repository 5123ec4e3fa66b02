import { afterEach, describe, expect, it, vi } from 'vitest';
import { env, EnvError, parseEnv, resetEnvCache } from '@/lib/env';

function envError(source: Record<string, string | undefined>): EnvError {
  try {
    parseEnv(source);
  } catch (e) {
    if (e instanceof EnvError) return e;
    throw e;
  }
  throw new Error('expected parseEnv to throw');
}

describe('parseEnv', () => {
  it('gives working defaults for an empty environment', () => {
    const e = parseEnv({});
    expect(e).toMatchObject({
      NODE_ENV: 'development',
      usesEmbeddedDatabase: true,
      DATA_DIR: '.data',
      SEED: true,
      SEED_ADMIN_EMAIL: 'admin@maisonaurelle.test',
      SEED_ADMIN_PASSWORD: 'Admin@12345',
      SEED_CUSTOMER_EMAIL: 'customer@maisonaurelle.test',
      SEED_CUSTOMER_PASSWORD: 'Customer@12345',
      SITE_URL: 'http://localhost:3000',
      CASHFREE_ENV: 'sandbox',
      LOCAL_GATEWAY: false,
      seedPasswordsAreDefaults: true,
    });
    // Prepaid only by design: there is no cash-on-delivery setting to switch on.
    expect(e).not.toHaveProperty('COD_ENABLED');
    // The seller's GSTIN is a store detail the owner edits (lib/store-details), not a deployment setting.
    expect(e).not.toHaveProperty('SELLER_GSTIN');
    expect(e.DATABASE_URL).toBeUndefined();
    expect(e.AUTH_SECRET).toBeUndefined();
  });

  it.each(['', '   '])('treats DATABASE_URL=%j as unset and uses the embedded database', (value) => {
    const e = parseEnv({ DATABASE_URL: value });
    expect(e.DATABASE_URL).toBeUndefined();
    expect(e.usesEmbeddedDatabase).toBe(true);
  });

  it('uses PostgreSQL when DATABASE_URL is a URL, trimmed', () => {
    const e = parseEnv({ DATABASE_URL: '  postgres://store:secret@db.internal:5432/store  ' });
    expect(e.DATABASE_URL).toBe('postgres://store:secret@db.internal:5432/store');
    expect(e.usesEmbeddedDatabase).toBe(false);
  });

  it('accepts the postgresql:// spelling too', () => {
    expect(parseEnv({ DATABASE_URL: 'postgresql://u:p@h/db' }).usesEmbeddedDatabase).toBe(false);
  });

  it.each(['not a url', 'localhost:5432/store', 'mysql://db.internal/store', 'https://db.internal/store'])(
    'names DATABASE_URL when it is %j',
    (value) => {
      const err = envError({ DATABASE_URL: value });
      expect(err).toBeInstanceOf(Error);
      expect(err.name).toBe('EnvError');
      expect(err.issues).toEqual(['DATABASE_URL: DATABASE_URL must be a postgres:// URL']);
      expect(err.message).toContain('DATABASE_URL');
    },
  );

  it('no longer reads SELLER_GSTIN, so an old value neither fails the start nor reaches an invoice', () => {
    expect(parseEnv({ SELLER_GSTIN: 'not a gstin' })).not.toHaveProperty('SELLER_GSTIN');
  });

  it('names every bad setting at once', () => {
    const err = envError({ NODE_ENV: 'staging', SITE_URL: 'not a url', SEED: 'maybe' });
    const named = err.issues.map((i) => i.split(':')[0]);
    expect(named).toEqual(expect.arrayContaining(['NODE_ENV', 'SITE_URL', 'SEED']));
    expect(err.message).toMatch(/^Invalid settings:\n {2}- /);
  });

  it.each([
    ['true', true],
    ['1', true],
    ['yes', true],
    ['false', false],
    ['0', false],
    ['no', false],
  ])('reads the flag value %j as %s', (value, expected) => {
    expect(parseEnv({ SEED: value, LOCAL_GATEWAY: value })).toMatchObject({
      SEED: expected,
      LOCAL_GATEWAY: expected,
    });
  });

  it('falls back to each flag default for an empty value', () => {
    expect(parseEnv({ SEED: '', LOCAL_GATEWAY: '' })).toMatchObject({ SEED: true, LOCAL_GATEWAY: false });
  });

  it('refuses a flag it cannot read, naming it', () => {
    expect(envError({ LOCAL_GATEWAY: 'TRUE!' }).issues[0]).toMatch(/^LOCAL_GATEWAY: /);
  });

  it('trims optional secrets and treats blank ones as unset', () => {
    const e = parseEnv({ AUTH_SECRET: '  abc  ', RESEND_API_KEY: '   ' });
    expect(e.AUTH_SECRET).toBe('abc');
    expect(e.RESEND_API_KEY).toBeUndefined();
  });

  it('refuses a seed password shorter than 8 characters', () => {
    expect(envError({ SEED_ADMIN_PASSWORD: 'short' }).issues[0]).toMatch(/^SEED_ADMIN_PASSWORD: /);
  });

  describe('seedPasswordsAreDefaults', () => {
    it('is false only when both seed passwords are changed', () => {
      expect(parseEnv({ SEED_ADMIN_PASSWORD: 'An0ther-Secret', SEED_CUSTOMER_PASSWORD: 'Yet-an0ther' }).seedPasswordsAreDefaults).toBe(
        false,
      );
    });

    it('is true while either one is still the default', () => {
      expect(parseEnv({ SEED_ADMIN_PASSWORD: 'An0ther-Secret' }).seedPasswordsAreDefaults).toBe(true);
      expect(parseEnv({ SEED_CUSTOMER_PASSWORD: 'Yet-an0ther' }).seedPasswordsAreDefaults).toBe(true);
    });
  });
});

describe('env()', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnvCache();
  });

  it('reads process.env once and keeps it until reset', () => {
    vi.stubEnv('SITE_URL', 'https://shop.example.in');
    resetEnvCache();
    expect(env().SITE_URL).toBe('https://shop.example.in');
    vi.stubEnv('SITE_URL', 'https://other.example.in');
    expect(env().SITE_URL).toBe('https://shop.example.in');
    resetEnvCache();
    expect(env().SITE_URL).toBe('https://other.example.in');
  });
});
