/*
 * What the delivery rules and the PIN check say, shared by the server and the browser. No imports:
 * client components bundle this file. One file per domain, one naming scheme:
 * docs/architecture.md#messages.
 */

export const DELIVERY_MESSAGES = {
  unknownPin: (pin: string) => `We do not recognise PIN code ${pin}; please check it`,
  days: 'Days must be a whole number from 0 to 60',
  minAfterMax: 'The fewest days cannot be more than the most days',
  cutoff: 'Cut-off must be a time like 14:00',
  holiday: 'Holidays must be dates like 2026-12-25',
  tooManyHolidays: 'At most 100 holidays',
  saved: 'Delivery rules saved',
} as const;
