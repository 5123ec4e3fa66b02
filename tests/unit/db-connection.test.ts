import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DatabaseSettingsError,
  caCertificateFromEnv,
  databaseSettingsError,
  explainConnectionError,
  pgConnectionSettings,
} from '@/lib/db/connection';

// Any PEM-shaped text will do: the mapping never parses the certificate.
const PEM = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUTEST\n-----END CERTIFICATE-----\n';
const none = {};

describe('pgConnectionSettings: sslmode → pg ssl option', () => {
  it('no sslmode: plaintext, the URL unchanged (a local server)', () => {
    const s = pgConnectionSettings('postgres://postgres@127.0.0.1:5432/postgres', none);
    expect(s.ssl).toBe(false);
    expect(s.sslmode).toBe('none');
    expect(s.connectionString).toBe('postgres://postgres@127.0.0.1:5432/postgres');
  });

  it('disable: plaintext', () => {
    expect(pgConnectionSettings('postgres://u:p@h/db?sslmode=disable', none).ssl).toBe(false);
  });

  it.each(['require', 'no-verify', 'prefer', 'allow'])('%s: encrypted, certificate not verified', (mode) => {
    const s = pgConnectionSettings(`postgres://u:p@h/db?sslmode=${mode}`, none);
    expect(s.ssl).toEqual({ rejectUnauthorized: false });
    expect(s.sslmode).toBe(mode);
  });

  it('require ignores DATABASE_CA_CERT (verification is asked for with verify-full)', () => {
    expect(pgConnectionSettings('postgres://u:p@h/db?sslmode=require', { DATABASE_CA_CERT: PEM }).ssl).toEqual({
      rejectUnauthorized: false,
    });
  });

  it('verify-full: verified against DATABASE_CA_CERT, host name checked', () => {
    const s = pgConnectionSettings('postgres://u:p@h/db?sslmode=verify-full', { DATABASE_CA_CERT: PEM });
    expect(s.ssl).toEqual({ rejectUnauthorized: true, ca: PEM });
  });

  it('verify-full without DATABASE_CA_CERT: Node’s CAs (no ca option)', () => {
    const s = pgConnectionSettings('postgres://u:p@h/db?sslmode=verify-full', none);
    expect(s.ssl).toEqual({ rejectUnauthorized: true });
  });

  it('verify-ca: chain checked, host name not', () => {
    const s = pgConnectionSettings('postgres://u:p@h/db?sslmode=verify-ca', { DATABASE_CA_CERT: PEM });
    const ssl = s.ssl as { rejectUnauthorized: boolean; ca: string; checkServerIdentity: () => unknown };
    expect(ssl.rejectUnauthorized).toBe(true);
    expect(ssl.ca).toBe(PEM);
    expect(ssl.checkServerIdentity()).toBeUndefined();
  });

  it('sslrootcert names a file when DATABASE_CA_CERT is unset; `system` means Node’s CAs', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ca-'));
    const file = path.join(dir, 'root.crt');
    writeFileSync(file, PEM);
    const s = pgConnectionSettings(`postgres://u:p@h/db?sslmode=verify-full&sslrootcert=${encodeURIComponent(file)}`, none);
    expect(s.ssl).toEqual({ rejectUnauthorized: true, ca: PEM });
    expect(s.connectionString).not.toContain('sslrootcert');
    expect(pgConnectionSettings('postgres://u:p@h/db?sslmode=verify-full&sslrootcert=system', none).ssl).toEqual({
      rejectUnauthorized: true,
    });
    expect(() => pgConnectionSettings('postgres://u:p@h/db?sslmode=verify-full&sslrootcert=/nope/ca.crt', none)).toThrow(
      /DATABASE_CA_CERT/,
    );
  });

  it('PGSSLMODE applies when the URL has no sslmode', () => {
    expect(pgConnectionSettings('postgres://u:p@h/db', { PGSSLMODE: 'require' }).ssl).toEqual({ rejectUnauthorized: false });
    expect(pgConnectionSettings('postgres://u:p@h/db?sslmode=disable', { PGSSLMODE: 'require' }).ssl).toBe(false);
  });

  it('ssl=true (older URLs) is require; ssl=false is disable', () => {
    expect(pgConnectionSettings('postgres://u:p@h/db?ssl=true', none).ssl).toEqual({ rejectUnauthorized: false });
    expect(pgConnectionSettings('postgres://u:p@h/db?ssl=false', none).ssl).toBe(false);
  });

  it('an unknown sslmode is refused naming the setting, not the URL', () => {
    expect(() => pgConnectionSettings('postgres://u:secret@h/db?sslmode=strict', none)).toThrow(DatabaseSettingsError);
    try {
      pgConnectionSettings('postgres://u:secret@h/db?sslmode=strict', none);
    } catch (error) {
      expect((error as Error).message).toContain('sslmode');
      expect((error as Error).message).not.toContain('secret');
    }
  });

  it('a URL that does not parse is refused without echoing it', () => {
    expect(() => pgConnectionSettings('not a url with secret', none)).toThrow(/DATABASE_URL/);
    expect(() => pgConnectionSettings('not a url with secret', none)).not.toThrow(/secret/);
  });
});

describe('pgConnectionSettings: the string pg sees', () => {
  it('Neon: sslmode and channel_binding removed, channel binding turned on, options kept', () => {
    const s = pgConnectionSettings(
      'postgresql://neondb_owner:pw@ep-cool-1-pooler.ap-southeast-1.aws.neon.tech/neondb?sslmode=require&channel_binding=require&options=endpoint%3Dep-cool-1',
      none,
    );
    expect(s.ssl).toEqual({ rejectUnauthorized: false });
    expect(s.enableChannelBinding).toBe(true);
    const out = new URL(s.connectionString);
    expect([...out.searchParams.keys()]).toEqual(['options']);
    expect(out.searchParams.get('options')).toBe('endpoint=ep-cool-1');
    expect(out.username).toBe('neondb_owner');
    expect(out.password).toBe('pw');
    expect(s.dropped).toEqual([]);
  });

  it('Supabase transaction pooler: pgbouncer=true and other tools’ parameters dropped, port kept', () => {
    const s = pgConnectionSettings(
      'postgresql://postgres.abcdefgh:pw@aws-0-ap-south-1.pooler.supabase.com:6543/postgres?pgbouncer=true&connection_limit=1&sslmode=require',
      none,
    );
    expect(s.ssl).toEqual({ rejectUnauthorized: false });
    expect(s.enableChannelBinding).toBeUndefined();
    const out = new URL(s.connectionString);
    expect(out.port).toBe('6543');
    expect(out.search).toBe('');
    expect(s.dropped).toEqual(['pgbouncer', 'connection_limit']);
  });

  it('Supabase direct connection with its CA: verify-full against DATABASE_CA_CERT', () => {
    const s = pgConnectionSettings('postgresql://postgres:pw@db.abcdefgh.supabase.co:5432/postgres?sslmode=verify-full', {
      DATABASE_CA_CERT: PEM,
    });
    expect(s.ssl).toEqual({ rejectUnauthorized: true, ca: PEM });
    expect(s.connectionString).toBe('postgresql://postgres:pw@db.abcdefgh.supabase.co:5432/postgres');
  });

  it('application_name and timeouts pg understands are kept; uselibpqcompat is not', () => {
    const s = pgConnectionSettings(
      'postgres://u:p@h/db?application_name=store&statement_timeout=5000&uselibpqcompat=true&sslmode=require',
      none,
    );
    expect(new URL(s.connectionString).search).toBe('?application_name=store&statement_timeout=5000');
    expect(s.dropped).toEqual([]);
  });

  it('what pg parses out of the string no longer carries an ssl setting of its own', async () => {
    const { parse } = await import('pg-connection-string');
    const s = pgConnectionSettings('postgres://u:p@h:5433/db?sslmode=require&sslrootcert=system&pgbouncer=true', none);
    const parsed = parse(s.connectionString);
    expect(parsed.ssl).toBeUndefined();
    expect(parsed.port).toBe('5433');
  });
});

describe('DATABASE_CA_CERT', () => {
  it('accepts the PEM as is, or on one line with literal \\n', () => {
    expect(caCertificateFromEnv({ DATABASE_CA_CERT: PEM })).toBe(PEM);
    expect(caCertificateFromEnv({ DATABASE_CA_CERT: PEM.trim().replace(/\n/g, '\\n') })).toBe(PEM);
    expect(caCertificateFromEnv({ DATABASE_CA_CERT: PEM.replace(/\n/g, '\r\n') })).toBe(PEM);
    expect(caCertificateFromEnv({ DATABASE_CA_CERT: '  ' })).toBeUndefined();
  });

  it('refuses text that is not a certificate, without echoing it', () => {
    expect(() => caCertificateFromEnv({ DATABASE_CA_CERT: 'hunter2' })).toThrow(/DATABASE_CA_CERT is not a PEM/);
    expect(() => caCertificateFromEnv({ DATABASE_CA_CERT: 'hunter2' })).not.toThrow(/hunter2/);
  });
});

describe('explainConnectionError', () => {
  const tlsError = (code: string) => Object.assign(new Error('self-signed certificate in certificate chain'), { code });

  it('a certificate that cannot be verified names DATABASE_CA_CERT and sslmode=require', () => {
    const e = explainConnectionError(tlsError('SELF_SIGNED_CERT_IN_CHAIN'), { sslmode: 'verify-full' }) as Error;
    expect(e).toBeInstanceOf(DatabaseSettingsError);
    expect(e.message).toBe(
      "The database's certificate could not be verified (sslmode=verify-full). Set DATABASE_CA_CERT to your provider's CA certificate (PEM), or use sslmode=require. [SELF_SIGNED_CERT_IN_CHAIN]",
    );
  });

  it('a host name mismatch says so', () => {
    const e = explainConnectionError(tlsError('ERR_TLS_CERT_ALTNAME_INVALID'), { sslmode: 'verify-full' }) as Error;
    expect(e.message).toMatch(/does not name the host/);
  });

  it('a server without TLS asked for encryption', () => {
    const e = explainConnectionError(new Error('The server does not support SSL connections'), { sslmode: 'prefer' }) as Error;
    expect(e.message).toMatch(/sslmode=disable/);
  });

  it('a server that wants TLS asked without it', () => {
    const e = explainConnectionError(new Error('connection is insecure (try using `sslmode=require`)'), { sslmode: 'none' }) as Error;
    expect(e.message).toMatch(/Add sslmode=require/);
  });

  it('databaseSettingsError finds the explained error behind Drizzle’s wrapper', () => {
    const explained = explainConnectionError(tlsError('UNABLE_TO_VERIFY_LEAF_SIGNATURE'), { sslmode: 'verify-ca' });
    const wrapped = new Error('Failed query: select 1', { cause: explained });
    expect(databaseSettingsError(wrapped)).toBe(explained);
    expect(databaseSettingsError(new Error('x'))).toBeUndefined();
  });

  it('other errors pass through unchanged', () => {
    const e = new Error('password authentication failed for user "x"');
    expect(explainConnectionError(e, { sslmode: 'require' })).toBe(e);
  });
});
