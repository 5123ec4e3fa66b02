/*
 * UPLOADTHING_TOKEN is base64 of JSON { apiKey: "sk_…", appId, regions: [...], ingestHost? }
 * (the shape uploadthing v7 decodes). Read here only to refuse a malformed token at start-up
 * with a clear message and to know the app id; the SDK reads the token itself.
 */
export interface UploadThingTokenData {
  apiKey: string;
  appId: string;
  regions: string[];
  ingestHost?: string;
}

export function parseUploadThingToken(token: string): UploadThingTokenData | null {
  try {
    const json: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    if (!json || typeof json !== 'object') return null;
    const t = json as Record<string, unknown>;
    if (typeof t.apiKey !== 'string' || !t.apiKey.startsWith('sk_')) return null;
    if (typeof t.appId !== 'string' || t.appId === '') return null;
    if (!Array.isArray(t.regions) || t.regions.length === 0 || !t.regions.every((r) => typeof r === 'string')) return null;
    if (t.ingestHost !== undefined && typeof t.ingestHost !== 'string') return null;
    return { apiKey: t.apiKey, appId: t.appId, regions: t.regions as string[], ingestHost: t.ingestHost as string | undefined };
  } catch {
    return null;
  }
}

export function makeUploadThingToken(data: UploadThingTokenData): string {
  return Buffer.from(JSON.stringify(data)).toString('base64');
}
