import { writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, pgClient } from '../../lib/db/client';
import { prepareDatabase } from '../../lib/db/migrate';
import { adminUrl, directUrl, templateDatabaseName, withDatabase } from './pg';

/**
 * Migrates and seeds one database per test run, which every test file then copies:
 * on PGlite a dump loaded with loadDataDir, on PostgreSQL a template database.
 */
export default async function setup(project: TestProject) {
  process.env.SEED_ADMIN_PASSWORD ??= 'Admin@12345';
  const url = process.env.DATABASE_URL?.trim();
  if (url) {
    const template = templateDatabaseName();
    await adminQuery(url, `DROP DATABASE IF EXISTS ${template}`);
    await adminQuery(url, `CREATE DATABASE ${template}`);
    const handle = await openPostgres(directUrl(withDatabase(url, template)), 2);
    await prepareDatabase(handle, { seed: true });
    await handle.close();
    project.provide('pgTemplate', template);
    return async () => {
      await adminQuery(url, `DROP DATABASE IF EXISTS ${template}`);
    };
  }
  const handle = await openPglite();
  await prepareDatabase(handle, { seed: true });
  const raw = (handle as unknown as { raw: { dumpDataDir(c: 'none'): Promise<Blob | File> } }).raw;
  const dump = await raw.dumpDataDir('none');
  const file = path.join(tmpdir(), `store-test-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteDump', file);
  return () => rmSync(file, { force: true });
}

async function adminQuery(url: string, statement: string) {
  const client = await pgClient(adminUrl(url));
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
  }
}
