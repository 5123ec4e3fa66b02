import 'server-only';
import { env } from '../env';

export function googleConfigured(): boolean {
  const e = env();
  return Boolean(e.AUTH_GOOGLE_ID && e.AUTH_GOOGLE_SECRET);
}
