'use client';

import { useEffect, useRef, useState } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { FieldError } from '@/components/auth/fields';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { pickImageFiles } from '@/lib/catalog/admin-check';
import { IMAGE_ACCEPT, PRODUCT_LIMITS } from '@/lib/catalog/messages';
import { optimisedImageSrc } from '@/lib/client/image-src';

export type ImageItem = { kind: 'existing'; url: string } | { kind: 'new'; file: File; preview: string };

/** Kept images first, then new files: the order the server stores them in (the first is the main image). */
export function orderedImages(items: ImageItem[]): ImageItem[] {
  return [...items.filter((i) => i.kind === 'existing'), ...items.filter((i) => i.kind === 'new')];
}

/**
 * The Images field: the product's current photos and newly chosen files as thumbnails, each
 * removable, and a file input for more. Wrong types and files of 5 MB or more are refused with
 * CATALOG_ADMIN_MESSAGES' words; files beyond four are left out (docs/requirements.md#products).
 */
export function ImageField({
  id,
  items,
  onChange,
  error,
  productName,
}: {
  id: string;
  items: ImageItem[];
  onChange: (next: ImageItem[]) => void;
  error?: string;
  productName: string;
}) {
  const [pickError, setPickError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const latest = useRef(items);
  useEffect(() => {
    latest.current = items;
  }, [items]);

  // Object URLs of previews are freed when the form goes away.
  useEffect(
    () => () => {
      for (const item of latest.current) if (item.kind === 'new') URL.revokeObjectURL(item.preview);
    },
    [],
  );

  const full = items.length >= PRODUCT_LIMITS.images;
  const shown = orderedImages(items);
  const message = error ?? pickError ?? undefined;

  function onFiles(list: FileList | null) {
    const files = Array.from(list ?? []);
    if (inputRef.current) inputRef.current.value = '';
    if (files.length === 0) return;
    const { accepted, error: problem } = pickImageFiles(files, items.length);
    setPickError(problem);
    if (accepted.length) onChange([...items, ...accepted.map((file) => ({ kind: 'new' as const, file, preview: URL.createObjectURL(file) }))]);
  }

  function remove(item: ImageItem) {
    if (item.kind === 'new') URL.revokeObjectURL(item.preview);
    setPickError(null);
    onChange(items.filter((i) => i !== item));
    requestAnimationFrame(() => inputRef.current?.focus());
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className="space-y-3">
      <Label htmlFor={id}>Images</Label>
      <p id={hintId} className="text-xs text-muted-foreground">
        Up to {PRODUCT_LIMITS.images} images: JPEG, PNG, WebP or GIF, each under 5 MB. The first is the main image. {items.length} of{' '}
        {PRODUCT_LIMITS.images} chosen.
      </p>
      {shown.length ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {shown.map((item, i) => (
            <li key={item.kind === 'new' ? item.preview : item.url} className="relative">
              <div className="aspect-[4/5] overflow-hidden rounded-md border border-border bg-cream">
                {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (blob:) or the store's own file, shown small */}
                <img
                  src={item.kind === 'new' ? item.preview : optimisedImageSrc(item.url)}
                  alt={`${productName || 'Product'}, image ${i + 1}${item.kind === 'new' ? ' (new)' : ''}`}
                  className="size-full object-cover"
                />
              </div>
              {i === 0 ? <span className="absolute top-1 left-1 rounded-sm bg-ink px-1.5 py-0.5 text-xs text-ivory">Main</span> : null}
              <Button
                variant="secondary"
                size="icon"
                aria-label={`Remove image ${i + 1}`}
                className="absolute top-1 right-1 size-9 rounded-full shadow-sm"
                onClick={() => remove(item)}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <label
        className={
          'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-dashed border-input bg-card px-4 py-3 text-sm font-medium transition-colors hover:bg-cream has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50'
        }
      >
        <ImagePlus aria-hidden className="size-4" />
        <span aria-hidden>{full ? 'Four images chosen' : 'Choose images'}</span>
        <input
          ref={inputRef}
          id={id}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          disabled={full}
          className="sr-only"
          aria-describedby={[hintId, message ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={message ? true : undefined}
          onChange={(e) => onFiles(e.target.files)}
        />
      </label>
      <FieldError id={errorId} message={message} />
    </div>
  );
}
