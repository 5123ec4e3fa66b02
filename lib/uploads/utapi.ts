import 'server-only';
import { UTApi } from 'uploadthing/server';
import { env } from '../env';

let api: UTApi | undefined;

/**
 * UploadThing's server API (deleting files). Its host comes from UPLOADTHING_API_URL when set
 * (the tests' stand-in) and its log level from UPLOADTHING_LOG_LEVEL, as for the route handler.
 */
export function utapi(): UTApi {
  api ??= new UTApi({ token: env().UPLOADTHING_TOKEN });
  return api;
}

/** For tests that change the token. */
export function resetUtapi(): void {
  api = undefined;
}
