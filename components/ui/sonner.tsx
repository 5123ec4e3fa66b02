'use client';

import type * as React from 'react';
import { Toaster as Sonner, toast, type ExternalToast, type ToasterProps } from 'sonner';

// Durations from the spec: success 3 s, error 5 s, warning 6 s.
const TOAST_DURATION_MS = { default: 3000, success: 3000, error: 5000, warning: 6000 } as const;

function Toaster(props: ToasterProps) {
  return (
    <Sonner
      theme="light"
      position="top-right"
      richColors
      closeButton
      className="toaster group"
      toastOptions={{
        duration: TOAST_DURATION_MS.default,
        className: 'font-sans',
      }}
      style={
        {
          '--normal-bg': 'var(--color-card)',
          '--normal-text': 'var(--color-card-foreground)',
          '--normal-border': 'var(--color-border)',
          '--border-radius': 'var(--radius-md)',
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

type ToastMessage = Parameters<typeof toast.success>[0];

function toastSuccess(message: ToastMessage, options?: ExternalToast) {
  return toast.success(message, { duration: TOAST_DURATION_MS.success, ...options });
}

function toastError(message: ToastMessage, options?: ExternalToast) {
  return toast.error(message, { duration: TOAST_DURATION_MS.error, ...options });
}

function toastWarning(message: ToastMessage, options?: ExternalToast) {
  return toast.warning(message, { duration: TOAST_DURATION_MS.warning, ...options });
}

export { Toaster, toastSuccess, toastError, toastWarning, TOAST_DURATION_MS };
