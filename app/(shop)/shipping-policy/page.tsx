import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { PolicyPage, type PolicySection, staticPageMetadata } from '@/components/static/policy-page';
import { SellerDisclosure, careHoursText } from '@/components/static/seller-disclosure';
import { deliveryPromise, type StoreInfo } from '@/lib/store';
import { getStoreDetails } from '@/lib/store-details/settings';

const title = 'Shipping Policy';

/** What the page says, from the store's details (lib/store-details/settings.ts). */
function content(store: StoreInfo) {
  const p = store.policy;
  const dispatch = `${p.dispatchBusinessDays.min}–${p.dispatchBusinessDays.max} business days`;
  const delivery = `${p.deliveryBusinessDays.min}–${p.deliveryBusinessDays.max} business days`;
  const remote = `up to ${p.remoteDeliveryBusinessDaysMax} business days`;

  const description = `Free shipping on every order across ${p.shipsTo}. ${deliveryPromise(store)} How we pack, ship and track your perfume.`;


  const sections: PolicySection[] = [
    {
      id: 'where-we-deliver',
      title: 'Where we deliver',
      content: (
        <>
          <p>
            We deliver to every serviceable PIN code in {p.shipsTo}, including the North-East, Jammu and Kashmir, Ladakh
            and the island territories.
          </p>
          <p>
            We do <strong>not</strong> ship internationally. Orders can only be placed with a delivery address in{' '}
            {p.shipsTo}; if you are abroad, you are welcome to send a gift to someone here.
          </p>
          <p>
            A small number of PIN codes are not served by our courier partners. If yours turns out to be one of them, we
            will contact you before dispatch to arrange an alternative address, or refund the order in full.
          </p>
        </>
      ),
    },
    {
      id: 'shipping-charges',
      title: 'Shipping charges',
      content: (
        <>
          <p>
            Shipping is <strong>free on every order</strong>, with no minimum order value. The price you see at checkout
            is the price you pay: it already includes GST, and no delivery, packing or handling charge is added later.
          </p>
          <p>
            We accept prepaid online payments only, so there is no cash-on-delivery fee either. See{' '}
            <Link href="/faq">our FAQ</Link> for the payment methods we accept.
          </p>
        </>
      ),
    },
    {
      id: 'delivery-times',
      title: 'Dispatch and delivery times',
      content: (
        <>
          <p>{deliveryPromise(store)}</p>
          <ul>
            <li>
              <strong>Dispatch:</strong> every order is checked, packed and handed to the courier within {dispatch} of
              payment being confirmed.
            </li>
            <li>
              <strong>Delivery:</strong> most cities and towns receive their parcel within {delivery} of dispatch.
            </li>
            <li>
              <strong>Remote areas:</strong> {remote} (see below).
            </li>
          </ul>
          <p>
            Business days are Monday to Saturday, excluding national and public holidays. Orders paid for on a Sunday or
            a holiday are processed from the next business day. During large sales and festive weeks such as Diwali we
            say so on the site if our timelines are likely to stretch.
          </p>
        </>
      ),
    },
    {
      id: 'remote-areas',
      title: 'Remote areas',
      content: (
        <>
          <p>
            Deliveries to the North-Eastern states, Jammu and Kashmir, Ladakh, the Andaman and Nicobar Islands,
            Lakshadweep and hill districts with limited road access can take {remote}. The delivery estimate shown for
            your order already accounts for this.
          </p>
        </>
      ),
    },
    {
      id: 'why-surface',
      title: 'Why perfume travels by road',
      content: (
        <>
          <p>
            Fine fragrance is mostly perfumery alcohol, which airlines and couriers classify as a flammable liquid. Many
            routes therefore accept perfume only by surface transport. We never mislabel a parcel to make it travel
            faster: it is the safe and lawful way to ship, and our delivery estimate is built around it.
          </p>
        </>
      ),
    },
    {
      id: 'packaging',
      title: 'How we pack your order',
      content: (
        <>
          <p>
            Every bottle leaves us sealed in its original carton, cushioned inside a rigid outer box and wrapped so that
            it arrives cool and intact. Atomiser caps are secured before packing, and every parcel carries a
            tamper-evident seal.
          </p>
        </>
      ),
    },
    {
      id: 'tracking',
      title: 'Tracking your order',
      content: (
        <>
          <ol>
            <li>When your payment is confirmed you receive an order confirmation by email.</li>
            <li>When the parcel is handed to the courier we email you its tracking number and the courier’s name.</li>
            <li>
              You can follow the status of every order, at any time, from <Link href="/orders">My Orders</Link> when
              signed in.
            </li>
          </ol>
          <p>
            If your tracking has not moved for three business days, write to{' '}
            <a href={`mailto:${store.email}`}>{store.email}</a> and we will chase the courier for you.
          </p>
        </>
      ),
    },
    {
      id: 'delivery-attempts',
      title: 'Delivery attempts and undelivered parcels',
      content: (
        <>
          <p>
            Please give a complete address with a landmark and a mobile number that will be reachable: the courier may
            call before delivering. Couriers usually make up to three attempts.
          </p>
          <p>
            If a parcel comes back to us undelivered, we will contact you to send it again at no cost. If you would
            rather not receive it, we refund the full amount to your original payment method once the parcel is back
            with us. We never charge a fee for this.
          </p>
          <p>
            We can change the delivery address only before dispatch. Write to us as soon as possible with your order
            number.
          </p>
        </>
      ),
    },
    {
      id: 'receiving',
      title: 'When your parcel arrives',
      content: (
        <>
          <ul>
            <li>
              Check that the outer box and its seal are intact. If the box is visibly crushed, wet or opened, you may
              refuse the delivery, or note the damage with the delivery agent before accepting it.
            </li>
            <li>We recommend recording a short, continuous video while you unbox the parcel.</li>
            <li>
              If you receive a wrong, damaged or leaking product, tell us within <strong>{p.claimWindowHours} hours of
              delivery</strong>, with photos or videos. We will replace it, or refund it if a replacement is not
              possible. The full process is in our <Link href="/refund-and-return-policy">Returns &amp; Exchanges</Link>{' '}
              policy.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'delays',
      title: 'Delays beyond our control',
      content: (
        <>
          <p>
            Floods, heavy monsoon rain, strikes, elections, regional restrictions or courier disruptions can delay a
            parcel. If that happens we will keep you informed by email and work with the courier to get it to you. If a
            parcel is lost in transit, we send a replacement or refund you in full: the choice is yours.
          </p>
        </>
      ),
    },
    {
      id: 'contact',
      title: 'Questions about a delivery',
      content: (
        <>
          <p>
            Write to <a href={`mailto:${store.email}`}>{store.email}</a> or call{' '}
            <a href={store.phoneHref}>{store.phone}</a> ({careHoursText(store)}). We reply within {store.replyWithinHours}{' '}
            hours. If a concern is not resolved to your satisfaction, our{' '}
            <Link href="/grievance">grievance officer</Link> will take it up.
          </p>
          <SellerDisclosure className="mt-6" />
        </>
      ),
    },
  ];
  return { description, sections, p, dispatch, delivery, remote };
}

export async function generateMetadata(): Promise<Metadata> {
  return staticPageMetadata({ title, description: (store) => content(store).description, path: '/shipping-policy' });
}

export default async function ShippingPolicyPage() {
  const store = await getStoreDetails();
  const { sections, p } = content(store);
  return (
    <PolicyPage
      eyebrow="Policies"
      title={title}
      subtitle={`Free shipping across ${p.shipsTo}. ${deliveryPromise(store)}`}
      intro={
        <p>
          This policy explains how {store.legalName} (“{store.name}”, “we”) ships orders placed on this website: where
          we deliver, what it costs, how long it takes and what to do if something goes wrong on the way.
        </p>
      }
      sections={sections}
    />
  );
}
