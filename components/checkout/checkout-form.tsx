'use client';

import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { ChevronDown, Lock, ShoppingBag } from 'lucide-react';
import { FormMessage } from '@/components/auth/fields';
import { BusyButton } from '@/components/ui/busy-button';
import { toastError } from '@/components/ui/sonner';
import { addressKey, checkAddress, normalizeAddress, type AddressErrors, type AddressField } from '@/lib/addresses/check';
import type { SavedAddress } from '@/lib/addresses/saved';
import { redirectToLogin } from '@/lib/client/api';
import type { CouponDto } from '@/lib/coupons/dto';
import { checkGiftMessage, orderTotalPaise, type GiftSettingsDto } from '@/lib/gifts/rules';
import { formatInr, rupeesToPaise } from '@/lib/money';
import { cn } from '@/lib/utils/cn';
import { deliveryPromise } from '@/lib/store';
import { useStore } from '@/components/store/store-provider';
import { AddressFields, addressFieldId } from './address-fields';
import { DeliveryEstimateNote } from './delivery-estimate-note';
import { GiftOptions, giftRequest, NO_GIFT_CHOICE, type GiftChoice } from './gift-options';
import { ChosenSamples, SampleOptions } from './sample-options';
import type { SampleDto } from '@/lib/samples/rules';
import { ADDRESS_VALUE_KEYS, addressValues, type AddressEdit, type AddressValues } from './address-model';
import { orderErrorFor } from './checkout-model';
import { CouponBox } from './coupon-box';
import { CHECKOUT_UI_MESSAGES as M } from './messages';
import { createOrder, openPayment, type OrderRequest } from './order-api';
import { PaymentMethodPicker } from './payment-method-picker';
import { ACCOUNT_CARD, ChosenAddressCard, NEW_ADDRESS, SavedAddressPicker } from './saved-address-picker';
import { useAppliedCoupon } from './use-applied-coupon';
import { TotalsList } from './totals-list';

interface CheckoutFormProps {
  userId: string;
  /** Rupees: the cart's subtotal for the lines that can be bought. */
  subtotal: number;
  itemCount: number;
  savedAddresses: readonly SavedAddress[];
  /** The account has a delivery address (the first saved card): saving over it is then opt-in. */
  hasAccountAddress: boolean;
  suggestedCoupons: readonly CouponDto[];
  /** Whether gift wrap is offered, and its price (the server charges its own at order time). */
  giftSettings: GiftSettingsDto;
  /** The free samples in stock now; up to two go with the order. */
  samples: readonly SampleDto[];
  /** The line items, rendered on the server. */
  items: ReactNode;
  /** Some line is short of stock or gone: the phone's summary opens to say so. */
  itemsNeedAttention: boolean;
}

type Phase = 'idle' | 'placing' | 'redirecting';

/** One click of Place Order: its key is sent again only when the same order is retried. */
interface Attempt {
  key: string;
  fingerprint: string;
  /** The server may hold this order already (network failure, or payment not opened). */
  reusable: boolean;
}

/** The fields in the order the form shows them: the first one in error takes the focus. */
const FOCUS_ORDER: readonly AddressField[] = [...ADDRESS_VALUE_KEYS, 'country'];

function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Plain-HTTP origins other than localhost have no randomUUID; 16 random bytes serve the same purpose.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}


export function CheckoutForm({ userId, subtotal, itemCount, savedAddresses, hasAccountAddress, suggestedCoupons, giftSettings, samples, items, itemsNeedAttention }: CheckoutFormProps) {
  const store = useStore();
  const router = useRouter();
  const uid = useId();
  const formId = `${uid}-form`;
  const shippingHeading = `${uid}-shipping`;
  const paymentHeading = `${uid}-payment`;
  const giftHeading = `${uid}-gift`;
  const samplesHeading = `${uid}-samples`;
  const summaryHeading = `${uid}-summary`;
  const consentId = `${uid}-consent`;
  const fieldPrefix = `${uid}-address`;
  const saveAddressId = `${uid}-save-address`;
  const phoneSummaryId = `${uid}-phone-summary`;
  const savedPrefix = `${uid}-saved`;

  const first = savedAddresses[0];
  const [selected, setSelected] = useState<string>(first?.id ?? NEW_ADDRESS);
  const [values, setValues] = useState<AddressValues>(() => addressValues(first?.address));
  // A saved address that passes the checks is shown as one card; the form opens on Change, or
  // when it needs fixing.
  const [editingAddress, setEditingAddress] = useState(
    () => !first || Object.keys(checkAddress({ ...addressValues(first.address), country: 'India' })).length > 0,
  );
  const [summaryOpen, setSummaryOpen] = useState(itemsNeedAttention);
  // A new key for the address fields whenever another address is loaded: what a PIN filled in is forgotten.
  const [loaded, setLoaded] = useState(0);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // The form message is about the highlighted fields: it goes once none is highlighted.
  const [formErrorIsFields, setFormErrorIsFields] = useState(false);
  // A shopper without a saved address keeps the first one; one who has one chooses to replace it.
  const [saveAddress, setSaveAddress] = useState(!hasAccountAddress);
  const [phase, setPhase] = useState<Phase>('idle');
  const sending = useRef(false);
  const attempt = useRef<Attempt | null>(null);
  const coupon = useAppliedCoupon(subtotal);
  const [gift, setGift] = useState<GiftChoice>(NO_GIFT_CHOICE);
  const [giftError, setGiftError] = useState<string | undefined>();
  const [pickedSamples, setPickedSamples] = useState<string[]>([]);
  const [samplesError, setSamplesError] = useState<string | null>(null);
  // A sample gone from the list (run out, the page refreshed) is no longer chosen.
  const chosenSamples = pickedSamples.filter((id) => samples.some((s) => s._id === id));

  const busy = phase !== 'idle';
  const subtotalPaise = rupeesToPaise(subtotal);
  const discountPaise = coupon.applied ? Math.min(subtotalPaise, rupeesToPaise(coupon.applied.discount)) : 0;
  const giftWrapPaise = gift.wrap && giftSettings.wrapEnabled ? rupeesToPaise(giftSettings.wrapPrice) : 0;
  const totalPaise = orderTotalPaise(subtotalPaise, discountPaise, giftWrapPaise);

  // Back from the payment page through the browser's history: the page is restored as it was
  // left, mid-redirect; make it usable again (the same attempt key returns the same order).
  useEffect(() => {
    const onPageShow = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      sending.current = false;
      setPhase('idle');
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  /** A highlighted field stays highlighted until it is right (its message may change meanwhile). */
  function recheckHighlighted(next: AddressValues, extra: AddressErrors = {}) {
    const found = checkAddress({ ...next, country: 'India' });
    const kept: AddressErrors = { ...extra };
    for (const field of Object.keys(errors) as AddressField[]) {
      if (found[field]) kept[field] ??= found[field];
    }
    setErrors(kept);
    if (formErrorIsFields && Object.keys(kept).length === 0) {
      setFormError(null);
      setFormErrorIsFields(false);
    }
  }

  function onAddressEdit({ values: next, pinMismatch }: AddressEdit) {
    setValues(next);
    recheckHighlighted(next, pinMismatch ? { postalCode: pinMismatch } : {});
    // An edited saved address is a new address now: the cards say what will be used.
    const card = savedAddresses.find((a) => a.id === selected);
    if (card && addressKey(next) !== addressKey(card.address)) setSelected(NEW_ADDRESS);
  }

  function onSelectAddress(id: string) {
    setSelected(id);
    const card = savedAddresses.find((a) => a.id === id);
    setValues(addressValues(card?.address));
    setLoaded((n) => n + 1);
    setErrors({});
    setFormError(null);
    setFormErrorIsFields(false);
  }

  function openAddressForm() {
    flushSync(() => setEditingAddress(true));
    document.getElementById(`${savedPrefix}-${selected}`)?.focus();
  }

  function showFieldErrors(found: AddressErrors, message: string) {
    // The fields must be on the page to be highlighted and focused.
    flushSync(() => setEditingAddress(true));
    setErrors(found);
    setFormError(message);
    setFormErrorIsFields(true);
    const firstField = FOCUS_ORDER.find((f) => found[f]);
    if (firstField) document.getElementById(addressFieldId(fieldPrefix, firstField))?.focus();
  }

  function keyFor(fingerprint: string): string {
    const last = attempt.current;
    if (last && last.reusable && last.fingerprint === fingerprint) return last.key;
    const key = newIdempotencyKey();
    attempt.current = { key, fingerprint, reusable: false };
    return key;
  }

  function fail(message: string) {
    setFormError(message);
    setFormErrorIsFields(false);
    toastError(message);
  }

  function handleOrderError(err: unknown) {
    const problem = orderErrorFor(err);
    if (attempt.current) attempt.current.reusable = problem.kind === 'network';
    switch (problem.kind) {
      case 'fields':
        showFieldErrors(problem.fields, problem.message);
        toastError(problem.message);
        return;
      case 'auth':
        fail(problem.message);
        // Long enough to read why, then the 401 rule: forget the session, go to /login.
        window.setTimeout(redirectToLogin, 1500);
        return;
      case 'samples':
        // The list is read again (the sample that ran out drops from it and from the choice).
        setSamplesError(problem.message);
        fail(problem.message);
        router.refresh();
        document.getElementById(samplesHeading)?.focus();
        return;
      case 'coupon':
        coupon.remove(problem.message);
        fail(problem.message);
        return;
      case 'empty':
        fail(problem.message);
        router.refresh();
        return;
      case 'payment-unavailable':
        // The order exists and waits for payment; My Orders offers "Pay now".
        fail(problem.message);
        router.push('/orders');
        return;
      default:
        fail(problem.message);
    }
  }

  async function placeOrder(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending.current) return;
    setFormError(null);
    setFormErrorIsFields(false);

    const found = checkAddress({ ...values, country: 'India' });
    const shippingAddress = normalizeAddress({ ...values, country: 'India' });
    if (Object.keys(found).length > 0 || !shippingAddress) {
      showFieldErrors(found, M.fixFields);
      return;
    }
    const giftMessage = checkGiftMessage(gift.message);
    if (!giftMessage.ok) {
      setGiftError(giftMessage.error);
      fail(giftMessage.error);
      document.getElementById(`${uid}-gift-message`)?.focus();
      return;
    }
    setGiftError(undefined);

    sending.current = true;
    setPhase('placing');
    let leaving = false;
    try {
      const recheck = await coupon.recheck(true);
      if (recheck.removed) {
        // The total changed: let the shopper see it before paying.
        setFormError(recheck.message);
        setFormErrorIsFields(false);
        return;
      }
      const body: OrderRequest = { shippingAddress, paymentMethod: 'online', couponCode: coupon.applied?.code ?? '' };
      const giftBody = giftRequest({ ...gift, wrap: gift.wrap && giftSettings.wrapEnabled });
      if (giftBody) body.gift = giftBody;
      if (chosenSamples.length) body.samples = chosenSamples;
      // Saving the address is not part of the order: ticking the box does not make a second one.
      const key = keyFor(JSON.stringify(body));
      const offerSave = selected !== ACCOUNT_CARD || !hasAccountAddress;
      if (offerSave && saveAddress) body.saveAddress = true;

      let created: Awaited<ReturnType<typeof createOrder>>;
      try {
        created = await createOrder(userId, body, key);
      } catch (err) {
        handleOrderError(err);
        return;
      }

      // From here the order exists: a second click must find it again, not create another.
      if (attempt.current) attempt.current.reusable = true;
      // A ₹0 order (its coupon covered everything, paid at once), or a replayed attempt whose
      // order was paid meanwhile (or can no longer be paid), has nothing to open: no payment SDK,
      // and the return view says where that order stands (the confirmation, for a ₹0 order).
      if (created.data.checkout == null) {
        leaving = true;
        setPhase('redirecting');
        router.replace(`/checkout?order_id=${encodeURIComponent(created.data.order.orderNumber)}`);
        return;
      }
      setPhase('redirecting');
      const opened = await openPayment(created.data);
      if (opened.error) {
        fail(opened.error);
        return;
      }
      leaving = true;
    } finally {
      if (!leaving) {
        sending.current = false;
        setPhase('idle');
      }
    }
  }

  const status = phase === 'placing' ? M.placing : phase === 'redirecting' ? M.redirecting : '';

  const chosen = savedAddresses.find((a) => a.id === selected);

  return (
    <div className="grid gap-6 sm:gap-10 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start xl:gap-14">
      {/* Phones: what is being bought and its total first, folded; the form follows, then Place Order. */}
      <div className="rounded-lg border border-border bg-card shadow-xs lg:hidden">
        <button
          type="button"
          aria-expanded={summaryOpen}
          aria-controls={phoneSummaryId}
          onClick={() => setSummaryOpen((open) => !open)}
          className="flex min-h-12 w-full items-center justify-between gap-3 rounded-lg px-4 py-3 text-left focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <span className="flex items-center gap-2 text-sm font-medium">
            <ShoppingBag aria-hidden className="size-4 text-gold-deep" />
            Order summary
            <ChevronDown aria-hidden className={cn('size-4 transition-transform', summaryOpen && 'rotate-180')} />
          </span>
          <span className="font-medium tabular-nums">
            <span className="sr-only">Total </span>
            {formatInr(totalPaise)}
          </span>
        </button>
        <div id={phoneSummaryId} hidden={!summaryOpen} className="border-t border-border p-4">
          {items}
        </div>
      </div>

      <form id={formId} onSubmit={placeOrder} noValidate aria-busy={busy || undefined} className="space-y-6 sm:space-y-10">
        <section aria-labelledby={shippingHeading} className="space-y-5 rounded-lg border border-border bg-card p-5 shadow-xs sm:space-y-6 sm:p-8">
          <div>
            <h2 id={shippingHeading} className="text-2xl font-medium sm:text-3xl">
              Shipping address
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">We deliver across India, free.</p>
          </div>
          {!editingAddress && chosen ? (
            <ChosenAddressCard entry={chosen} disabled={busy} onChange={openAddressForm}>
              <DeliveryEstimateNote pin={values.postalCode} />
            </ChosenAddressCard>
          ) : (
            <>
              {savedAddresses.length > 0 ? (
                <SavedAddressPicker
                  idPrefix={savedPrefix}
                  addresses={savedAddresses}
                  selected={selected}
                  disabled={busy}
                  onSelect={onSelectAddress}
                />
              ) : null}
              <AddressFields
                key={loaded}
                idPrefix={fieldPrefix}
                values={values}
                errors={errors}
                disabled={busy}
                required
                onEdit={onAddressEdit}
                belowPin={<DeliveryEstimateNote pin={values.postalCode} />}
              />
            </>
          )}
          {selected !== ACCOUNT_CARD || !hasAccountAddress ? (
            <div className="flex items-start gap-3">
              <input
                id={saveAddressId}
                type="checkbox"
                checked={saveAddress}
                disabled={busy}
                onChange={(e) => setSaveAddress(e.target.checked)}
                className="mt-0.5 size-5 shrink-0 cursor-pointer rounded-sm border-input accent-gold-deep"
              />
              <label htmlFor={saveAddressId} className="cursor-pointer text-sm leading-snug">
                {hasAccountAddress ? 'Make this my saved address' : 'Save this address to my account'}
                <span className="block text-xs text-muted-foreground">
                  {hasAccountAddress ? 'It replaces the one in My Account.' : 'You will find it in My Account, ready for next time.'}
                </span>
              </label>
            </div>
          ) : null}
        </section>

        <GiftOptions
          idPrefix={`${uid}-gift`}
          headingId={giftHeading}
          settings={giftSettings}
          value={gift}
          onChange={(next) => {
            setGift(next);
            if (giftError && checkGiftMessage(next.message).ok) setGiftError(undefined);
          }}
          messageError={giftError}
          disabled={busy}
        />

        <SampleOptions
          idPrefix={`${uid}-sample`}
          headingId={samplesHeading}
          samples={samples}
          chosen={chosenSamples}
          onChange={(next) => {
            setPickedSamples(next);
            setSamplesError(null);
          }}
          error={samplesError}
          disabled={busy}
        />

        <section aria-labelledby={paymentHeading} className="space-y-5 rounded-lg border border-border bg-card p-5 shadow-xs sm:p-8">
          <div>
            <h2 id={paymentHeading} className="text-2xl font-medium sm:text-3xl">
              Payment method
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">You pay on the next page, secured by our payment partner.</p>
          </div>
          <PaymentMethodPicker
            idPrefix={`${uid}-pay`}
            headingId={paymentHeading}
            disabled={busy}
          />
        </section>
      </form>

      <section aria-labelledby={summaryHeading} className="lg:sticky lg:top-28">
        <div className="space-y-5 rounded-lg border border-border bg-card p-5 shadow-xs sm:space-y-6 sm:p-8">
          <h2 id={summaryHeading} className="text-2xl font-medium">
            Order summary
          </h2>
          {/* Phones list the items in the folded summary at the top. */}
          <div className="hidden lg:block">{items}</div>
          <ChosenSamples samples={samples} chosen={chosenSamples} />

          <CouponBox
            idPrefix={`${uid}-coupon`}
            applied={coupon.applied}
            busy={coupon.busy}
            locked={busy}
            notice={coupon.notice}
            suggestions={suggestedCoupons}
            onApply={coupon.apply}
            onRemove={() => coupon.remove()}
            onClearNotice={() => coupon.setNotice(null)}
          />

          <TotalsList
            className="border-t border-border pt-5"
            itemCount={itemCount}
            subtotalPaise={subtotalPaise}
            discount={coupon.applied ? { label: `Coupon discount (${coupon.applied.code})`, paise: discountPaise } : null}
            giftWrapPaise={giftWrapPaise}
            totalPaise={totalPaise}
          />
          <p className="text-xs leading-relaxed text-muted-foreground">
            All prices are inclusive of GST. {deliveryPromise(store)}
          </p>

          <FormMessage message={formError} />

          <p id={consentId} className="text-xs leading-relaxed text-muted-foreground">
            By placing your order you agree to our{' '}
            <Link href="/terms-and-condition" className="font-medium text-foreground underline underline-offset-4">
              Terms and Conditions
            </Link>{' '}
            and{' '}
            <Link href="/refund-and-return-policy" className="font-medium text-foreground underline underline-offset-4">
              Refund and Return Policy
            </Link>
            .
          </p>

          <BusyButton
            busy={busy}
            icon={<Lock aria-hidden />}
            type="submit"
            form={formId}
            size="lg"
            className="w-full"
            aria-describedby={consentId}
          >
            Place Order
          </BusyButton>
          <p className="sr-only" role="status" aria-live="polite">
            {status}
          </p>
          {busy ? (
            <p aria-hidden className="-mt-3 text-center text-xs text-muted-foreground">
              {status}
            </p>
          ) : null}
        </div>
      </section>
    </div>
  );
}
