import { randomUUID } from 'node:crypto';
import { NextRequest } from 'next/server';
import { handlers } from '@/auth';
import { boundedRequest } from '@/lib/http/body';
import { errorResponse } from '@/lib/http/route';
import { keepBrowserSessionCookies } from '@/lib/auth/session-kind';

// Auth.js's forms (sign-in, sign-out, an OAuth form_post with its ID token) are a few kilobytes.
const AUTH_FORM_MAX_BYTES = 64 * 1024;

// Every Auth.js answer passes through keepBrowserSessionCookies: without it, one call to
// /api/auth/session would turn a sign-in without "remember me" into a 30-day cookie.
export async function GET(req: NextRequest): Promise<Response> {
  return keepBrowserSessionCookies(await handlers.GET(req));
}

// No Origin check here: Auth.js checks its own CSRF token on sign-in and sign-out, and the OAuth
// callback (which an identity provider may POST from its own site) is bound to this browser by
// its state and PKCE cookies.
export async function POST(req: NextRequest): Promise<Response> {
  let bounded: Request;
  try {
    // Auth.js reads the whole body with text() or json(); this caps it first.
    bounded = await boundedRequest(req, AUTH_FORM_MAX_BYTES);
  } catch (e) {
    return errorResponse(e, randomUUID(), `POST ${req.nextUrl.pathname}`);
  }
  return keepBrowserSessionCookies(await handlers.POST(new NextRequest(bounded)));
}
