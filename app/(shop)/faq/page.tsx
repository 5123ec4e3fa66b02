import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/layout/page-hero';
import { staticPageMetadata } from '@/components/static/policy-page';
import { careHoursText } from '@/components/static/seller-disclosure';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { buttonVariants } from '@/components/ui/button-variants';
import { absoluteUrl } from '@/lib/seo';
import { deliveryPromise, type StoreInfo } from '@/lib/store';
import { getStoreDetails } from '@/lib/store-details/settings';

const title = 'Frequently Asked Questions';

export async function generateMetadata(): Promise<Metadata> {
  return staticPageMetadata({
    title: 'FAQ',
    description: (store) =>
      `Answers about authenticity, how long perfume lasts, EDP vs EDT vs attar, free shipping across India, prepaid payment, order tracking, cancellations and damaged deliveries at ${store.name}.`,
    path: '/faq',
  });
}

interface Faq {
  id: string;
  question: string;
  /** Plain-text paragraphs: shown on the page and, word for word, in the FAQPage structured data. */
  answer: string[];
  link?: { href: string; label: string };
}

/** The questions and answers, quoting the store's details. */
function faqList(store: StoreInfo): Faq[] {
  const p = store.policy;
  return [
    {
      id: 'authentic',
      question: 'Are your perfumes authentic?',
      answer: [
        'Yes, every one of them. Each fragrance we sell is either composed and filled in our own studio or bought directly from its maker or authorised importer, never from grey-market resellers.',
        'Every bottle reaches you sealed in its original carton with its batch code, and every product page shows the MRP, net quantity, country of origin and the name of the manufacturer or importer.',
      ],
    },
    {
      id: 'longevity',
      question: 'How long will a perfume last?',
      answer: [
        'On skin, as a rough guide: an eau de toilette lasts three to five hours, an eau de parfum six to eight, and an extrait or attar eight hours or more. Skin type, climate and how much you apply all play a part: fragrance lasts longer on moisturised skin and on clothing, and projects more but fades faster in heat and humidity.',
        'In the bottle, a fragrance stored away from heat and light stays at its best for three to five years after opening, and longer unopened. Fresh citrus scents turn sooner than woody, ambery ones.',
      ],
    },
    {
      id: 'concentrations',
      question: 'What is the difference between EDT, EDP, extrait and attar?',
      answer: [
        'The difference is how much perfume oil the fragrance contains. Eau de toilette (EDT) is the lightest, at roughly 5–15%, and suits daytime and warm weather. Eau de parfum (EDP) holds about 15–20% and lasts well through a working day. Extrait de parfum is the richest, at 20% or more, and a little goes a long way.',
        'Attar is different altogether: a concentrated perfume oil with no alcohol, traditionally made in Kannauj by distilling flowers, herbs or even rain-soaked earth into sandalwood oil. Dab it sparingly on pulse points.',
      ],
    },
    {
      id: 'shipping',
      question: 'How long does delivery take, and what does shipping cost?',
      answer: [
        `Shipping is free on every order, anywhere in ${p.shipsTo}, with no minimum order value. ${deliveryPromise(store)}`,
        `We ship within ${p.shipsTo} only; we do not ship internationally.`,
      ],
      link: { href: '/shipping-policy', label: 'Read our shipping policy' },
    },
    {
      id: 'cod',
      question: 'Do you offer cash on delivery?',
      answer: [
        'No. We accept prepaid online payments only, and cash on delivery is not available.',
        'Prepaid orders let us confirm every order before we pack it and keep shipping free for everyone. They also spare fragrance, which couriers treat as a flammable liquid, from travelling back and forth across the country when a cash-on-delivery parcel is refused at the door.',
      ],
    },
    {
      id: 'payment-methods',
      question: 'Which payment methods can I use?',
      answer: [
        'Payments are processed securely by Cashfree Payments. You can pay with credit and debit cards (Visa, Mastercard and RuPay), UPI apps, net banking from all major banks, and supported wallets.',
        'Your card, UPI and bank details are entered on Cashfree’s secure checkout and never reach our servers.',
      ],
    },
    {
      id: 'tracking',
      question: 'How do I track my order?',
      answer: [
        'Sign in and open My Orders to see the status of every order. When your parcel is dispatched we also email you the courier’s name and tracking number.',
      ],
      link: { href: '/orders', label: 'Go to My Orders' },
    },
    {
      id: 'cancellation',
      question: 'Can I cancel my order?',
      answer: [
        'Yes, until it is dispatched. Open the order in My Orders and choose Cancel Order, or write to us with your order number. There is no cancellation fee, and the full amount goes back to your original payment method.',
        'Once an order has been handed to the courier it can no longer be cancelled.',
      ],
    },
    {
      id: 'damaged',
      question: 'What if my perfume arrives damaged, leaking or wrong?',
      answer: [
        `Tell us within ${p.claimWindowHours} hours of delivery, with photos or a video of the outer box, the packaging and the product, and your order number. We will send a replacement, or refund you in full if a replacement is not possible.`,
        'Because fragrance is a personal-care product, we cannot accept returns for a change of mind, so an unboxing video is the best way to protect yourself.',
      ],
      link: { href: '/refund-and-return-policy', label: 'Read our Returns & Exchanges policy' },
    },
    {
      id: 'storage',
      question: 'How should I store perfume in the Indian heat?',
      answer: [
        'Heat, light and air are what spoil a fragrance. Keep your bottles in their cartons in a cool, dark cupboard, and close the cap after every use.',
        'Avoid the bathroom, where heat and humidity swing every day, and never leave perfume in a parked car or on a sunny windowsill: in summer a closed car can pass 60°C. There is no need to refrigerate; moving a bottle in and out of the fridge does more harm than good. During the monsoon, keep it away from damp walls.',
      ],
    },
    {
      id: 'gifting',
      question: 'Can I send a perfume as a gift, with a message?',
      answer: [
        'Of course. Every bottle arrives in our signature carton, ready to give. At checkout, enter the recipient’s name, address and phone number as the delivery address.',
        `For a handwritten gift card, email ${store.email} with your order number and message before the order is dispatched and we will add it, free of charge.`,
      ],
    },
    {
      id: 'contact',
      question: 'How can I contact you?',
      answer: [
        `Email ${store.email} or call ${store.phone} (${careHoursText(store)}). You can also send us a message from our contact page. We reply within ${store.replyWithinHours} hours.`,
        `If a concern is not resolved to your satisfaction, our grievance officer, ${store.grievanceOfficer.name}, will take it up.`,
      ],
      link: { href: '/contact', label: 'Contact us' },
    },
  ];
}

function faqJsonLd(faqs: Faq[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: absoluteUrl('/faq'),
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer.join(' ') },
    })),
  };
}

export default async function FaqPage() {
  const store = await getStoreDetails();
  const faqs = faqList(store);
  // `<` escaped so no answer text can ever close the script element early.
  const jsonLd = JSON.stringify(faqJsonLd(faqs)).replace(/</g, '\\u003c');
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <PageHero
        eyebrow="Help"
        title={title}
        subtitle="Everything you need to know about our fragrances, delivery, payment and care."
      />
      <div className="container-page py-12 sm:py-16">
        <div className="mx-auto max-w-3xl">
          <Accordion type="multiple" className="rounded-lg border border-border bg-card px-5 sm:px-8">
            {faqs.map((faq) => (
              <AccordionItem key={faq.id} value={faq.id} id={faq.id} className="scroll-mt-28">
                <AccordionTrigger headingLevel={2} className="text-base sm:text-lg">
                  {faq.question}
                </AccordionTrigger>
                {/* Rendered while closed (hidden by CSS), so crawlers and no-JS readers still get every answer. */}
                <AccordionContent forceMount className="space-y-3 text-base leading-7 in-data-[state=closed]:hidden">
                  {faq.answer.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                  {faq.link ? (
                    <p>
                      <Link
                        href={faq.link.href}
                        className="font-medium text-gold-deep underline underline-offset-4 hover:text-foreground"
                      >
                        {faq.link.label}
                      </Link>
                    </p>
                  ) : null}
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>

          <section aria-labelledby="faq-more-heading" className="mt-12 rounded-lg bg-cream px-6 py-8 text-center sm:px-10">
            <h2 id="faq-more-heading" className="text-2xl font-semibold sm:text-3xl">
              Still have a question?
            </h2>
            <p className="mt-3 text-muted-foreground">
              Our fragrance advisers reply within {store.replyWithinHours} hours. Write to{' '}
              <a href={`mailto:${store.email}`} className="font-medium text-gold-deep underline underline-offset-4">
                {store.email}
              </a>{' '}
              or call{' '}
              <a href={store.phoneHref} className="font-medium whitespace-nowrap text-gold-deep underline underline-offset-4">
                {store.phone}
              </a>
              .
            </p>
            <p className="mt-4">
              <Link href="/contact" className={buttonVariants()}>
                Send us a message
              </Link>
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
