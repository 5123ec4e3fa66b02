/*
 * What the store details form and PUT /settings/store say, the GSTIN check's words included, with
 * the limits those texts quote. No imports: the settings form bundles this file. One file per
 * domain, one naming scheme: docs/architecture.md#messages.
 */

export const STORE_DETAILS_LIMITS = {
  hours: 7,
  social: 8,
  houses: 12,
  houseName: 60,
  houseLine: 300,
  maxBusinessDays: 60,
  maxReplyHours: 168,
  maxClaimHours: 720,
} as const;

export const STORE_DETAILS_MESSAGES = {
  saved: 'Store details saved',
  name: 'Enter the store’s name (at most 80 characters)',
  tagline: 'The tagline can be at most 120 characters',
  legalName: 'Enter the registered legal name (at most 160 characters)',
  cin: 'CIN must be 21 characters like U24240KA2019PTC123456, or left blank when the seller is not a company',
  foundedYear: 'Founded year must be a year from 1800 to this year',
  line1: 'Enter the first line of the address (at most 120 characters)',
  line2: 'The second line can be at most 120 characters',
  city: 'Enter the city (at most 80 characters)',
  state: 'Choose an Indian state or union territory',
  postalCode: 'PIN code must be 6 digits and cannot start with 0',
  phone: 'Enter a phone number of 8 to 15 digits (spaces, +, - and brackets allowed)',
  email: 'Enter a valid email address',
  hours: `List from 1 to ${STORE_DETAILS_LIMITS.hours} opening-hours rows`,
  hoursDays: 'Say which days (at most 40 characters)',
  hoursTime: 'Say the times (at most 40 characters)',
  replyWithinHours: `Reply time must be a whole number of hours from 1 to ${STORE_DETAILS_LIMITS.maxReplyHours}`,
  officerName: 'Enter the grievance officer’s name (at most 80 characters)',
  social: `List at most ${STORE_DETAILS_LIMITS.social} social links`,
  socialName: 'Name the network (at most 30 characters)',
  socialHref: 'Enter the full https:// address of the profile',
  houses: `List at most ${STORE_DETAILS_LIMITS.houses} houses, each named once`,
  houseName: `Name the house as its perfumes' Brand field does (at most ${STORE_DETAILS_LIMITS.houseName} characters)`,
  houseLine: `Say who the house is in at most ${STORE_DETAILS_LIMITS.houseLine} characters`,
  claimWindowHours: `Claim window must be a whole number of hours from 1 to ${STORE_DETAILS_LIMITS.maxClaimHours}`,
  days: `Business days must be whole numbers from 0 to ${STORE_DETAILS_LIMITS.maxBusinessDays}`,
  daysOrder: 'The most days cannot be fewer than the fewest',
  object: 'Send the store details as an object',
} as const;

/** A GSTIN's length (CGST Rules, rule 10). */
export const GSTIN_LENGTH = 15;

export const STORE_DETAILS_GSTIN_MESSAGES = {
  required: 'Enter the GSTIN',
  length: `GSTIN must be ${GSTIN_LENGTH} characters`,
  shape: 'GSTIN must be a 2-digit state code, a 10-character PAN, an entity number, Z and a check character, like 29ABCDE1234F1ZW',
  stateCode: 'GSTIN must start with a GST state code (01 to 38)',
  checkCharacter: 'This GSTIN’s check character does not match: look for a typo',
  stateMismatch: (code: string, codeState: string, state: string, stateCode: string) =>
    `GSTIN starts with ${code} (${codeState}) but the registered address is in ${state} (${stateCode})`,
} as const;
