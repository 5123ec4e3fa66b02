import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { PolicyPage, type PolicySection, staticPageMetadata } from '@/components/static/policy-page';
import { SellerDisclosure, careHoursText } from '@/components/static/seller-disclosure';
import { type StoreInfo } from '@/lib/store';
import { getStoreDetails } from '@/lib/store-details/settings';

const title = 'Returns & Exchanges';

/** What the page says, from the store's details (lib/store-details/settings.ts). */
function content(store: StoreInfo) {
  const p = store.policy;
  const claimWindow = `${p.claimWindowHours} hours of delivery`;
  const dispatch = `${p.dispatchBusinessDays.min}–${p.dispatchBusinessDays.max} business days`;

  const description = `Our refund and return policy: no returns on opened fragrance, but a wrong, damaged or leaking product reported within ${claimWindow} is replaced or refunded. Cancel free of charge before dispatch.`;


  const sections: PolicySection[] = [
    {
      id: 'at-a-glance',
      title: 'Our policy at a glance',
      content: (
        <ul>
          <li>
            We do <strong>not</strong> accept returns or give refunds for a change of mind, or because a fragrance is
            not to your taste.
          </li>
          <li>
            The one exception: a <strong>wrong, damaged or leaking product</strong>, reported within{' '}
            <strong>{claimWindow}</strong> with photos or videos.
          </li>
          <li>In that case we send a replacement. Where a replacement is not possible, we refund you in full.</li>
          <li>You can cancel an order free of charge at any time before it is dispatched.</li>
          <li>No fee is ever deducted from a refund.</li>
        </ul>
      ),
    },
    {
      id: 'why-no-returns',
      title: 'Why we do not accept returns',
      content: (
        <>
          <p>
            Fragrance is a personal-care product. Once a parcel has left us, we cannot be certain that a bottle has not
            been opened, sprayed, decanted or stored in heat, and we will never resell a bottle that might have been. Not
            accepting returns is how we guarantee that every bottle we send you is untouched.
          </p>
          <p>
            Choosing a scent online is hard, so every product page lists the fragrance’s top, heart and base notes, and
            our team is happy to advise before you buy: write to <a href={`mailto:${store.email}`}>{store.email}</a>.
          </p>
        </>
      ),
    },
    {
      id: 'what-is-covered',
      title: 'What we cover',
      content: (
        <>
          <p>We will make it right if, when your parcel is delivered:</p>
          <ul>
            <li>
              <strong>Wrong product:</strong> you received a different fragrance, size or concentration from the one you
              ordered, or an item is missing from the parcel;
            </li>
            <li>
              <strong>Damaged product:</strong> the bottle, atomiser, cap or carton arrived broken, cracked or crushed;
            </li>
            <li>
              <strong>Leaking product:</strong> the bottle or atomiser is leaking, or the carton is soaked with fragrance.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'how-to-report',
      title: 'How to report a problem',
      content: (
        <>
          <p>
            Tell us within <strong>{claimWindow}</strong>. Reports made later cannot be accepted, because after that we
            can no longer tell what happened in transit.
          </p>
          <ol>
            <li>
              Email <a href={`mailto:${store.email}`}>{store.email}</a> or call <a href={store.phoneHref}>{store.phone}</a>{' '}
              ({careHoursText(store)}).
            </li>
            <li>Give your order number and the name of the affected product.</li>
            <li>
              Attach clear photos or a video showing the outer box with its shipping label, the inner packaging and the
              product itself, including the batch code on the bottle or carton. An unboxing video is the surest proof.
            </li>
            <li>Please keep the product and all its packaging until your request is closed.</li>
          </ol>
        </>
      ),
    },
    {
      id: 'what-happens-next',
      title: 'What happens next',
      content: (
        <>
          <ul>
            <li>We reply within {store.replyWithinHours} hours and confirm whether your request is approved.</li>
            <li>
              If we need the item back, we arrange its pickup from your address at our cost. You never pay to send us a
              wrong or damaged product.
            </li>
            <li>
              <strong>Replacement first:</strong> we dispatch a replacement of the same product within {dispatch} of
              approval, with free shipping as always.
            </li>
            <li>
              <strong>Refund where a replacement is not possible</strong>, for example when the product is out of stock
              or discontinued, or when you received the wrong item and no longer want the one you ordered.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'refunds',
      title: 'How refunds are paid',
      content: (
        <>
          <p>
            Refunds go back to the payment method you used, through our payment partner Cashfree Payments. We initiate an
            approved refund within two business days; banks and card issuers usually credit it within 5–7 business days
            after that. UPI refunds are often faster.
          </p>
          <p>
            We refund the full amount you paid for the affected item. If the order used a coupon, the refund is the
            discounted amount you actually paid.
          </p>
        </>
      ),
    },
    {
      id: 'cancellations',
      title: 'Cancelling an order',
      content: (
        <>
          <p>
            You can cancel an order <strong>until it is dispatched</strong>: open <Link href="/orders">My Orders</Link>,
            choose the order and select <em>Cancel Order</em>, or write to us with your order number. There is no
            cancellation fee, and the full amount is refunded to your original payment method as described above.
          </p>
          <p>
            Once an order has been handed to the courier it can no longer be cancelled. If it arrives wrong, damaged or
            leaking, the cover described on this page applies.
          </p>
        </>
      ),
    },
    {
      id: 'not-covered',
      title: 'What is not covered',
      content: (
        <ul>
          <li>Change of mind, or a fragrance that smells different on your skin from what you expected.</li>
          <li>Products that have been opened, used or decanted, unless they arrived wrong, damaged or leaking.</li>
          <li>Problems reported more than {claimWindow}, or reported without photos or videos.</li>
          <li>
            Damage caused after delivery, for example by heat, sunlight or a fall. See our{' '}
            <Link href="/faq#storage">storage tips</Link>.
          </li>
          <li>
            Natural variation between batches in the colour of the juice, which is normal for fragrances made with
            natural materials.
          </li>
        </ul>
      ),
    },
    {
      id: 'skin-sensitivity',
      title: 'Skin sensitivity',
      content: (
        <p>
          Fragrances contain natural and synthetic aromatic materials that can irritate sensitive skin. If you have known
          allergies to fragrance materials, read the notes on the product page and the ingredients on the carton, and
          patch-test on a small area of skin first. If you have a reaction, stop using the product, seek medical advice, and let us know: we
          would like to hear about it even though it is not a ground for return.
        </p>
      ),
    },
    {
      id: 'failed-payments',
      title: 'Failed or duplicate payments',
      content: (
        <p>
          If money left your account but your order was not confirmed, or you were charged twice, the bank or Cashfree
          normally reverses the amount automatically within 5–7 business days. If it has not arrived by then, email us
          your order number and the transaction reference and we will trace it for you.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact and escalation',
      content: (
        <>
          <p>
            If you are not satisfied with how your request was handled, write to our{' '}
            <Link href="/grievance">grievance officer</Link>. Your legal rights as a consumer under the Consumer
            Protection Act, 2019 are not affected by this policy.
          </p>
          <SellerDisclosure className="mt-6" />
        </>
      ),
    },
  ];
  return { description, sections, p, claimWindow, dispatch };
}

export async function generateMetadata(): Promise<Metadata> {
  return staticPageMetadata({ title, description: (store) => content(store).description, path: '/refund-and-return-policy' });
}

export default async function RefundAndReturnPolicyPage() {
  const store = await getStoreDetails();
  const { sections, claimWindow } = content(store);
  return (
    <PolicyPage
      eyebrow="Refund and return policy"
      title={title}
      subtitle={`No returns on fragrance, except a wrong, damaged or leaking product reported within ${claimWindow}: we replace it, or refund it.`}
      intro={
        <p>
          This policy applies to every order placed with {store.legalName} (“{store.name}”, “we”) on this website. It
          explains when we replace or refund a product, how to cancel an order, and how refunds reach you.
        </p>
      }
      sections={sections}
    />
  );
}
