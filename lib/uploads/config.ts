import { env } from '../env';

/**
 * True when photos go from the browser straight to UploadThing (UPLOADTHING_TOKEN is set);
 * otherwise they come to the store as multipart and live in DATA_DIR/uploads.
 */
export function directUploadsEnabled(): boolean {
  return Boolean(env().UPLOADTHING_TOKEN);
}

/** What the multipart paths answer when files must go to UploadThing instead. */
export const DIRECT_UPLOADS_ONLY_MESSAGE =
  'Photos go straight to the file store on this deployment: upload them through /api/uploadthing, then send their URLs';
