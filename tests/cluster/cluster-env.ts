import { cookieHeaderFrom } from '../helpers/http';

/**
 * The running cluster (scripts/cluster.sh writes these settings to $CLUSTER_DIR/cluster.env),
 * and small HTTP helpers for talking to its instances and its proxy.
 */
export interface Cluster {
  /** haproxy, round-robin over the instances: the public origin. */
  proxy: string;
  instances: string[];
  /** The direct URL of the cluster's database, for making customers and products. */
  databaseUrl: string;
  authSecret: string;
  admin: { email: string; password: string };
  customer: { email: string; password: string };
}

export function clusterFromEnv(): Cluster | null {
  const e = process.env;
  const instances = (e.CLUSTER_INSTANCE_URLS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (!e.CLUSTER_URL || instances.length < 2 || !e.CLUSTER_DATABASE_URL || !e.AUTH_SECRET) return null;
  return {
    proxy: e.CLUSTER_URL.replace(/\/+$/, ''),
    instances: instances.map((u) => u.replace(/\/+$/, '')),
    databaseUrl: e.CLUSTER_DATABASE_URL,
    authSecret: e.AUTH_SECRET,
    admin: { email: e.CLUSTER_ADMIN_EMAIL ?? 'admin@maisonaurelle.test', password: e.CLUSTER_ADMIN_PASSWORD ?? '' },
    customer: { email: e.CLUSTER_CUSTOMER_EMAIL ?? 'customer@maisonaurelle.test', password: e.CLUSTER_CUSTOMER_PASSWORD ?? '' },
  };
}

export interface JsonAnswer {
  status: number;
  body: any;
  headers: Headers;
}

export async function request(
  base: string,
  path: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<JsonAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method: options.method ?? (options.body !== undefined ? 'POST' : 'GET'),
    headers,
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    redirect: 'manual',
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    /* HTML or text: kept as is */
  }
  return { status: res.status, body, headers: res.headers };
}


let ipCounter = 0;
/** A client address of its own per scenario (TEST-NET-2), so per-IP limits never mix scenarios. */
export const freshIp = () => `198.51.100.${(++ipCounter % 250) + 1}`;

export async function signIn(base: string, credentials: { email: string; password: string }, ip = freshIp()) {
  const res = await request(base, '/api/v1/auth/login', { body: { ...credentials, rememberMe: false }, headers: { 'x-forwarded-for': ip } });
  if (res.status !== 200) throw new Error(`login on ${base} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { cookie: cookieHeaderFrom(res.headers), token: res.body.data.token as string, user: res.body.data.user };
}

