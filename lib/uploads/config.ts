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

/**
 * The largest body /api/uploadthing reads: it receives JSON about files (the browser's upload
 * request, UploadThing's callback), never the files, which go straight to UploadThing.
 */
export const UPLOADTHING_BODY_LIMIT_BYTES = 256 * 1024;
