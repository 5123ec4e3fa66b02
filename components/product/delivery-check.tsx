'use client';

import { useState, type ComponentType } from 'react';

/**
 * "Check delivery" under Add to Cart. The product page's JavaScript budget is tight
 * (bench/page-weight.mjs), so the page carries only this button: the form and its fetching
 * load when the shopper asks for them.
 */
export function DeliveryCheck() {
  const [Form, setForm] = useState<ComponentType | null>(null);
  if (Form) return <Form />;
  return (
    <button
      type="button"
      onClick={() => import('./delivery-check-form').then((m) => setForm(() => m.DeliveryCheckForm))}
      className="self-start text-sm font-medium underline underline-offset-4 hover:text-gold-deep"
    >
      Check delivery to your PIN code
    </button>
  );
}
