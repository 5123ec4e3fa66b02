import { UTApi } from 'uploadthing/server';
import { env } from '../env';

let api: UTApi | undefined;

/** UploadThing's server API (deleting files). Its host comes from UPLOADTHING_API_URL when set (the tests' stand-in). */
export function utapi(): UTApi {
  api ??= new UTApi({ token: env().UPLOADTHING_TOKEN, logLevel: 'Error' });
  return api;
}

/** For tests that change the token. */
export function resetUtapi(): void {
  api = undefined;
}
