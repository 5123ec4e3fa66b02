import type { Metadata } from 'next';
import { BagChanges } from '@/components/cart/bag-changes';
import { AwaitingPayment } from '@/components/checkout/awaiting-payment';
import { CartLoadError } from '@/components/checkout/cart-load-error';
import { CheckoutForm } from '@/components/checkout/checkout-form';
import { CheckoutSignIn } from '@/components/checkout/checkout-sign-in';
import { EmptyCheckout, NothingAvailable } from '@/components/checkout/checkout-states';
import { PaymentReturn } from '@/components/checkout/payment-return';
import { SummaryItems, summaryLines } from '@/components/checkout/summary-items';
import { VerifyEmailGate } from '@/components/checkout/verify-email-gate';
import { PageHero } from '@/components/layout/page-hero';
import { ACCOUNT_ADDRESS_ID, listSavedAddresses, type SavedAddress } from '@/lib/addresses/saved';
import { signedInUserPage } from '@/lib/auth/page-guards';
import { getCartView } from '@/lib/cart/service';
import type { CartView } from '@/lib/cart/types';
import type { CouponDto } from '@/lib/coupons/dto';
import { getPublicCoupons } from '@/lib/coupons/public';
import { getDb } from '@/lib/db/client';
import { toGiftSettingsDto, type GiftSettingsDto } from '@/lib/gifts/rules';
import { getGiftSettings } from '@/lib/gifts/settings';
import { findOrderAwaitingPayment } from '@/lib/orders/queries';
import { log } from '@/lib/log';
import { env } from '@/lib/env';
import { ORDER_MESSAGES } from '@/lib/orders/messages';
import { paymentSetup } from '@/lib/payments/setup';
import type { SampleDto } from '@/lib/samples/rules';
import { listSamplesOnOffer } from '@/lib/samples/service';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The order number the payment page sends back, if it is a plausible one. */
function returnedOrderId(value: string | string[] | undefined): string | null {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim();
  return raw && raw.length <= 64 && /^[\w-]+$/.test(raw) ? raw : null;
}

function logFailure(where: string, e: unknown) {
  log.error(where, e);
}

// Extras must not take the checkout down: without them the form still works.
async function orEmpty<T>(where: string, work: Promise<T[]>): Promise<T[]> {
  try {
    return await work;
  } catch (e) {
    logFailure(where, e);
    return [];
  }
}

/** Without the settings the checkout still works, without gift wrap on offer. */
async function giftSettingsOrNone(): Promise<GiftSettingsDto> {
  try {
    return toGiftSettingsDto(await getGiftSettings());
  } catch (e) {
    logFailure('checkout gift settings', e);
    return { wrapEnabled: false, wrapPrice: 0 };
  }
}

async function CheckoutBody({ userId }: { userId: string }) {
  let cart: CartView;
  let coupons: CouponDto[];
  let addresses: SavedAddress[];
  let giftSettings: GiftSettingsDto;
  let samples: SampleDto[];
  try {
    const db = await getDb();
    [cart, coupons, addresses, giftSettings, samples] = await Promise.all([
      getCartView(db, { userId }),
      orEmpty('checkout coupons', getPublicCoupons({ limit: 3 })),
      orEmpty('checkout addresses', listSavedAddresses(db, userId)),
      giftSettingsOrNone(),
      orEmpty('checkout samples', listSamplesOnOffer(db)),
    ]);
  } catch (e) {
    logFailure('checkout cart', e);
    return <CartLoadError />;
  }

  if (cart.items.length === 0 && (cart.sets ?? []).length === 0) {
    // Back from the payment page, the bag is now an order: offer to pay for it rather than say "empty".
    const waiting = await findOrderAwaitingPayment(await getDb(), userId).catch((e: unknown) => {
      logFailure('checkout awaiting payment', e);
      return null;
    });
    return waiting ? <AwaitingPayment order={waiting} /> : <EmptyCheckout />;
  }
  const { lines, unavailable } = summaryLines(cart);
  if (lines.length === 0) return <NothingAvailable />;

  return (
    <>
    <BagChanges on="checkout" />
    <CheckoutForm
      userId={userId}
      subtotal={cart.summary.subtotal}
      itemCount={cart.summary.totalItems}
      savedAddresses={addresses}
      hasAccountAddress={addresses.some((a) => a.id === ACCOUNT_ADDRESS_ID)}
      suggestedCoupons={coupons}
      giftSettings={giftSettings}
      samples={samples}
      items={<SummaryItems lines={lines} unavailable={unavailable} />}
      itemsNeedAttention={unavailable > 0 || lines.some((l) => l.short)}
    />
    </>
  );
}

export default async function CheckoutPage({ searchParams }: { searchParams: SearchParams }) {
  const orderId = returnedOrderId((await searchParams).order_id);
  const here = orderId ? `/checkout?order_id=${encodeURIComponent(orderId)}` : '/checkout';
  const user = await signedInUserPage();
  return (
    <>
      <PageHero variant="compact" eyebrow="Secure checkout" title={orderId ? 'Your Order' : 'Checkout'} />
      <div className="container-page py-12 sm:py-16">
        {!user ? (
          // A guest signs in here (back from the payment page with the session gone, the same order follows).
          <CheckoutSignIn returnTo={here} />
        ) : !user.isEmailVerified ? (
          <VerifyEmailGate email={user.email ?? ''} />
        ) : orderId ? (
          <PaymentReturn orderId={orderId} />
        ) : (
          <>
            {/* Said before the shopper fills the form: Place Order would be refused (PAYMENTS_NOT_CONFIGURED). */}
            {paymentSetup(env()).kind === 'none' ? (
              <p role="status" className="mb-8 rounded-lg border border-warning/40 bg-card p-4 text-sm font-medium text-warning">
                {ORDER_MESSAGES.paymentsNotConfigured}
              </p>
            ) : null}
            <CheckoutBody userId={user.id} />
          </>
        )}
      </div>
    </>
  );
}
