import { ApiError } from '@/lib/client/api';
import { ACCOUNT_UI_MESSAGES } from './messages';

export type FieldErrors = Record<string, string>;

export interface ReadError {
  message: string;
  /** The first message for each field the server named ('name', 'address.postalCode'). */
  fields: FieldErrors;
}

/** The server's own words when it gave some; a network failure gets a plain explanation. */
export function readApiError(error: unknown, fallback: string): ReadError {
  if (error instanceof ApiError) {
    const fields: FieldErrors = {};
    for (const [key, messages] of Object.entries(error.errors)) {
      const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string' && m) : undefined;
      if (first) fields[key] = first;
    }
    return { message: error.message || fallback, fields };
  }
  if (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError')) {
    return { message: fallback, fields: {} };
  }
  if (error instanceof TypeError) return { message: ACCOUNT_UI_MESSAGES.network, fields: {} };
  return { message: fallback, fields: {} };
}

/** Moves keyboard focus to the first listed control of the form (error keys are field names). */
export function focusFirstError(form: HTMLFormElement | null, keys: readonly string[]) {
  if (!form) return;
  for (const key of keys) {
    const el = form.querySelector<HTMLElement>(`[name="${CSS.escape(key)}"]`);
    if (el) {
      el.focus();
      return;
    }
  }
}

/** A copy of the errors without one key (clearing a field's message as the user types). */
export function withoutKey(errors: FieldErrors, key: string): FieldErrors {
  if (!(key in errors)) return errors;
  const next = { ...errors };
  delete next[key];
  return next;
}
