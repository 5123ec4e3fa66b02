/*
 * What discovery sets say, with the limits those texts quote. Imports only lib/money: the
 * /discovery island and the admin form bundle this file. One file per domain, one naming scheme:
 * docs/architecture.md#messages.
 */
import { formatInr, type Paise } from '../money';

/** The most the admin may ask for a set: ₹50,000 (a typo of an extra zero is refused, not charged). */
export const DISCOVERY_PRICE_MAX_PAISE: Paise = 50_000 * 100;

export const DISCOVERY_MESSAGES = {
  setSize: 'A discovery set has 3 or 5 travel sprays',
  chooseExactly: (n: number, chosen: number) =>
    chosen < n ? `Choose ${n} travel sprays for this set: you have chosen ${chosen}.` : `A set of ${n} holds ${n} travel sprays: you have chosen ${chosen}.`,
  repeated: 'Each spray in a set must be a different perfume',
  notASpray: 'Only the 10 ml travel sprays can go in a discovery set',
  unavailable: (name: string) => `${name} travel spray is not available at the moment. Please choose another scent.`,
  soldOut: (name: string) => `${name} travel spray is sold out. Please choose another scent.`,
  added: (n: number) => `Discovery set of ${n} added to your bag`,
  removed: 'Discovery set removed from your bag',
  lineNotFound: 'That discovery set is not in your bag',
  tooManySets: (n: number) => `Your bag can hold at most ${n} discovery sets in one order`,
  setUnavailable: (name: string) => `${name} in your discovery set is no longer available. Remove the set and build it again.`,
  price: `Set prices must be amounts from ₹1 to ${formatInr(DISCOVERY_PRICE_MAX_PAISE)} with at most 2 decimals`,
  saved: 'Discovery set prices saved',
  lineName: (n: number) => `Discovery set of ${n} travel sprays`,
} as const;
