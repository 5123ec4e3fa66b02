import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { PolicyPage, type PolicySection, staticPageMetadata } from '@/components/static/policy-page';
import { SellerDisclosure, grievanceTimelineText } from '@/components/static/seller-disclosure';
import { type StoreInfo } from '@/lib/store';
import { getStoreDetails } from '@/lib/store-details/settings';

const title = 'Privacy Policy';

/** What the page says, from the store's details (lib/store-details/settings.ts). */
function content(store: StoreInfo) {
  const g = store.grievanceOfficer;

  const description = `How ${store.name} collects, uses, shares and protects your personal data, the cookies we use, how long we keep data, and your rights under India’s Digital Personal Data Protection Act, 2023.`;


  const sections: PolicySection[] = [
    {
      id: 'who-we-are',
      title: 'Who we are',
      content: (
        <>
          <p>
            This website is operated by {store.legalName} (CIN {store.cin}), a company registered in India with its
            office in {store.studio.city}, {store.studio.state}. For the purposes of the Digital Personal Data Protection
            Act, 2023 (“DPDP Act”), we are the <strong>data fiduciary</strong> for the personal data described here: we
            decide why and how it is processed.
          </p>
          <p>
            This policy covers personal data we collect through this website, our emails and our customer-care channels.
          </p>
        </>
      ),
    },
    {
      id: 'what-we-collect',
      title: 'What we collect',
      content: (
        <>
          <h3>Your account</h3>
          <ul>
            <li>Your name, email address and, if you add them, your phone number, address and profile photo.</li>
            <li>
              Your password, which we store only as a salted one-way hash: nobody at {store.name} can read it.
            </li>
            <li>If you sign in with Google: the name, email address and profile picture Google shares with us.</li>
            <li>Your wishlist, cart and the reviews you write (your name appears next to a published review).</li>
          </ul>
          <h3>Your orders</h3>
          <ul>
            <li>The products, quantities, prices, any coupon used, and the order’s status history.</li>
            <li>The delivery address and the phone number you give for delivery, which may be someone else’s if you send a gift.</li>
          </ul>
          <h3>Payments</h3>
          <p>
            Payments are processed by our payment partner, <strong>Cashfree Payments India Private Limited</strong>. You
            enter your card, UPI or bank details on Cashfree’s secure checkout, so{' '}
            <strong>card numbers, CVVs, UPI PINs and net-banking passwords never reach or touch our servers</strong>. From
            Cashfree we receive only what we need to run your order: the payment status, the amount, the payment method
            type (for example “UPI” or “card”) and a transaction reference.
          </p>
          <h3>When you contact us</h3>
          <ul>
            <li>
              The details you type into our contact form (name, email, and optionally phone, company, location and
              subject) and your message.
            </li>
            <li>
              With each message, the IP address and browser type it was sent from, which we use only to stop spam and
              abuse.
            </li>
            <li>Emails and call notes about your orders and requests.</li>
          </ul>
          <h3>Newsletter</h3>
          <p>
            If you subscribe to our newsletter, your email address and the page you subscribed from. Nothing else is
            required.
          </p>
          <h3>Technical data</h3>
          <p>
            Like every website, our servers see your IP address and browser type with each request. We use them to keep
            the site secure, for example to limit repeated sign-in attempts, and keep them only briefly (see Retention).
            We do not build advertising profiles.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use',
      title: 'How we use your data',
      content: (
        <>
          <ul>
            <li>To create and secure your account, and to sign you in.</li>
            <li>To take payment for, pack, ship and deliver your orders, and to keep you informed about them by email.</li>
            <li>To answer your questions, handle replacement requests and resolve complaints.</li>
            <li>To prevent fraud, spam and misuse of the website.</li>
            <li>To keep the invoices and accounts that tax and company law require of us.</li>
            <li>
              To send our newsletter, only if you have subscribed. Order and account emails (confirmations, dispatch
              notices, password resets) are part of the service and are sent regardless.
            </li>
          </ul>
          <p>
            We process your data on the basis of the consent you give when you create an account, place an order,
            subscribe or write to us, and for the legitimate uses the DPDP Act allows, such as complying with the law.
            Where we rely on consent you can withdraw it at any time (see Your rights); withdrawal does not affect
            processing already done, and we may be unable to provide a service that depends on it.
          </p>
        </>
      ),
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      content: (
        <>
          <p>
            We <strong>never sell</strong> your personal data, and we share it only with the service providers who help
            us run the store, each bound to use it only on our instructions:
          </p>
          <ul>
            <li>
              <strong>Cashfree Payments</strong>, to process payments and refunds;
            </li>
            <li>
              <strong>courier partners</strong>, who receive the recipient’s name, delivery address and phone number to
              deliver the parcel;
            </li>
            <li>
              <strong>our email delivery provider</strong>, to send order and account emails and, if you subscribed, the
              newsletter;
            </li>
            <li>
              <strong>hosting and infrastructure providers</strong>, who store the website and its database;
            </li>
            <li>
              <strong>Google</strong>, only if you choose to sign in with Google.
            </li>
          </ul>
          <p>
            We disclose personal data to government authorities, courts or law-enforcement agencies only when Indian law
            requires it. Some of our providers may process data outside India; we use only providers that protect it to
            standards at least as strict as this policy, and never in a country to which the Government of India has
            restricted transfers.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies',
      content: (
        <>
          <p>We use a small number of first-party cookies, each needed for the store to work:</p>
          <ul>
            <li>
              <strong>Session cookie:</strong> keeps you signed in securely after you sign in, and is removed when you
              sign out.
            </li>
            <li>
              <strong>Guest cart cookie:</strong> a random identifier that remembers the cart (and wishlist) of a visitor
              who has not signed in, so your selection is still there when you come back or sign in.
            </li>
            <li>
              <strong>Security cookies:</strong> protect the sign-in forms against cross-site request forgery.
            </li>
          </ul>
          <p>
            We use <strong>no third-party advertising cookies, tracking pixels or cross-site analytics</strong>. You can
            block or delete cookies in your browser settings, but signing in and the cart will not work without them.
          </p>
        </>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      content: (
        <ul>
          <li>
            <strong>Account data:</strong> for as long as your account is open. When you ask us to delete your account,
            we erase it within 30 days, except for the records below that the law requires us to keep.
          </li>
          <li>
            <strong>Orders, invoices and payment records:</strong> for eight years from the end of the financial year in
            which the order was placed, as required by the Companies Act, 2013 and the GST laws.
          </li>
          <li>
            <strong>Contact messages and complaints:</strong> for two years after the matter is closed, so we can refer
            back to them if it comes up again.
          </li>
          <li>
            <strong>Newsletter:</strong> until you unsubscribe.
          </li>
          <li>
            <strong>Security logs and rate-limit records:</strong> for up to 90 days, unless needed to investigate an
            incident.
          </li>
        </ul>
      ),
    },
    {
      id: 'security',
      title: 'How we protect it',
      content: (
        <>
          <p>
            The whole website is served over an encrypted (HTTPS) connection. Passwords are stored only as salted one-way
            hashes, payment details stay with our PCI DSS-compliant payment partner, and access to customer data within
            our company is limited to the staff who need it to serve you.
          </p>
          <p>
            No system is perfectly secure. If a personal data breach affecting you occurs, we will inform you and the Data
            Protection Board of India as the DPDP Act requires.
          </p>
        </>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      content: (
        <>
          <p>Under the Digital Personal Data Protection Act, 2023, you have the right to:</p>
          <ul>
            <li>
              <strong>access</strong> a summary of the personal data we hold about you, how we process it, and whom we
              have shared it with;
            </li>
            <li>
              <strong>correct, complete or update</strong> it; you can edit most of your details yourself in{' '}
              <Link href="/account">My Account</Link>;
            </li>
            <li>
              <strong>erase</strong> it, except where we must keep it by law;
            </li>
            <li>
              <strong>withdraw consent</strong> you have given, as easily as you gave it;
            </li>
            <li>
              <strong>have your grievance redressed</strong> by our grievance officer;
            </li>
            <li>
              <strong>nominate</strong> another person to exercise these rights for you in the event of your death or
              incapacity.
            </li>
          </ul>
          <p>
            To use any of these rights, email our grievance officer at <a href={`mailto:${g.email}`}>{g.email}</a> from the
            address on your account. We may ask you to confirm your identity before acting on a request.{' '}
            {grievanceTimelineText()} If you are not satisfied with our response, you may complain to the Data Protection
            Board of India.
          </p>
          <p>
            To stop receiving the newsletter, follow the unsubscribe link in any newsletter email, or write to{' '}
            <a href={`mailto:${store.email}`}>{store.email}</a> and we will remove your address. We only send the
            newsletter to addresses whose owner confirmed the subscription from the link we emailed.
          </p>
        </>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      content: (
        <p>
          Our store is for adults aged {store.policy.minimumAge} and over. A minor may shop only under the supervision of
          a parent or lawful guardian, who should hold the account and place the order. We do not knowingly collect
          personal data from anyone under {store.policy.minimumAge} without a parent’s consent; if you believe a child
          has given us personal data, please tell us and we will delete it.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      content: (
        <p>
          We will update this page when our practices change and revise the date at the top. If a change materially
          affects how we use data you have already given us, we will tell you by email before it takes effect.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact and grievance officer',
      content: (
        <>
          <p>
            Questions about this policy or your personal data go to our grievance officer, {g.name}. The full
            process is on our <Link href="/grievance">grievance redressal</Link> page.
          </p>
          <SellerDisclosure className="mt-6" />
        </>
      ),
    },
  ];
  return { description, sections, g };
}

export async function generateMetadata(): Promise<Metadata> {
  return staticPageMetadata({ title, description: (store) => content(store).description, path: '/privacy-policy' });
}

export default async function PrivacyPolicyPage() {
  const store = await getStoreDetails();
  const { sections } = content(store);
  return (
    <PolicyPage
      eyebrow="Policies"
      title={title}
      subtitle="What we collect, why, who sees it, and the rights you have over it."
      intro={
        <p>
          Your trust matters more to us than any sale. We collect only what we need to deliver your fragrance and look
          after you, we never sell it, and we use no advertising trackers. This policy explains the details.
        </p>
      }
      sections={sections}
    />
  );
}
