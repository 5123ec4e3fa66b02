import { unconfiguredPage } from '@/lib/unconfigured';

/*
 * Every page request lands here when a Vercel deployment was built without a required setting
 * (next.config.ts rewrites to it): a plain 503 page that says what to set, instead of a crash.
 * It names settings, never values. The API's paths go to ./api, which answers JSON.
 */


const page = () => unconfiguredPage();

export const GET = page;
export const HEAD = page;
export const POST = page;
export const PUT = page;
export const PATCH = page;
export const DELETE = page;
