'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { NativeSelect } from '@/components/account/select-native';
import { FieldError, FormMessage, TextField } from '@/components/auth/fields';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { toastError } from '@/components/ui/sonner';
import type { AdminProductDto } from '@/lib/catalog/admin-dto';
import {
  checkProductForm,
  emptyProductForm,
  formSummary,
  productToForm,
  toProductFields,
  type ProductFormErrors,
  type ProductFormField,
  type ProductFormValues,
} from '@/lib/catalog/admin-check';
import { CATEGORIES, CATALOG_ADMIN_MESSAGES as M, SIZE_LIMITS } from '@/lib/catalog/messages';
import { PRODUCT_FIELDS, type FieldsOfKind } from '@/lib/catalog/product-fields';
import { ApiError, apiFetch, isAbortError } from '@/lib/client/api';
import {
  checkSizes,
  defaultRow,
  REQUIRED_IN_ROW,
  sizesToForm,
  stockConflictsOf,
  toSizesField,
  type DefaultSizeMeta,
  type SizeFormRow,
  type SizeRowErrors,
  type SizeRowField,
} from '@/lib/catalog/size-form';
import { ImageField, orderedImages, type ImageItem } from './image-field';
import { ListField } from './list-field';
import { SIZE_COLUMNS, SIZE_GRID_CLASS, sizeCellClass, SizesField } from './sizes-field';
import { StockLedgerField } from './stock-ledger-field';

/** Uploads time out after 30 s, other calls after 60 s. */
const UPLOAD_TIMEOUT_MS = 30_000;
const REQUEST_TIMEOUT_MS = 60_000;
const TIMEOUT_MESSAGE = 'Request timed out. Please check your connection and try again.';

export type ProductFormMode = { kind: 'create' } | { kind: 'edit'; product: AdminProductDto };

/** The fields typed into one input each, labelled and limited by lib/catalog/product-fields.ts. */
type InputFieldName = FieldsOfKind<'text' | 'rupees' | 'whole' | 'hsn' | 'notes'>;

// The form's sections, in the order they show (and a failed check focuses the first).
const MAIN = ['name', 'category'] as const;
/** Size 1's fields that are the product's own (its label and SKU are the size's: DefaultSizeMeta). */
const FIRST_SIZE = ['volumeMl', 'price', 'mrp', 'originalPrice', 'stock'] as const;
const LISTS = ['description', 'tags'] as const;
const LABEL = ['brand', 'concentration', 'weightGrams', 'hsnCode', 'manufacturer', 'countryOfOrigin'] as const;
const NOTES = ['notesTop', 'notesHeart', 'notesBase'] as const;
const CHARACTER = ['family', 'longevity', 'sillage'] as const;
const FIELD_ORDER: ProductFormField[] = [...MAIN, ...FIRST_SIZE, 'images', ...LISTS, 'featuredRank', ...LABEL, ...NOTES, ...CHARACTER];
const isFirstSizeField = (field: string): field is (typeof FIRST_SIZE)[number] => (FIRST_SIZE as readonly string[]).includes(field);

/** Beside a field, the form's summary ('Please fill in all required fields') reads better as this. */
const shown = (message: string | undefined) => (message === M.required ? 'This field is required' : message);

/** Server field names (images.0, description.3…) to the form's. */
function fieldOf(key: string): ProductFormField | null {
  const base = key.split('.')[0] as ProductFormField;
  return FIELD_ORDER.includes(base) ? base : null;
}

/**
 * Add Product and Edit Product: one modal form. Checks run in the browser with the server's
 * messages before anything is sent; the server's answer (field errors included) has the last
 * word. A new product, or an edit with new image files, goes as multipart; other edits as JSON.
 * With direct uploads (UploadThing) new files go to UploadThing first and every save is JSON.
 */
export function ProductFormDialog({
  mode,
  onClose,
  onSaved,
  onFailedEdit,
  returnFocus,
  directUploads = false,
}: {
  mode: ProductFormMode | null;
  onClose: () => void;
  onSaved: (product: AdminProductDto, message: string) => void;
  /** After a failed edit the list reloads, so it never shows a change that did not happen. */
  onFailedEdit: () => void;
  returnFocus: () => void;
  /** The server's word that photos go straight to UploadThing (UPLOADTHING_TOKEN is set). */
  directUploads?: boolean;
}) {
  return (
    <Dialog
      open={mode !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {mode ? (
        <FormBody
          key={mode.kind === 'edit' ? mode.product.id : 'create'}
          mode={mode}
          onClose={onClose}
          onSaved={onSaved}
          onFailedEdit={onFailedEdit}
          returnFocus={returnFocus}
          directUploads={directUploads}
        />
      ) : null}
    </Dialog>
  );
}

function FormBody({
  mode,
  onClose,
  onSaved,
  onFailedEdit,
  returnFocus,
  directUploads,
}: {
  mode: ProductFormMode;
  onClose: () => void;
  onSaved: (product: AdminProductDto, message: string) => void;
  onFailedEdit: () => void;
  returnFocus: () => void;
  directUploads: boolean;
}) {
  const uid = useId();
  const ids = Object.fromEntries(FIELD_ORDER.map((f) => [f, `${uid}-${f}`])) as Record<ProductFormField, string>;
  const editing = mode.kind === 'edit' ? mode.product : null;
  const [values, setValues] = useState<ProductFormValues>(() => (editing ? productToForm(editing) : emptyProductForm()));
  const [images, setImages] = useState<ImageItem[]>(() => (editing ? editing.images.map((url) => ({ kind: 'existing' as const, url })) : []));
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const initialSizes = editing ? sizesToForm(editing.sizes) : { meta: { label: '', sku: '' }, rows: [] };
  const [sizeMeta, setSizeMeta] = useState<DefaultSizeMeta>(initialSizes.meta);
  const [sizeRows, setSizeRows] = useState<SizeFormRow[]>(initialSizes.rows);
  const [sizeErrors, setSizeErrors] = useState<SizeRowErrors[]>([]);
  /** Size 1's label and SKU errors (its other fields' are the form's own). */
  const [metaErrors, setMetaErrors] = useState<Pick<SizeRowErrors, 'label' | 'sku'>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const abortRef = useRef<AbortController | null>(null);

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) {
      setErrors((prev) => {
        const next = { ...prev };
        delete next[key];
        return next;
      });
    }
  };

  /** Size 1's label follows its volume unless the admin named it otherwise. */
  const mainRow = () => defaultRow({ ...sizeMeta, label: /^\d+ ml$/.test(sizeMeta.label) ? '' : sizeMeta.label }, values);

  /** A further size trades places with the form's own fields, which hold the default size. */
  function makeDefault(index: number) {
    const row = sizeRows[index];
    if (!row) return;
    const main = mainRow();
    setSizeRows(sizeRows.map((r, i) => (i === index ? { ...main, key: r.key } : r)));
    setSizeMeta({ _id: row._id, label: row.label, sku: row.sku, expectedStock: row.expectedStock });
    setValues((v) => ({ ...v, volumeMl: row.volumeMl, price: row.price, mrp: row.mrp, originalPrice: row.originalPrice, stock: row.stock }));
    setSizeErrors([]);
  }

  /**
   * The stock a size has now (after an adjustment, or as STOCK_CHANGED reported it): the figure
   * the next save counts against. `showIt` also puts it in the stock input.
   */
  function takeCurrentStock(variantId: string, stock: number, showIt: boolean) {
    const figure = String(stock);
    if (variantId === sizeMeta._id) {
      setSizeMeta((m) => ({ ...m, expectedStock: figure }));
      if (showIt) setValues((v) => ({ ...v, stock: figure }));
    }
    setSizeRows((rows) => rows.map((r) => (r._id === variantId ? { ...r, expectedStock: figure, ...(showIt ? { stock: figure } : {}) } : r)));
  }

  function focusFirstSize(errs: SizeRowErrors[]): boolean {
    const index = errs.findIndex((e) => Object.keys(e).length > 0);
    if (index < 0) return false;
    const row = sizeRows[index];
    const field = (['label', 'volumeMl', 'sku', 'price', 'mrp', 'originalPrice', 'stock'] as const).find((f) => errs[index]![f]);
    if (row && field) document.getElementById(`${uid}-sizes-${row.key}-${field}`)?.focus();
    return true;
  }

  /** Focuses Size 1's label or SKU when either was refused; false when neither was. */
  function focusSizeOne(errs: Pick<SizeRowErrors, 'label' | 'sku'>): boolean {
    const field = errs.label ? 'label' : errs.sku ? 'sku' : null;
    if (field) document.getElementById(`${uid}-size1-${field}`)?.focus();
    return field != null;
  }

  function focusFirst(errs: ProductFormErrors) {
    const first = FIELD_ORDER.find((f) => errs[f]);
    if (!first) return;
    const el = document.getElementById(ids[first]);
    // A list's fieldset is not focusable: its first input is.
    const target = el instanceof HTMLFieldSetElement ? el.querySelector('input') : el;
    target?.focus();
  }

  /**
   * Direct uploads: sends the new files to UploadThing first, and from then on the form holds them
   * as uploaded images, so a save the server refuses (a taken name…) does not upload them again.
   */
  async function uploadNewFiles(items: ImageItem[], signal: AbortSignal): Promise<ImageItem[]> {
    const fresh = items.filter((i): i is Extract<ImageItem, { kind: 'new' }> => i.kind === 'new');
    if (fresh.length === 0) return items;
    const { uploadDirect } = await import('@/components/uploads/direct-upload');
    const urls = await uploadDirect('productImage', fresh.map((i) => i.file), editing ? M.failedUpdate : M.failedCreate, signal);
    const uploaded = new Map(fresh.map((item, i) => [item, urls[i]!]));
    const next = items.map((i): ImageItem => (i.kind === 'new' ? { kind: 'existing', url: uploaded.get(i)! } : i));
    for (const item of fresh) URL.revokeObjectURL(item.preview);
    setImages(next);
    return next;
  }

  function buildRequest(items: ImageItem[]): unknown {
    // The whole list of sizes, the form's own fields first: the server replaces the product's.
    const fields = { ...toProductFields(values), sizes: toSizesField([mainRow(), ...sizeRows]) };
    const ordered = orderedImages(items);
    const kept = ordered.flatMap((i) => (i.kind === 'existing' ? [i.url] : []));
    const files = ordered.flatMap((i) => (i.kind === 'new' ? [i.file] : []));
    if (files.length === 0 && (editing || directUploads)) return { ...fields, images: kept };
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      // Lists go as one JSON array, so an emptied list is sent too (no parts would mean "unchanged").
      if (Array.isArray(value)) form.append(key, JSON.stringify(value));
      else form.append(key, value === null ? '' : String(value));
    }
    for (const url of kept) form.append('existingImages', url);
    for (const file of files) form.append('images', file, file.name);
    return form;
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // A submit while saving is ignored.
    if (savingRef.current) return;
    if (editing && !editing.id) {
      setSummary(M.idMissing);
      return;
    }
    const found = checkProductForm(values, images.length);
    const [mainErrors = {}, ...rowErrors] = checkSizes([mainRow(), ...sizeRows]);
    // Size 1's fields are the form's own: a rule across sizes (its volume twice) shows there.
    for (const [field, message] of Object.entries(mainErrors) as [SizeRowField, string][]) {
      if (isFirstSizeField(field)) found[field] ??= message;
    }
    const meta = { label: mainErrors.label, sku: mainErrors.sku };
    const metaInvalid = Boolean(meta.label || meta.sku);
    const rowsInvalid = rowErrors.some((e) => Object.keys(e).length > 0);
    if (Object.keys(found).length || metaInvalid || rowsInvalid) {
      setErrors(found);
      setMetaErrors(meta);
      setSizeErrors(rowErrors);
      setSummary(formSummary(found) ?? meta.label ?? meta.sku ?? Object.values(rowErrors.find((e) => Object.keys(e).length) ?? {})[0] ?? null);
      if (Object.keys(found).length) focusFirst(found);
      else if (!focusSizeOne(meta)) focusFirstSize(rowErrors);
      return;
    }
    setErrors({});
    setMetaErrors({});
    setSizeErrors([]);
    setSummary(null);
    savingRef.current = true;
    setSaving(true);
    const hasFiles = images.some((i) => i.kind === 'new');
    const ctrl = new AbortController();
    abortRef.current = ctrl;
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        ctrl.abort();
      },
      hasFiles ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS,
    );
    const fallback: string = editing ? M.failedUpdate : M.failedCreate;
    try {
      const items = directUploads ? await uploadNewFiles(images, ctrl.signal) : images;
      const body = buildRequest(items);
      const res = await apiFetch<AdminProductDto>(editing ? `/api/v1/products/${encodeURIComponent(editing.id)}` : '/api/v1/products', {
        method: editing ? 'PUT' : 'POST',
        body,
        signal: ctrl.signal,
        fallbackMessage: fallback,
      });
      onSaved(res.data, editing ? M.updated : M.added);
    } catch (err) {
      let message = fallback;
      if (timedOut) message = TIMEOUT_MESSAGE;
      else if (isAbortError(err)) return;
      else if (err instanceof ApiError) {
        // A 400 shows the server's message, or 'Invalid product data'.
        message = err.message || (err.status === 400 ? M.invalidData : fallback);
        const fieldErrors: ProductFormErrors = {};
        const rowErrors: SizeRowErrors[] = sizeRows.map(() => ({}));
        const sizeOneErrors: Pick<SizeRowErrors, 'label' | 'sku'> = {};
        for (const [key, list] of Object.entries(err.errors)) {
          // sizes.0.price is the form's own price; sizes.2.sku the second row's SKU.
          const sized = /^sizes\.(\d+)\.(\w+)$/.exec(key);
          if (sized && list[0]) {
            const index = Number(sized[1]);
            const field = (sized[2] === '_id' ? 'label' : sized[2]) as SizeRowField;
            if (index === 0) {
              if (field === 'label' || field === 'sku') sizeOneErrors[field] ??= list[0];
              else if (isFirstSizeField(field)) fieldErrors[field] ??= list[0];
            } else if (rowErrors[index - 1]) rowErrors[index - 1]![field] ??= list[0];
            continue;
          }
          const field = fieldOf(key);
          if (field && list[0]) fieldErrors[field] ??= list[0];
        }
        setSizeErrors(rowErrors);
        setMetaErrors(sizeOneErrors);
        // Stock sold or adjusted since the form opened: the figure now becomes the one the next
        // save counts against; the message beside the stock says it, and the admin saves again.
        if (err.code === 'STOCK_CHANGED') for (const c of stockConflictsOf(err.details)) takeCurrentStock(c.variantId, c.currentStock, false);
        if (Object.keys(fieldErrors).length) {
          setErrors(fieldErrors);
          focusFirst(fieldErrors);
        } else if (!focusSizeOne(sizeOneErrors)) focusFirstSize(rowErrors);
      } else if (err instanceof Error && err.name === 'DirectUploadError') {
        // A direct upload's refusal (type, size, session) in the store's words.
        message = err.message;
        setErrors({ images: err.message });
        focusFirst({ images: err.message });
      }
      setSummary(message);
      toastError(message);
      if (editing) onFailedEdit();
    } finally {
      clearTimeout(timer);
      savingRef.current = false;
      setSaving(false);
    }
  }

  const title = editing ? 'Edit Product' : 'Add Product';
  const input = (name: InputFieldName) => {
    const f = PRODUCT_FIELDS[name];
    return (
      <TextField
        id={ids[name]}
        label={f.label}
        required={f.kind !== 'notes' && (f.kind !== 'rupees' || f.required)}
        inputMode={f.kind === 'rupees' ? 'decimal' : f.kind === 'whole' || f.kind === 'hsn' ? 'numeric' : undefined}
        maxLength={f.kind === 'text' ? f.max : undefined}
        autoComplete="off"
        value={values[name]}
        onChange={(e) => set(name, e.target.value)}
        error={shown(errors[name])}
        hint={'hint' in f ? f.hint : undefined}
      />
    );
  };
  const list = (name: (typeof LISTS)[number]) => {
    const f = PRODUCT_FIELDS[name];
    return (
      <ListField
        id={ids[name]}
        legend={f.label}
        itemLabel={f.item}
        values={values[name]}
        onChange={(next) => set(name, next)}
        max={f.maxItems}
        maxLength={f.itemMax}
        error={shown(errors[name])}
      />
    );
  };
  // Family, longevity and sillage: the words the shop will show, or "Not stated".
  const choice = (name: (typeof CHARACTER)[number]) => {
    const f = PRODUCT_FIELDS[name];
    const options = f.kind === 'choice' ? f.choices : f.steps.map((s, i) => ({ value: String(i + 1), label: `${i + 1} · ${s.name}` }));
    // A step's meaning under its select ("6 to 8 hours on skin"), so the admin picks by what the shop will say.
    const detail = f.kind === 'scale' ? f.steps[Number(values[name]) - 1]?.detail : undefined;
    const error = shown(errors[name]);
    return (
      <div className="space-y-2">
        <Label htmlFor={ids[name]}>{f.label}</Label>
        <NativeSelect
          id={ids[name]}
          value={values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids[name]}-error` : undefined}
          onChange={(e) => set(name, e.target.value)}
        >
          <option value={f.kind === 'choice' ? '' : '0'}>Not stated</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
        {detail ? <p className="text-xs text-muted-foreground">{detail}</p> : null}
        <FieldError id={`${ids[name]}-error`} message={error} />
      </div>
    );
  };
  // Size 1 in the same columns, labels and hints as every further size (SIZE_COLUMNS): its label
  // and SKU are the size's own, the rest the product's fields.
  const firstSize = (
    <div className={SIZE_GRID_CLASS}>
      {SIZE_COLUMNS.map((c) => {
        const field = c.field;
        const own = field === 'label' || field === 'sku' ? field : null;
        return (
          <div key={field} className={sizeCellClass(field)}>
            {own ? (
              <TextField
                id={`${uid}-size1-${own}`}
                label={c.label}
                hint={c.hint}
                autoComplete="off"
                maxLength={own === 'label' ? SIZE_LIMITS.labelMax : SIZE_LIMITS.skuMax}
                value={sizeMeta[own]}
                onChange={(e) => {
                  const value = e.target.value;
                  setSizeMeta((m) => ({ ...m, [own]: value }));
                  setMetaErrors((m) => ({ ...m, [own]: undefined }));
                }}
                error={metaErrors[own]}
              />
            ) : isFirstSizeField(field) ? (
              <TextField
                id={ids[field]}
                label={c.label}
                hint={c.hint}
                required={(REQUIRED_IN_ROW as readonly string[]).includes(field)}
                inputMode={c.inputMode}
                autoComplete="off"
                value={values[field]}
                onChange={(e) => set(field, e.target.value)}
                error={shown(errors[field])}
              />
            ) : null}
          </div>
        );
      })}
    </div>
  );
  const flag = (name: FieldsOfKind<'flag'> & keyof ProductFormValues) => (
    <div className="flex items-center gap-3">
      <Checkbox id={`${uid}-${name}`} checked={values[name]} onCheckedChange={(c) => set(name, c === true)} />
      <Label htmlFor={`${uid}-${name}`}>{PRODUCT_FIELDS[name].label}</Label>
    </div>
  );

  return (
    <DialogContent
      className="sm:max-w-3xl!"
      onInteractOutside={(e) => e.preventDefault()}
      onEscapeKeyDown={(e) => saving && e.preventDefault()}
      onCloseAutoFocus={(e) => {
        e.preventDefault();
        abortRef.current = null;
        returnFocus();
      }}
    >
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {editing
            ? 'Changes show in the shop as soon as they are saved.'
            : 'Name, category, price and stock are required. An active product shows in the shop as soon as it is saved.'}
        </DialogDescription>
      </DialogHeader>

      <form noValidate onSubmit={submit} className="space-y-6" aria-label={title}>
        <FormMessage message={summary} />

        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">{input('name')}</div>
          <div className="space-y-2">
            <Label htmlFor={ids.category}>{PRODUCT_FIELDS.category.label}</Label>
            <NativeSelect
              id={ids.category}
              value={values.category}
              required
              aria-invalid={errors.category ? true : undefined}
              aria-describedby={errors.category ? `${ids.category}-error` : undefined}
              onChange={(e) => set('category', e.target.value)}
            >
              <option value="">Choose a category</option>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
            <FieldError id={`${ids.category}-error`} message={shown(errors.category)} />
          </div>
        </div>

        <SizesField id={`${uid}-sizes`} first={firstSize} rows={sizeRows} errors={sizeErrors} onChange={setSizeRows} onMakeDefault={makeDefault} />

        {editing ? (
          <StockLedgerField
            productId={editing.id}
            sizes={[{ _id: sizeMeta._id, label: sizeMeta.label }, ...sizeRows].flatMap((r) => (r._id ? [{ _id: r._id, label: r.label || 'Size' }] : []))}
            onAdjusted={(variantId, stock) => takeCurrentStock(variantId, stock, true)}
          />
        ) : null}

        <ImageField id={ids.images} items={images} onChange={setImages} error={shown(errors.images)} productName={values.name.trim()} />

        <div className="grid gap-6 sm:grid-cols-2">
          {list('description')}
          {list('tags')}
        </div>

        <fieldset className="flex flex-wrap gap-x-8 gap-y-3">
          <legend className="sr-only">Visibility</legend>
          {flag('isFeatured')}
          {flag('isActive')}
        </fieldset>
        {values.isFeatured ? <div className="max-w-xs">{input('featuredRank')}</div> : null}

        <fieldset className="space-y-4 rounded-lg border border-border p-4">
          <legend className="px-1 text-sm font-medium">Label details</legend>
          <p className="text-xs text-muted-foreground">
            Printed on the product page as the law requires. New products start with the house&rsquo;s values.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {LABEL.map((name) => (
              <div key={name} className={name === 'manufacturer' || name === 'countryOfOrigin' ? 'sm:col-span-2' : undefined}>
                {input(name)}
              </div>
            ))}
          </div>
        </fieldset>

        <fieldset className="space-y-4 rounded-lg border border-border p-4">
          <legend className="px-1 text-sm font-medium">The scent</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            {NOTES.map((name) => (
              <div key={name}>{input(name)}</div>
            ))}
          </div>
          <p className="text-xs text-muted-foreground">Shown beside the notes as small scales; what is not stated is left out.</p>
          <div className="grid gap-4 sm:grid-cols-3">
            {CHARACTER.map((name) => (
              <div key={name}>{choice(name)}</div>
            ))}
          </div>
        </fieldset>

        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" aria-disabled={saving || undefined} aria-busy={saving || undefined}>
            {saving ? <Loader2 aria-hidden className="animate-spin" /> : null}
            Save Product
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
