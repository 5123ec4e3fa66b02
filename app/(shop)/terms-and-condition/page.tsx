import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { PolicyPage, type PolicySection, staticPageMetadata } from '@/components/static/policy-page';
import { SellerDisclosure } from '@/components/static/seller-disclosure';
import { deliveryPromise, studioAddressLines, type StoreInfo } from '@/lib/store';
import { getStoreDetails } from '@/lib/store-details/settings';

const title = 'Terms and Conditions';

/** What the page says, from the store's details (lib/store-details/settings.ts). */
function content(store: StoreInfo) {
  const p = store.policy;

  const description = `The terms of sale and use of the ${store.name} website: eligibility, orders, prepaid payment, free shipping across India, cancellation before dispatch, replacements and grievance redressal.`;


  const sections: PolicySection[] = [
    {
      id: 'about',
      title: 'About these terms',
      content: (
        <>
          <p>
            This website is owned and operated by <strong>{store.legalName}</strong> (CIN {store.cin}, GSTIN{' '}
            {store.gstin}), whose registered office is at {studioAddressLines(store).join(', ')} (“{store.name}”, “we”, “us”).
          </p>
          <p>
            These terms govern your use of the website and every purchase you make on it. By browsing the site, creating
            an account or placing an order, you agree to them, together with our{' '}
            <Link href="/privacy-policy">Privacy Policy</Link>, <Link href="/shipping-policy">Shipping Policy</Link> and{' '}
            <Link href="/refund-and-return-policy">Returns &amp; Exchanges</Link> policy, which form part of these terms.
          </p>
        </>
      ),
    },
    {
      id: 'eligibility',
      title: 'Who may buy',
      content: (
        <p>
          You must be {p.minimumAge} years of age or older to create an account or place an order. A minor may use the
          website and buy from us only under the supervision of a parent or lawful guardian, who accepts these terms on
          the minor’s behalf and is responsible for the order.
        </p>
      ),
    },
    {
      id: 'account',
      title: 'Your account',
      content: (
        <ul>
          <li>Give accurate details and keep them up to date, especially your email address and phone number.</li>
          <li>
            Keep your password confidential. You are responsible for activity on your account; tell us at once at{' '}
            <a href={`mailto:${store.email}`}>{store.email}</a> if you suspect someone else has used it.
          </li>
          <li>
            We may suspend or close an account used for fraud, abuse of offers, or in breach of these terms. We will tell
            you why, and any order already paid for will be fulfilled or refunded in full.
          </li>
        </ul>
      ),
    },
    {
      id: 'products',
      title: 'Our products',
      content: (
        <>
          <p>
            <strong>Every product we sell is authentic.</strong> Each fragrance is either made by us or bought directly
            from its maker or authorised importer, never from grey-market resellers. Every product page shows its price
            (MRP, inclusive of all taxes), net quantity in millilitres, country of origin and the name of the
            manufacturer or importer.
          </p>
          <p>
            We describe and photograph our products as accurately as we can. Packaging may be updated from time to time,
            and the colour of a fragrance can vary slightly between batches where natural materials are used; neither
            changes the product you receive.
          </p>
          <p>
            Perfume is for external use only. It is flammable: keep it away from flames, heat, eyes and the reach of
            children, and patch-test first if you have sensitive skin.
          </p>
        </>
      ),
    },
    {
      id: 'prices',
      title: 'Prices and taxes',
      content: (
        <>
          <p>
            All prices are in Indian rupees (₹) and include GST. Shipping is free, so the total shown at checkout, after
            any coupon, is the full amount you pay. A GST tax invoice is issued for every order.
          </p>
          <p>
            Prices and offers may change without notice, but a change never affects an order you have already paid for.
            If a product is listed at an obviously wrong price because of an error, we will contact you before dispatch;
            you may then buy at the correct price or cancel for a full refund.
          </p>
        </>
      ),
    },
    {
      id: 'orders',
      title: 'Placing an order',
      content: (
        <>
          <p>
            You place an order by reviewing your cart, confirming your delivery address and paying at checkout. We never
            pre-select products or add-ons for you. Your order is confirmed when payment succeeds and we send you an order
            confirmation email.
          </p>
          <p>
            We may decline or cancel an order before dispatch if a product turns out to be out of stock, the delivery PIN
            code cannot be served, or we have reasonable grounds to suspect fraud. In every such case we tell you and
            refund the full amount to your original payment method.
          </p>
          <p>Products are sold for personal use and not for resale.</p>
        </>
      ),
    },
    {
      id: 'payment',
      title: 'Payment',
      content: (
        <>
          <p>
            We accept <strong>prepaid online payments only</strong>, processed securely by Cashfree Payments: credit and
            debit cards, UPI, net banking and supported wallets. <strong>Cash on delivery is not available.</strong>
          </p>
          <p>
            Your card, UPI and bank details are entered on Cashfree’s checkout and are never stored on our servers. If an
            amount is debited but the order is not confirmed, it is normally reversed automatically within 5–7 business
            days; if not, contact us with your order number.
          </p>
        </>
      ),
    },
    {
      id: 'coupons',
      title: 'Coupons and offers',
      content: (
        <p>
          One coupon can be applied per order. Each coupon has its own conditions, shown with the offer, such as a
          validity period, a minimum order value, a maximum discount or a usage limit. Coupons have no cash value, cannot
          be exchanged, and may be withdrawn at any time, though never from an order already paid for.
        </p>
      ),
    },
    {
      id: 'shipping',
      title: 'Shipping and delivery',
      content: (
        <p>
          Shipping is free on every order, and we deliver within {p.shipsTo} only; we do not ship internationally.{' '}
          {deliveryPromise(store)} Delivery times are estimates: see our <Link href="/shipping-policy">Shipping Policy</Link>{' '}
          for details, including what to do if a parcel is delayed.
        </p>
      ),
    },
    {
      id: 'cancellation',
      title: 'Cancellation',
      content: (
        <p>
          You may cancel an order <strong>only before it is dispatched</strong>, from <Link href="/orders">My Orders</Link>{' '}
          or by writing to us. No cancellation fee is charged, and the full amount is refunded to your original payment
          method. Once an order has been dispatched it can no longer be cancelled.
        </p>
      ),
    },
    {
      id: 'returns',
      title: 'Returns, replacements and refunds',
      content: (
        <p>
          Because fragrance is a personal-care product, we do not accept returns or give refunds except for a wrong,
          damaged or leaking product reported within {p.claimWindowHours} hours of delivery, with photos or videos. In
          that case we replace the product, or refund it if a replacement is not possible. The full process is in our{' '}
          <Link href="/refund-and-return-policy">Returns &amp; Exchanges</Link> policy.
        </p>
      ),
    },
    {
      id: 'reviews',
      title: 'Reviews and what you post',
      content: (
        <>
          <p>
            Reviews must be your honest opinion of a product you have used. Do not post anything unlawful, abusive,
            misleading or that infringes someone else’s rights, and do not include personal details of others.
          </p>
          <p>
            By posting a review you allow us to display it on our website and in our marketing with your name as
            shown. We do not edit reviews to change their meaning, and we do not publish only favourable ones; we may
            remove reviews that break these rules.
          </p>
        </>
      ),
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      content: (
        <p>
          The {store.name} name and logo, our product names, photographs, text and the design of this website belong to
          us or our licensors. You may not copy, reproduce or use them commercially without our written permission.
        </p>
      ),
    },
    {
      id: 'acceptable-use',
      title: 'Using the website',
      content: (
        <p>
          Do not use the website for any unlawful purpose, try to gain unauthorised access to it, interfere with its
          operation, or collect data from it by automated means. We may restrict access to protect the website and
          other customers.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Our responsibility to you',
      content: (
        <>
          <p>
            We are responsible for delivering the products you ordered as described, and for the replacement or refund
            set out in our policies when something goes wrong. We are not responsible for losses that were not
            reasonably foreseeable, or for delays caused by events beyond our reasonable control.
          </p>
          <p>
            Nothing in these terms limits your rights under the Consumer Protection Act, 2019 or any other law that
            protects consumers.
          </p>
        </>
      ),
    },
    {
      id: 'law',
      title: 'Governing law and disputes',
      content: (
        <p>
          These terms are governed by the laws of India. Subject to your right to approach a Consumer Disputes Redressal
          Commission, the courts at {store.studio.city}, {store.studio.state} have jurisdiction. Before going to law,
          please give our grievance officer the chance to put things right.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      content: (
        <p>
          We may update these terms and will revise the date at the top of this page when we do. The terms in force when
          you placed an order apply to that order.
        </p>
      ),
    },
    {
      id: 'grievance',
      title: 'Contact and grievance redressal',
      content: (
        <>
          <p>
            Questions and complaints are welcome at any time. The process, and how to escalate a complaint, are
            described on our <Link href="/grievance">grievance redressal</Link> page.
          </p>
          <SellerDisclosure className="mt-6" />
        </>
      ),
    },
  ];
  return { description, sections, p };
}

export async function generateMetadata(): Promise<Metadata> {
  return staticPageMetadata({ title, description: (store) => content(store).description, path: '/terms-and-condition' });
}

export default async function TermsPage() {
  const store = await getStoreDetails();
  const { sections, p } = content(store);
  return (
    <PolicyPage
      eyebrow="Policies"
      title={title}
      subtitle={`The terms on which ${store.legalName} sells through this website.`}
      intro={
        <p>
          Please read these terms before you order. In short: our fragrances are authentic, shipping across {p.shipsTo}{' '}
          is free, payment is prepaid online only, you can cancel until dispatch, and we replace anything that arrives
          wrong, damaged or leaking if you tell us within {p.claimWindowHours} hours.
        </p>
      }
      sections={sections}
    />
  );
}
