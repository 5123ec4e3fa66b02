import type { NextRequest } from 'next/server';
import { handlers } from '@/auth';
import { keepBrowserSessionCookies } from '@/lib/auth/session-kind';

// Every Auth.js answer passes through keepBrowserSessionCookies: without it, one call to
// /api/auth/session would turn a sign-in without "remember me" into a 30-day cookie.
export async function GET(req: NextRequest): Promise<Response> {
  return keepBrowserSessionCookies(await handlers.GET(req));
}

export async function POST(req: NextRequest): Promise<Response> {
  return keepBrowserSessionCookies(await handlers.POST(req));
}
