/**
 * Facts about the store that pages, emails and policies all quote. One place, so the
 * delivery promise on the checkout can never disagree with the refund policy.
 */
export const store = {
  name: 'Maison Aurelle',
  tagline: 'Luxury Perfumes · Crafted in India',
  legalName: 'Maison Aurelle Fragrances Private Limited',
  cin: 'U24240KA2019PTC123456',
  gstin: '29AAKCM4821R1Z6',
  foundedYear: 2008,
  studio: {
    line1: '14, 12th Main Road, HAL 2nd Stage',
    line2: 'Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    stateCode: '29',
    postalCode: '560038',
    country: 'India',
    directionsUrl: 'https://www.openstreetmap.org/search?query=Indiranagar%2C%20Bengaluru%20560038',
  },
  phone: '+91 80 4718 2290',
  phoneHref: 'tel:+918047182290',
  email: 'care@maisonaurelle.in',
  hours: [
    { days: 'Monday to Saturday', time: '10AM-7PM' },
    { days: 'Sunday', time: '11AM-6PM' },
  ],
  replyWithinHours: 24,
  grievanceOfficer: {
    name: 'Ananya Rao',
    designation: 'Grievance Officer',
    email: 'grievance@maisonaurelle.in',
    phone: '+91 80 4718 2291',
    acknowledgeWithinHours: 48,
    resolveWithinDays: 30,
  },
  social: [
    { name: 'Instagram', href: 'https://www.instagram.com/maisonaurelle' },
    { name: 'Facebook', href: 'https://www.facebook.com/maisonaurelle' },
    { name: 'X', href: 'https://x.com/maisonaurelle' },
    { name: 'YouTube', href: 'https://www.youtube.com/@maisonaurelle' },
  ],
  policy: {
    freeShipping: true,
    shipsTo: 'India',
    prepaidOnly: true,
    dispatchBusinessDays: { min: 1, max: 3 },
    deliveryBusinessDays: { min: 3, max: 7 },
    remoteDeliveryBusinessDaysMax: 10,
    claimWindowHours: 48,
    minimumAge: 18,
    gstRatePercent: 18,
    hsnCode: '3303',
  },
} as const;

export function studioAddressLines(): string[] {
  const s = store.studio;
  return [s.line1, s.line2, `${s.city}, ${s.state} ${s.postalCode}`, s.country];
}

export function deliveryPromise(): string {
  const p = store.policy;
  return `Dispatched in ${p.dispatchBusinessDays.min}–${p.dispatchBusinessDays.max} business days; delivered in ${p.deliveryBusinessDays.min}–${p.deliveryBusinessDays.max} business days (remote areas up to ${p.remoteDeliveryBusinessDaysMax}).`;
}
