import { unconfiguredJson } from '@/lib/unconfigured';

/* The API's paths on a deployment built without its settings: 503 JSON naming them (../route.ts). */


const answer = () => unconfiguredJson();

export const GET = answer;
export const HEAD = answer;
export const POST = answer;
export const PUT = answer;
export const PATCH = answer;
export const DELETE = answer;
export const OPTIONS = answer;
