import { readFileSync } from 'node:fs';
import type { ConnectionOptions } from 'node:tls';

/*
 * How a PostgreSQL URL becomes node-postgres's connection settings, for every place that opens
 * one (the pool in client.ts, `npm run db:migrate`/`db:seed`, the tests' helpers).
 *
 * node-postgres 8 reads `sslmode=require` (and `prefer`, `verify-ca`) as full verification
 * against Node's CA list, so a provider whose server certificate comes from its own CA
 * (Supabase) fails with "self-signed certificate in certificate chain". libpq, and so every
 * provider's documentation, means "encrypted, not verified" by `require`. The URL's `sslmode` is
 * therefore read here and turned into pg's `ssl` option, and removed from the string pg sees
 * (pg parses the string again and would replace the option). docs/decisions.md,
 * "TLS to PostgreSQL as libpq reads sslmode".
 *
 * No function here puts the URL, its password or the CA's text into an error or a log line.
 */

type Source = Record<string, string | undefined>;

type SslMode = 'disable' | 'allow' | 'prefer' | 'require' | 'no-verify' | 'verify-ca' | 'verify-full';

const SSL_MODES: readonly SslMode[] = ['disable', 'allow', 'prefer', 'require', 'no-verify', 'verify-ca', 'verify-full'];

/**
 * Query parameters handed on to pg: the ones it understands and sends to the server or uses
 * itself. Everything else is dropped: libpq's TLS settings (read here), and what other tools add
 * to the URLs providers hand out (`pgbouncer=true`, `connection_limit`, `schema`, `supa`,
 * `channel_binding`), which pg would ignore at best and send to the server at worst.
 */
const PASSED_TO_PG = new Set([
  'application_name',
  'fallback_application_name',
  'options',
  'client_encoding',
  'statement_timeout',
  'lock_timeout',
  'idle_in_transaction_session_timeout',
  'query_timeout',
  'sslnegotiation',
  'host',
  'port',
  'user',
  'password',
]);

export interface PgConnectionSettings {
  /** The URL without the parameters read here or unknown to pg. */
  connectionString: string;
  /** false: plaintext; otherwise Node's TLS options. */
  ssl: false | ConnectionOptions;
  /** SCRAM-SHA-256-PLUS when the server offers it (`channel_binding=require` or `prefer`). */
  enableChannelBinding?: boolean;
  /** The sslmode in effect, for messages. */
  sslmode: SslMode | 'none';
  /** Names of query parameters that were dropped (names only: values may be secrets). */
  dropped: string[];
}

/** A setting the operator must change; its message names the setting, never a value. */
export class DatabaseSettingsError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseSettingsError';
  }
}

/**
 * DATABASE_CA_CERT: the provider's CA certificate as PEM text, as a Vercel environment variable
 * holds it. Literal `\n` sequences (a PEM pasted onto one line) are read as line breaks.
 */
export function caCertificateFromEnv(source: Source = process.env): string | undefined {
  const raw = source.DATABASE_CA_CERT?.trim();
  if (!raw) return undefined;
  const pem = raw.replace(/\\r\\n|\\n/g, '\n').replace(/\r\n/g, '\n');
  if (!/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.test(pem)) {
    throw new DatabaseSettingsError(
      'DATABASE_CA_CERT is not a PEM certificate: paste the whole file your provider gives, from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----.',
    );
  }
  return pem.endsWith('\n') ? pem : `${pem}\n`;
}

function sslModeOf(params: URLSearchParams, source: Source): SslMode | 'none' {
  const raw = (params.get('sslmode') ?? source.PGSSLMODE ?? '').trim().toLowerCase();
  if (raw) {
    if (!(SSL_MODES as readonly string[]).includes(raw)) {
      throw new DatabaseSettingsError(
        `The database URL's sslmode is not one of ${SSL_MODES.join(', ')}: change sslmode in DATABASE_URL.`,
      );
    }
    return raw as SslMode;
  }
  // `ssl=true` (older Heroku-style URLs) asks for encryption; `ssl=false` for none.
  const ssl = params.get('ssl')?.trim().toLowerCase();
  if (ssl === 'true' || ssl === '1') return 'require';
  if (ssl === 'false' || ssl === '0') return 'disable';
  if (ssl === 'no-verify') return 'no-verify';
  return 'none';
}

function rootCertificate(params: URLSearchParams, source: Source): string | undefined {
  const fromEnv = caCertificateFromEnv(source);
  if (fromEnv) return fromEnv;
  const file = params.get('sslrootcert')?.trim();
  // `system` (libpq 16): the platform's CAs, which is what no `ca` gives Node.
  if (!file || file === 'system') return undefined;
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new DatabaseSettingsError(
      'The file named by sslrootcert in the database URL could not be read: set DATABASE_CA_CERT to the CA certificate (PEM) instead.',
      { cause: error },
    );
  }
}

/**
 * The settings pg gets for `url`:
 *
 * | sslmode | ssl option |
 * |---|---|
 * | none given | plaintext (pg's default; a local server) |
 * | `disable` | plaintext |
 * | `allow`, `prefer`, `require`, `no-verify` | encrypted, certificate not verified |
 * | `verify-ca` | encrypted, chain checked against DATABASE_CA_CERT (else Node's CAs), any host name |
 * | `verify-full` | encrypted, chain and host name checked against DATABASE_CA_CERT (else Node's CAs) |
 *
 * libpq's `allow` and `prefer` fall back to plaintext when the server offers no TLS; here they
 * never do: a server without TLS is refused with a message saying to write `sslmode=disable`.
 * A URL can only ask for less protection explicitly.
 */
export function pgConnectionSettings(url: string, source: Source = process.env): PgConnectionSettings {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new DatabaseSettingsError('The database URL is not a valid postgres:// URL: check DATABASE_URL.');
  }
  const params = parsed.searchParams;
  const sslmode = sslModeOf(params, source);

  let ssl: false | ConnectionOptions;
  switch (sslmode) {
    case 'none':
    case 'disable':
      ssl = false;
      break;
    case 'allow':
    case 'prefer':
    case 'require':
    case 'no-verify':
      ssl = { rejectUnauthorized: false };
      break;
    case 'verify-ca': {
      const ca = rootCertificate(params, source);
      // The chain must lead to the CA; the name on the certificate is not compared with the host.
      ssl = { rejectUnauthorized: true, ...(ca ? { ca } : {}), checkServerIdentity: () => undefined };
      break;
    }
    case 'verify-full': {
      const ca = rootCertificate(params, source);
      ssl = { rejectUnauthorized: true, ...(ca ? { ca } : {}) };
      break;
    }
  }

  const channelBinding = params.get('channel_binding')?.trim().toLowerCase();
  const dropped: string[] = [];
  for (const name of [...new Set(params.keys())]) {
    if (PASSED_TO_PG.has(name)) continue;
    params.delete(name);
    if (!['sslmode', 'ssl', 'sslrootcert', 'channel_binding', 'uselibpqcompat'].includes(name)) dropped.push(name);
  }
  // pg refuses sslnegotiation=direct without TLS.
  if (!ssl) params.delete('sslnegotiation');

  return {
    connectionString: parsed.toString(),
    ssl,
    ...(ssl && (channelBinding === 'require' || channelBinding === 'prefer') ? { enableChannelBinding: true } : {}),
    sslmode,
    dropped,
  };
}

/** Node's codes for a certificate that could not be verified. */
const CERTIFICATE_CODES = new Set([
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_UNTRUSTED',
  'CERT_SIGNATURE_FAILURE',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'HOSTNAME_MISMATCH',
]);

/**
 * A connection error in words an operator can act on, naming the setting to change. Errors that
 * are not about TLS come back unchanged.
 */
export function explainConnectionError(error: unknown, settings: Pick<PgConnectionSettings, 'sslmode'>): unknown {
  if (!(error instanceof Error) || error instanceof DatabaseSettingsError) return error;
  const code = (error as { code?: string }).code ?? '';
  const mode = settings.sslmode === 'none' ? 'no sslmode' : `sslmode=${settings.sslmode}`;
  if (CERTIFICATE_CODES.has(code)) {
    const what =
      code === 'ERR_TLS_CERT_ALTNAME_INVALID' || code === 'HOSTNAME_MISMATCH'
        ? "The database's certificate does not name the host in the database URL"
        : code === 'CERT_HAS_EXPIRED' || code === 'CERT_NOT_YET_VALID'
          ? "The database's certificate is outside its validity period"
          : "The database's certificate could not be verified";
    return new DatabaseSettingsError(
      `${what} (${mode}). Set DATABASE_CA_CERT to your provider's CA certificate (PEM), or use sslmode=require. [${code}]`,
      { cause: error },
    );
  }
  if (/does not support SSL/i.test(error.message)) {
    return new DatabaseSettingsError(
      `The database does not accept encrypted connections (${mode}). Use sslmode=disable in the database URL only for a server on a private network.`,
      { cause: error },
    );
  }
  if (settings.sslmode === 'none' || settings.sslmode === 'disable') {
    // Neon: "connection is insecure (try using `sslmode=require`)"; PostgreSQL: "no pg_hba.conf entry … no encryption".
    if (/insecure|no encryption|SSL (connection is )?required|sslmode=require/i.test(error.message)) {
      return new DatabaseSettingsError(
        `The database accepts only encrypted connections (${mode}). Add sslmode=require to the database URL.`,
        { cause: error },
      );
    }
  }
  return error;
}

/**
 * The DatabaseSettingsError behind `error`, if any: Drizzle wraps a failed connection in its own
 * "Failed query: …" error, with pg's (here: the explained) error as its cause.
 */
export function databaseSettingsError(error: unknown): DatabaseSettingsError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (current instanceof DatabaseSettingsError) return current;
    current = current.cause;
  }
  return undefined;
}
