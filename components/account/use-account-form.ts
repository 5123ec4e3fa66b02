'use client';

import { useRef, useState } from 'react';
import { focusFirstError, readApiError, withoutKey, type FieldErrors, type ReadError } from './api-errors';

/**
 * What every account form keeps besides its values: the fields' messages and the form's, and a
 * send that runs once at a time. `order` lists the error keys (the controls' names) as the form
 * shows them: focus goes to the first one in error.
 */
export function useAccountForm(order: readonly string[]) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  function showErrors(fields: FieldErrors, message: string | null) {
    setErrors(fields);
    setFormError(message);
    focusFirstError(formRef.current, order.filter((k) => fields[k]));
  }

  function clearError(key: string) {
    setErrors((prev) => withoutKey(prev, key));
  }

  /**
   * Sends once at a time, busy meanwhile, with the old messages gone; a failure is read with
   * `fallback` (and `adjust`, for a form's own reading of it) and shown.
   */
  async function submit(send: () => Promise<void>, fallback: string, adjust?: (read: ReadError, err: unknown) => ReadError) {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      await send();
    } catch (err) {
      const read = readApiError(err, fallback);
      const { fields, message } = adjust ? adjust(read, err) : read;
      showErrors(fields, message);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return { errors, setErrors, formError, busy, formRef, showErrors, clearError, submit };
}
