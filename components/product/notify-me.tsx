'use client';

import { useState, type ComponentType } from 'react';
import { useAuth } from '@/components/auth/session-provider';
import type { NotifyMeFormProps } from './notify-me-form';

export interface NotifyMeProps {
  productId: string;
  /** The size shown as out of stock; left out, the product's default size. */
  variantId?: string;
  /** "50 ml": how the size is named to the shopper. */
  sizeLabel: string;
}

/**
 * "Notify me" where a size is out of stock. The product page's JavaScript budget is tight
 * (bench/page-weight.mjs), so the page carries only this button and the session the root layout
 * already holds: the form and its request load when pressed. A signed-in customer is subscribed
 * by that one press (their account's address); a guest gets the email field.
 */
export function NotifyMe({ productId, variantId, sizeLabel }: NotifyMeProps) {
  const { status, user } = useAuth();
  const [Form, setForm] = useState<ComponentType<NotifyMeFormProps> | null>(null);
  if (Form) return <Form productId={productId} variantId={variantId} sizeLabel={sizeLabel} auth={status} accountEmail={user?.email ?? null} />;
  return (
    <button
      type="button"
      onClick={() => import('./notify-me-form').then((m) => setForm(() => m.NotifyMeForm))}
      className="inline-flex h-12 items-center justify-center rounded-md border border-input px-6 text-base font-medium tracking-wide hover:border-foreground/40 hover:bg-cream"
    >
      Notify me when {sizeLabel} is back
    </button>
  );
}
