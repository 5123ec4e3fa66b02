'use client';

import { useEffect, useState, type ComponentType, type CSSProperties } from 'react';
import type { ExternalToast, ToasterProps } from 'sonner';

// Success 3 s, error 5 s, warning 6 s: errors and warnings stay long enough to read.
const TOAST_DURATION_MS = { default: 3000, success: 3000, error: 5000, warning: 6000 } as const;

/*
 * sonner is loaded on the first toast, not with the page: most page views never toast, and the
 * library is a tenth of a product page's JavaScript budget. The Toaster mounts on demand and
 * the toast is shown once it is listening.
 */
type SonnerModule = typeof import('sonner');
let sonner: Promise<SonnerModule> | undefined;
let mounted: Promise<void> | undefined;
let requestMount: (() => void) | undefined;
let resolveMounted: (() => void) | undefined;

function ready(): Promise<SonnerModule> {
  sonner ??= import('sonner');
  mounted ??= new Promise<void>((resolve) => {
    resolveMounted = resolve;
    requestMount?.();
  });
  return Promise.all([sonner, mounted]).then(([m]) => m);
}

export function Toaster(props: ToasterProps) {
  const [Impl, setImpl] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    requestMount = () => void sonner?.then((m) => setImpl(() => m.Toaster));
    if (mounted) requestMount();
    return () => {
      requestMount = undefined;
    };
  }, []);
  useEffect(() => {
    if (Impl) resolveMounted?.();
  }, [Impl]);
  if (!Impl) return null;
  return (
    <Impl
      theme="light"
      position="top-right"
      richColors
      closeButton
      className="toaster group"
      toastOptions={{ duration: TOAST_DURATION_MS.default, className: 'font-sans' }}
      style={
        {
          '--normal-bg': 'var(--color-card)',
          '--normal-text': 'var(--color-card-foreground)',
          '--normal-border': 'var(--color-border)',
          '--border-radius': 'var(--radius-md)',
          // sonner's rich colours sit just under 4.5:1 on their tinted grounds; these meet WCAG AA.
          '--success-text': '#166534',
          '--info-text': '#1e40af',
          '--warning-text': '#92400e',
          '--error-text': '#b91c1c',
        } as CSSProperties
      }
      {...props}
    />
  );
}

type ToastMessage = string;

export function toastSuccess(message: ToastMessage, options?: ExternalToast) {
  void ready().then((m) => m.toast.success(message, { duration: TOAST_DURATION_MS.success, ...options }));
}

export function toastError(message: ToastMessage, options?: ExternalToast) {
  void ready().then((m) => m.toast.error(message, { duration: TOAST_DURATION_MS.error, ...options }));
}

export function toastWarning(message: ToastMessage, options?: ExternalToast) {
  void ready().then((m) => m.toast.warning(message, { duration: TOAST_DURATION_MS.warning, ...options }));
}

export function toastInfo(message: ToastMessage, options?: ExternalToast) {
  void ready().then((m) => m.toast(message, { duration: TOAST_DURATION_MS.default, ...options }));
}
