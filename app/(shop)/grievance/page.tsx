import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { PolicyPage, type PolicySection, staticPageMetadata } from '@/components/static/policy-page';
import { SellerDisclosure, careHoursText, grievanceTimelineText } from '@/components/static/seller-disclosure';
import { studioAddressLines, type StoreInfo } from '@/lib/store';
import { getStoreDetails } from '@/lib/store-details/settings';

const title = 'Grievance Redressal';

/** What the page says, from the store's details (lib/store-details/settings.ts). */
function content(store: StoreInfo) {
  const g = store.grievanceOfficer;

  const description = `How to raise a complaint with ${store.name}: contact our grievance officer, ${g.name}. Acknowledged within ${g.acknowledgeWithinHours} hours with a ticket number, resolved within one month.`;


  const sections: PolicySection[] = [
    {
      id: 'commitment',
      title: 'Our commitment',
      content: (
        <>
          <p>
            In line with the Consumer Protection (E-Commerce) Rules, 2020, {store.legalName} has appointed a grievance
            officer to handle complaints from customers of this website. {grievanceTimelineText()}
          </p>
          <p>
            Complaints about how we handle your personal data, under the Digital Personal Data Protection Act, 2023, go to
            the same officer through the same process.
          </p>
        </>
      ),
    },
    {
      id: 'start-with-care',
      title: 'Start with customer care',
      content: (
        <p>
          Most questions about an order, a delivery or a damaged product are settled fastest by our customer-care team:
          email <a href={`mailto:${store.email}`}>{store.email}</a> or call <a href={store.phoneHref}>{store.phone}</a>{' '}
          ({careHoursText(store)}). We reply within {store.replyWithinHours} hours. You may also go straight to the grievance
          officer at any time: you do not need to contact customer care first.
        </p>
      ),
    },
    {
      id: 'how-to-file',
      title: 'How to file a grievance',
      content: (
        <>
          <p>Contact the grievance officer by any of these means:</p>
          <ul>
            <li>
              Email: <a href={`mailto:${g.email}?subject=Grievance`}>{g.email}</a>, with “Grievance” and your order
              number in the subject line;
            </li>
            <li>
              Phone: <a href={`tel:${g.phone.replace(/[^+\d]/g, '')}`}>{g.phone}</a> ({careHoursText(store)});
            </li>
            <li>
              Post: {g.name}, {g.designation}, {store.legalName}, {studioAddressLines(store).join(', ')}.
            </li>
          </ul>
          <p>So that we can act without coming back to you, please include:</p>
          <ul>
            <li>your name, and the email address or mobile number on your account;</li>
            <li>the order number, if your complaint concerns an order;</li>
            <li>what went wrong, and what you would like us to do;</li>
            <li>any photos, videos, screenshots or earlier correspondence that help explain it.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'what-happens-next',
      title: 'What happens next',
      content: (
        <ol>
          <li>
            <strong>Acknowledgement within {g.acknowledgeWithinHours} hours.</strong> We confirm receipt and give you a
            ticket number. Please quote it whenever you write to us about the complaint.
          </li>
          <li>
            <strong>Investigation.</strong> The grievance officer reviews your order, our records and what you have sent,
            and may ask you for more details.
          </li>
          <li>
            <strong>Resolution within one month.</strong> We send you a written decision, with reasons, and carry out any
            replacement or refund it includes, within {g.resolveWithinDays} days of receiving your complaint.
          </li>
        </ol>
      ),
    },
    {
      id: 'officer',
      title: 'Grievance officer and seller details',
      content: <SellerDisclosure />,
    },
    {
      id: 'escalation',
      title: 'If you are not satisfied',
      content: (
        <>
          <p>Our process does not limit your rights as a consumer. You may also:</p>
          <ul>
            <li>
              contact the <strong>National Consumer Helpline</strong> of the Department of Consumer Affairs, Government
              of India, on 1915 or 1800-11-4000, or at{' '}
              <a href="https://consumerhelpline.gov.in" rel="noopener noreferrer" target="_blank">
                consumerhelpline.gov.in
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              ;
            </li>
            <li>
              file a complaint before the appropriate Consumer Disputes Redressal Commission under the Consumer
              Protection Act, 2019, including online through{' '}
              <a href="https://edaakhil.nic.in" rel="noopener noreferrer" target="_blank">
                e-Daakhil
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              ;
            </li>
            <li>
              for a complaint about your personal data that we have not resolved, approach the Data Protection Board of
              India under the Digital Personal Data Protection Act, 2023.
            </li>
          </ul>
          <p>
            See also our <Link href="/refund-and-return-policy">Returns &amp; Exchanges</Link>,{' '}
            <Link href="/shipping-policy">Shipping Policy</Link>, <Link href="/privacy-policy">Privacy Policy</Link> and{' '}
            <Link href="/terms-and-condition">Terms and Conditions</Link>.
          </p>
        </>
      ),
    },
  ];
  return { description, sections, g };
}

export async function generateMetadata(): Promise<Metadata> {
  return staticPageMetadata({ title, description: (store) => content(store).description, path: '/grievance' });
}

export default async function GrievancePage() {
  const store = await getStoreDetails();
  const { sections } = content(store);
  return (
    <PolicyPage
      eyebrow="Customer care"
      title={title}
      subtitle={`Tell us when something has gone wrong. ${grievanceTimelineText()}`}
      sections={sections}
    />
  );
}
