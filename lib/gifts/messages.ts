/*
 * What gifting says, with the limits those texts quote. Imports only lib/money: the checkout and
 * the admin settings form bundle this file. One file per domain, one naming scheme:
 * docs/architecture.md#messages.
 */
import { formatInr, type Paise } from '../money';

/** The message printed on the packing slip, in characters (code points, so an emoji is one). */
export const GIFT_MESSAGE_MAX = 250;
/** The most the admin may charge for gift wrap: ₹10,000 (a typo of ₹1,49,000 is refused, not charged). */
export const GIFT_WRAP_MAX_PAISE: Paise = 10_000 * 100;

export const GIFT_MESSAGES = {
  wrapUnavailable: 'Gift wrap is not available at the moment. Please untick it to place your order.',
  messageTooLong: `The gift message can be at most ${GIFT_MESSAGE_MAX} characters`,
  messageControl: 'The gift message can only contain printable text and line breaks',
  messageType: 'The gift message must be text',
  flag: 'Gift options must be true or false',
  price: `Gift wrap price must be an amount from ₹0 to ${formatInr(GIFT_WRAP_MAX_PAISE)} with at most 2 decimals`,
  enabled: 'Say whether gift wrap is offered (true or false)',
  saved: 'Gifting settings saved',
} as const;
