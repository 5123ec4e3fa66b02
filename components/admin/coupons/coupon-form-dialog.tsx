'use client';

import { useRef, useState } from 'react';
import { Loader2 } from 'lucide-react';
import { FieldError, FormMessage, TextField } from '@/components/auth/fields';
import { NativeSelect } from '@/components/account/select-native';
import { toastError, toastInfo, toastSuccess } from '@/components/ui/sonner';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, apiFetch } from '@/lib/client/api';
import type { AdminCouponDto } from '@/lib/coupons/admin';
import {
  checkCouponForm,
  instantToIstDay,
  type CouponFieldErrors,
  type CouponFieldName,
  type CouponFormValues,
  type CouponPayload,
} from '@/lib/coupons/admin-rules';
import { COUPON_CODE_MAX, COUPON_DESCRIPTION_MAX, COUPON_ADMIN_MESSAGES as M } from '@/lib/coupons/messages';

const FIELD_IDS: Record<CouponFieldName, string> = {
  code: 'coupon-code',
  discountType: 'coupon-type',
  discountValue: 'coupon-value',
  minOrderAmount: 'coupon-min-order',
  maxDiscountAmount: 'coupon-max-discount',
  startDate: 'coupon-start',
  expiryDate: 'coupon-expiry',
  usageLimit: 'coupon-usage-limit',
  perCustomerLimit: 'coupon-usage-limit',
  description: 'coupon-description',
  isActive: 'coupon-active',
  isPublic: 'coupon-public',
  firstOrderOnly: 'coupon-first-order',
};
const FIELD_ORDER = Object.keys(FIELD_IDS) as CouponFieldName[];

const EMPTY: CouponFormValues = {
  code: '',
  discountType: 'percentage',
  discountValue: '',
  minOrderAmount: '',
  maxDiscountAmount: '',
  startDate: '',
  expiryDate: '',
  usageLimit: '',
  description: '',
  isActive: true,
  isPublic: true,
  firstOrderOnly: false,
};

const amountText = (n: number | null) => (n == null ? '' : String(n));

function valuesFrom(coupon: AdminCouponDto): CouponFormValues {
  return {
    code: coupon.code,
    discountType: coupon.discountType,
    discountValue: String(coupon.discountValue),
    minOrderAmount: amountText(coupon.minOrderAmount),
    maxDiscountAmount: amountText(coupon.maxDiscountAmount),
    startDate: coupon.startDate ? instantToIstDay(coupon.startDate) : '',
    expiryDate: instantToIstDay(coupon.expiryDate),
    usageLimit: coupon.usageLimit == null ? '' : String(coupon.usageLimit),
    description: coupon.description,
    isActive: coupon.isActive,
    isPublic: coupon.isPublic,
    firstOrderOnly: coupon.firstOrderOnly,
  };
}

/**
 * An edit sends only what changed (PUT /coupons/{id} takes changed fields), so an untouched
 * expiry keeps its exact instant instead of being rounded to the end of its day.
 */
function changedPayload(initial: CouponFormValues, current: CouponFormValues, payload: CouponPayload): Partial<CouponPayload> {
  const out: Partial<CouponPayload> = {};
  const keys = Object.keys(initial) as (keyof CouponFormValues)[];
  for (const key of keys) {
    if (initial[key] !== current[key]) (out as Record<string, unknown>)[key] = payload[key];
  }
  if (out.discountType !== undefined) out.discountValue = payload.discountValue;
  return out;
}

function serverFieldErrors(err: ApiError): CouponFieldErrors {
  const out: CouponFieldErrors = {};
  for (const field of FIELD_ORDER) {
    const message = err.fieldError(field);
    if (message) out[field] = message;
  }
  if (err.code === 'COUPON_CODE_TAKEN') out.code = err.message;
  return out;
}

function todayInIndia(): string {
  return instantToIstDay(Date.now());
}

export type CouponDialogState = { mode: 'create' } | { mode: 'edit'; coupon: AdminCouponDto } | null;

/** Add and Edit coupon, one modal. Checks in the browser with the server's messages, then saves. */
export function CouponFormDialog({
  state,
  onClose,
  onSaved,
}: {
  state: CouponDialogState;
  onClose: () => void;
  onSaved: (coupon: AdminCouponDto) => void;
}) {
  const savingRef = useRef(false);
  const editing = state?.mode === 'edit' ? state.coupon : null;
  return (
    <Dialog open={state != null} onOpenChange={(next) => !next && !savingRef.current && onClose()}>
      <DialogContent className="sm:max-w-2xl!">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Coupon' : 'Add Coupon'}</DialogTitle>
          <DialogDescription>
            {editing
              ? `Changes to ${editing.code} apply to the next checkout that uses it.`
              : 'Shoppers enter the code at checkout. Dates are days in India time.'}
          </DialogDescription>
        </DialogHeader>
        {/* Keyed, so every opening starts from the coupon as it is now. */}
        {state ? (
          <CouponForm
            key={editing ? `${editing.id}:${editing.updatedAt}` : 'new'}
            editing={editing}
            savingRef={savingRef}
            onClose={onClose}
            onSaved={onSaved}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function CouponForm({
  editing,
  savingRef,
  onClose,
  onSaved,
}: {
  editing: AdminCouponDto | null;
  savingRef: React.RefObject<boolean>;
  onClose: () => void;
  onSaved: (coupon: AdminCouponDto) => void;
}) {
  const [initial] = useState<CouponFormValues>(() => (editing ? valuesFrom(editing) : EMPTY));
  const [values, setValues] = useState<CouponFormValues>(initial);
  const [errors, setErrors] = useState<CouponFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The expiry input's lower bound. The form mounts only when the dialog opens, in the browser.
  const [today] = useState(todayInIndia);

  const set = <K extends keyof CouponFormValues>(key: K, value: CouponFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key as CouponFieldName]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const focusFirst = (errs: CouponFieldErrors) => {
    const first = FIELD_ORDER.find((f) => errs[f]);
    if (first) requestAnimationFrame(() => document.getElementById(FIELD_IDS[first])?.focus());
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (savingRef.current) return;
    setFormError(null);
    const { errors: found, payload } = checkCouponForm(values, {
      isNew: !editing,
      allowUnlimited: editing != null && editing.usageLimit == null,
      now: Date.now(),
      expiryChanged: values.expiryDate !== initial.expiryDate,
    });
    if (!payload) {
      setErrors(found);
      focusFirst(found);
      return;
    }
    const body = editing ? changedPayload(initial, values, payload) : payload;
    if (editing && Object.keys(body).length === 0) {
      toastInfo('No changes to save');
      onClose();
      return;
    }
    savingRef.current = true;
    setSaving(true);
    try {
      const res = editing
        ? await apiFetch<AdminCouponDto>(`/api/v1/coupons/${editing.id}`, { method: 'PUT', body, fallbackMessage: M.updateFailed })
        : await apiFetch<AdminCouponDto>('/api/v1/coupons', { method: 'POST', body, fallbackMessage: M.createFailed });
      toastSuccess(editing ? M.updated : M.created);
      onSaved(res.data);
    } catch (err) {
      const fallback = editing ? M.updateFailed : M.createFailed;
      const message = err instanceof ApiError ? err.message || fallback : fallback;
      const fieldErrors = err instanceof ApiError ? serverFieldErrors(err) : {};
      setErrors(fieldErrors);
      setFormError(message);
      toastError(message);
      focusFirst(fieldErrors);
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  const percentage = values.discountType === 'percentage';
  const typeHintId = `${FIELD_IDS.discountType}-hint`;

  return (
    <form noValidate onSubmit={submit} aria-busy={saving || undefined} className="grid gap-5">
      <FormMessage message={formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={FIELD_IDS.code}
          label="Code"
          value={values.code}
          onChange={(e) => set('code', e.target.value.toUpperCase())}
          error={errors.code}
          hint="Letters, numbers, hyphens and underscores; saved in capitals."
          maxLength={COUPON_CODE_MAX}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          className="font-mono tracking-wider uppercase"
        />
        <div className="space-y-2">
          <div className="flex min-h-5 items-center">
            <Label htmlFor={FIELD_IDS.discountType}>Discount type</Label>
          </div>
          <NativeSelect
            id={FIELD_IDS.discountType}
            value={values.discountType}
            onChange={(e) => set('discountType', e.target.value === 'fixed' ? 'fixed' : 'percentage')}
            aria-describedby={typeHintId}
          >
            <option value="percentage">Percentage (%)</option>
            <option value="fixed">Fixed amount (₹)</option>
          </NativeSelect>
          <p id={typeHintId} className="text-xs text-muted-foreground">
            {percentage ? 'A percent of the order, optionally capped.' : 'A set amount off, never more than the order.'}
          </p>
        </div>
        <TextField
          id={FIELD_IDS.discountValue}
          label="Discount value"
          value={values.discountValue}
          onChange={(e) => set('discountValue', e.target.value)}
          error={errors.discountValue}
          hint={percentage ? 'Percent off, a whole number from 1 to 100.' : 'Rupees off, e.g. 300 or 249.50.'}
          inputMode={percentage ? 'numeric' : 'decimal'}
          autoComplete="off"
          required
        />
        <TextField
          id={FIELD_IDS.minOrderAmount}
          label="Minimum order (₹)"
          value={values.minOrderAmount}
          onChange={(e) => set('minOrderAmount', e.target.value)}
          error={errors.minOrderAmount}
          hint="Leave empty for no minimum."
          inputMode="decimal"
          autoComplete="off"
        />
        {percentage ? (
          <TextField
            id={FIELD_IDS.maxDiscountAmount}
            label="Maximum discount (₹)"
            value={values.maxDiscountAmount}
            onChange={(e) => set('maxDiscountAmount', e.target.value)}
            error={errors.maxDiscountAmount}
            hint="The most a percentage can take off. Leave empty for no cap."
            inputMode="decimal"
            autoComplete="off"
          />
        ) : null}
        <TextField
          id={FIELD_IDS.usageLimit}
          label="Usage limit"
          value={values.usageLimit}
          onChange={(e) => set('usageLimit', e.target.value)}
          error={errors.usageLimit}
          hint={
            editing && editing.usageLimit == null
              ? 'Uses across all customers. Empty keeps it unlimited.'
              : 'Uses across all customers, at least 1. Each customer may use a code once.'
          }
          inputMode="numeric"
          autoComplete="off"
          required={!(editing && editing.usageLimit == null)}
        />
        <TextField
          id={FIELD_IDS.startDate}
          label="Start date"
          type="date"
          value={values.startDate}
          onChange={(e) => set('startDate', e.target.value)}
          error={errors.startDate}
          hint="Optional. From 00:00 that day; empty means at once."
        />
        <TextField
          id={FIELD_IDS.expiryDate}
          label="Expiry date"
          type="date"
          value={values.expiryDate}
          onChange={(e) => set('expiryDate', e.target.value)}
          error={errors.expiryDate}
          hint="Valid through the end of this day."
          min={editing ? undefined : today}
          required
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={FIELD_IDS.description}>Description</Label>
        <Textarea
          id={FIELD_IDS.description}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          maxLength={COUPON_DESCRIPTION_MAX}
          rows={3}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${FIELD_IDS.description}-error` : `${FIELD_IDS.description}-hint`}
        />
        <p id={`${FIELD_IDS.description}-hint`} className="text-xs text-muted-foreground">
          Optional. Shown with the offer on the home page.
        </p>
        <FieldError id={`${FIELD_IDS.description}-error`} message={errors.description} />
      </div>
      <CheckboxField
        field="isActive"
        label="Active"
        hint="Inactive coupons are kept but refused at checkout."
        checked={values.isActive}
        onChange={(c) => set('isActive', c)}
        error={errors.isActive}
      />
      <CheckboxField
        field="isPublic"
        label="Show on the website"
        hint="Listed in the home page's offers and the checkout's suggestions. Unticked, the code still works for anyone you give it to."
        checked={values.isPublic}
        onChange={(c) => set('isPublic', c)}
        error={errors.isPublic}
      />
      <CheckboxField
        field="firstOrderOnly"
        label="First order only"
        hint="Only for customers with no earlier paid or pending order; refunded orders count, cancelled unpaid ones do not."
        checked={values.firstOrderOnly}
        onChange={(c) => set('firstOrderOnly', c)}
        error={errors.firstOrderOnly}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" aria-disabled={saving || undefined}>
          {saving ? <Loader2 aria-hidden className="animate-spin" /> : null}
          Save Coupon
        </Button>
      </DialogFooter>
    </form>
  );
}

/** A tick box with its label, hint and error, wired for screen readers (Space toggles it). */
function CheckboxField({
  field,
  label,
  hint,
  checked,
  onChange,
  error,
}: {
  field: CouponFieldName;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  const id = FIELD_IDS[field];
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-3">
        <Checkbox
          id={id}
          checked={checked}
          onCheckedChange={(c) => onChange(c === true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        />
        <Label htmlFor={id}>{label}</Label>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
