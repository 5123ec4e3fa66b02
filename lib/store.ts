/**
 * Facts about the store that pages, emails and policies all quote. The owner's identity (name,
 * legal name, GSTIN, address, contacts, grievance officer, promised days) is data the owner edits
 * at /admin/settings and is read through one loader, `getStoreDetails()` in
 * lib/store-details/settings.ts; what is here are its defaults (a fresh database shows exactly
 * these) and the rules that are law or the store's design rather than the owner's identity.
 * Pure and free of zod, so client components can format with it too.
 */
import { gstStateCode } from './india';

/** What the owner edits and the database stores (`store_settings.store_details`). */
export interface StoreDetails {
  name: string;
  tagline: string;
  legalName: string;
  /** Corporate Identity Number; blank for a seller that is not a company. */
  cin: string;
  gstin: string;
  foundedYear: number;
  /** The registered office and studio: its state decides the GSTIN's first two digits. */
  studio: {
    line1: string;
    line2: string;
    city: string;
    state: string;
    postalCode: string;
  };
  phone: string;
  email: string;
  hours: { days: string; time: string }[];
  replyWithinHours: number;
  grievanceOfficer: { name: string; email: string; phone: string };
  social: { name: string; href: string }[];
  /**
   * The houses whose perfumes the store sells, each with a line on who it is: shown on the house's
   * page (/houses/{slug}) and under its name on each of its perfumes. `name` is the products' Brand.
   */
  houses: { name: string; line: string }[];
  claimWindowHours: number;
  dispatchBusinessDays: { min: number; max: number };
  deliveryBusinessDays: { min: number; max: number };
}

/** Today's store: the demo shop the repository ships. `storeDetailsReadiness` warns while these are live. */
export const DEFAULT_STORE_DETAILS: StoreDetails = {
  name: 'Maison Aurelle',
  tagline: 'Luxury Perfumes · Crafted in India',
  legalName: 'Maison Aurelle Fragrances Private Limited',
  cin: 'U24240KA2019PTC123456',
  gstin: '29AAKCM4821R1ZO',
  foundedYear: 2008,
  studio: {
    line1: '14, 12th Main Road, HAL 2nd Stage',
    line2: 'Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560038',
  },
  phone: '+91 80 4718 2290',
  email: 'care@maisonaurelle.in',
  hours: [
    { days: 'Monday to Saturday', time: '10AM-7PM' },
    { days: 'Sunday', time: '11AM-6PM' },
  ],
  replyWithinHours: 24,
  grievanceOfficer: {
    name: 'Ananya Rao',
    email: 'grievance@maisonaurelle.in',
    phone: '+91 80 4718 2291',
  },
  social: [
    { name: 'Instagram', href: 'https://www.instagram.com/maisonaurelle' },
    { name: 'Facebook', href: 'https://www.facebook.com/maisonaurelle' },
    { name: 'X', href: 'https://x.com/maisonaurelle' },
    { name: 'YouTube', href: 'https://www.youtube.com/@maisonaurelle' },
  ],
  houses: [
    {
      name: 'Maison Aurelle',
      line: 'Our own house, founded in Bengaluru in 2008: Indian flowers, woods and spices composed as modern eaux de parfum, each bottle filled and sealed at our studio.',
    },
    {
      name: 'Atelier Kesar',
      line: 'A family of attar makers in Kannauj, distilling rose, vetiver and earth in copper degs over wood fire, as the town has for four hundred years.',
    },
    {
      name: 'Maison Vérane',
      line: 'A small perfumery in Grasse that composes for us in French style: iris, neroli and leather, imported and bottled under licence.',
    },
  ],
  claimWindowHours: 48,
  dispatchBusinessDays: { min: 1, max: 3 },
  deliveryBusinessDays: { min: 3, max: 7 },
};

/**
 * Not the owner's to edit: tax and legal constants and the store's design (prepaid only, free
 * shipping inside India), so they stay code.
 */
export const STORE_RULES = {
  country: 'India',
  freeShipping: true,
  shipsTo: 'India',
  prepaidOnly: true,
  remoteDeliveryBusinessDaysMax: 10,
  minimumAge: 18,
  gstRatePercent: 18,
  hsnCode: '3303',
  /** Consumer Protection (E-Commerce) Rules 2020, rule 4(5): acknowledged in 48 hours, resolved in one month. */
  grievance: {
    designation: 'Grievance Officer',
    acknowledgeWithinHours: 48,
    resolveWithinDays: 30,
  },
} as const;

/** `tel:` link of a number as people write it: '+91 80 4718 2290' → 'tel:+918047182290'. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The store as pages, emails and the invoice quote it: the stored details with what follows from them and the rules. */
export function storeInfo(details: StoreDetails) {
  const { studio, grievanceOfficer, claimWindowHours, dispatchBusinessDays, deliveryBusinessDays, ...rest } = details;
  const near = [studio.line2 || studio.line1, `${studio.city} ${studio.postalCode}`].join(', ');
  return {
    ...rest,
    phoneHref: phoneHref(details.phone),
    studio: {
      ...studio,
      stateCode: gstStateCode(studio.state) ?? details.gstin.slice(0, 2),
      country: STORE_RULES.country,
      directionsUrl: `https://www.openstreetmap.org/search?query=${encodeURIComponent(near)}`,
    },
    grievanceOfficer: {
      ...grievanceOfficer,
      designation: STORE_RULES.grievance.designation,
      acknowledgeWithinHours: STORE_RULES.grievance.acknowledgeWithinHours,
      resolveWithinDays: STORE_RULES.grievance.resolveWithinDays,
    },
    policy: {
      freeShipping: STORE_RULES.freeShipping,
      shipsTo: STORE_RULES.shipsTo,
      prepaidOnly: STORE_RULES.prepaidOnly,
      dispatchBusinessDays,
      deliveryBusinessDays,
      // Remote areas never promised sooner than everywhere else.
      remoteDeliveryBusinessDaysMax: Math.max(STORE_RULES.remoteDeliveryBusinessDaysMax, deliveryBusinessDays.max),
      claimWindowHours,
      minimumAge: STORE_RULES.minimumAge,
      gstRatePercent: STORE_RULES.gstRatePercent,
      hsnCode: STORE_RULES.hsnCode,
    },
  };
}

export type StoreInfo = ReturnType<typeof storeInfo>;

/**
 * Only what the client islands quote (the delivery promise, care contacts, the contact form's
 * thanks): StoreProvider's value (components/store/store-provider.tsx) is serialised into every
 * shop page's HTML, and the whole of the store's details (address, GSTIN, grievance officer,
 * social links) was there, three times on a catalogue page, for six fields.
 */
export type ClientStoreInfo = Pick<StoreInfo, 'name' | 'email' | 'phone' | 'phoneHref' | 'replyWithinHours'> & {
  policy: Pick<StoreInfo['policy'], 'dispatchBusinessDays' | 'deliveryBusinessDays'>;
};

export function clientStoreInfo({ name, email, phone, phoneHref, replyWithinHours, policy }: StoreInfo): ClientStoreInfo {
  return {
    name,
    email,
    phone,
    phoneHref,
    replyWithinHours,
    policy: { dispatchBusinessDays: policy.dispatchBusinessDays, deliveryBusinessDays: policy.deliveryBusinessDays },
  };
}

/** The defaults as pages quote them: for tests, samples and the build (which has no database). */
export const defaultStore: StoreInfo = storeInfo(DEFAULT_STORE_DETAILS);

type HasStudio = Pick<StoreDetails, 'studio'>;

export function studioAddressLines(store: HasStudio): string[] {
  const s = store.studio;
  return [s.line1, s.line2, `${s.city}, ${s.state} ${s.postalCode}`, STORE_RULES.country].filter((line) => line.trim() !== '');
}

type Days = Pick<StoreDetails, 'dispatchBusinessDays' | 'deliveryBusinessDays'>;
type HasDays = Days | { policy: Days };

export function deliveryPromise(store: HasDays): string {
  const p = 'policy' in store ? store.policy : store;
  const remote = Math.max(STORE_RULES.remoteDeliveryBusinessDaysMax, p.deliveryBusinessDays.max);
  return `Dispatched in ${p.dispatchBusinessDays.min}–${p.dispatchBusinessDays.max} business days; delivered in ${p.deliveryBusinessDays.min}–${p.deliveryBusinessDays.max} business days (remote areas up to ${remote}).`;
}
