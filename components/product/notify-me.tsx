'use client';

import { useState, type ComponentType } from 'react';
import type { NotifyMeFormProps } from './notify-me-form';
import { useSelectedSize } from './size-selection';

/**
 * "Notify me" where a size is out of stock. The product page's JavaScript budget is tight
 * (bench/page-weight.mjs), so the page carries only this button: the form, the session check and
 * the request load when it is pressed. A signed-in customer is subscribed by that one press
 * (their account's address); a guest gets the email field.
 */
export function NotifyMe({ productId }: { productId: string }) {
  const size = useSelectedSize();
  const [Form, setForm] = useState<ComponentType<NotifyMeFormProps> | null>(null);
  // Off a size picker (no provider) the request is for the product's default size.
  const props: NotifyMeFormProps = { productId, variantId: size?.id, sizeLabel: size?.label ?? 'this perfume' };
  // Keyed by size: another sold-out size starts its own request, not the last one's outcome.
  if (Form) return <Form key={size?.id} {...props} />;
  return (
    <button
      type="button"
      onClick={() => import('./notify-me-form').then((m) => setForm(() => m.NotifyMeForm))}
      className="inline-flex h-12 items-center justify-center rounded-md border border-input px-6 text-base font-medium tracking-wide hover:bg-cream"
    >
      Notify me when {props.sizeLabel} is back
    </button>
  );
}
