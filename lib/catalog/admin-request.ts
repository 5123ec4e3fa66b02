import { assertPlainJson, boundedRequest } from '../http/body';
import { AppError, badRequest } from '../errors';
import { PRODUCT_LIMITS, CATALOG_ADMIN_MESSAGES as M } from './messages';

/*
 * Reads a product write's body, JSON or multipart (POST /products is multipart with image
 * files; PUT is JSON, or multipart when new files come along). Uses only web-standard Request
 * and FormData, so it is tested without Next.js.
 */

export interface ProductRequest {
  /** The fields for the product schemas (lists as arrays, everything else as sent). */
  fields: Record<string, unknown>;
  /** New image files, in the order sent. */
  files: Blob[];
}

/** Four 5 MB files, the text fields and the multipart framing. */
const MAX_PRODUCT_REQUEST_BYTES = PRODUCT_LIMITS.images * PRODUCT_LIMITS.imageBytes + 256 * 1024;
const MAX_JSON_BYTES = 256 * 1024;

const LIST_FIELDS = ['description', 'tags', 'notesTop', 'notesHeart', 'notesBase'] as const;

const hasNul = (text: string) => text.includes('\u0000');

/** The request with its body read within the limit for its kind (counted, whatever Content-Length says). */
export function boundedProductRequest(req: Request): Promise<Request> {
  const multipart = req.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data');
  return multipart ? boundedRequest(req, MAX_PRODUCT_REQUEST_BYTES, M.imageSize) : boundedRequest(req, MAX_JSON_BYTES);
}

/** A list field sent as repeated parts (`tags`, `tags[]`) or as one JSON array. */
function listFrom(form: FormData, name: string): string[] | undefined {
  const values = [...form.getAll(name), ...form.getAll(`${name}[]`)].filter((v): v is string => typeof v === 'string');
  if (values.length === 0) return undefined;
  if (values.length === 1 && values[0]!.trim().startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(values[0]!);
      if (Array.isArray(parsed)) return parsed.map((x) => (typeof x === 'string' ? x : String(x)));
    } catch {
      // Not JSON after all: a single point that starts with "[".
    }
  }
  return values;
}

function isFile(v: FormDataEntryValue): v is File {
  return typeof v !== 'string';
}

export async function readProductRequest(req: Request): Promise<ProductRequest> {
  const type = req.headers.get('content-type')?.toLowerCase() ?? '';
  const declared = Number(req.headers.get('content-length'));
  if (type.startsWith('multipart/form-data')) {
    if (declared > MAX_PRODUCT_REQUEST_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', M.imageSize);
    let form: FormData;
    try {
      form = await req.formData();
    } catch {
      throw badRequest(M.invalidData);
    }
    const fields: Record<string, unknown> = {};
    const files: Blob[] = [];
    const kept: string[] = [];
    let sawImages = false;
    for (const [name, value] of form.entries()) {
      if (hasNul(name) || (typeof value === 'string' && hasNul(value))) throw badRequest('Text must not contain NUL characters');
      const base = name.endsWith('[]') ? name.slice(0, -2) : name;
      if (base === 'images' || base === 'existingImages') {
        sawImages = true;
        // A file input left empty still sends a nameless, empty part.
        if (isFile(value)) {
          if (value.size > 0 || value.name) files.push(value);
        } else if (value.trim().startsWith('[')) {
          try {
            const parsed: unknown = JSON.parse(value);
            if (Array.isArray(parsed)) kept.push(...parsed.map(String));
          } catch {
            kept.push(value);
          }
        } else if (value.trim() !== '') kept.push(value);
        continue;
      }
      if ((LIST_FIELDS as readonly string[]).includes(base)) continue;
      if (!isFile(value)) fields[base] = value;
    }
    for (const name of LIST_FIELDS) {
      const list = listFrom(form, name);
      if (list) fields[name] = list;
    }
    // No image parts at all: the images stay as they are (an update of other fields).
    if (sawImages) fields.images = kept;
    if (kept.length + files.length > PRODUCT_LIMITS.images) throw badRequest(M.tooManyImages, { images: [M.tooManyImages] });
    for (const file of files) {
      if (file.size > PRODUCT_LIMITS.imageBytes) throw new AppError('PAYLOAD_TOO_LARGE', M.imageSize, { errors: { images: [M.imageSize] } });
    }
    return { fields, files };
  }
  if (declared > MAX_JSON_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  const bytes = await req.arrayBuffer();
  if (bytes.byteLength > MAX_JSON_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') return { fields: {}, files: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('Request body must be valid JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest(M.invalidData);
  // Iterative, and refuses deep nesting: a recursive walk overflows the stack on a deep body.
  assertPlainJson(parsed);
  return { fields: parsed as Record<string, unknown>, files: [] };
}
