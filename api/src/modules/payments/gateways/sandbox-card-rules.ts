import { cardBrand, CARD_DECLINED_MESSAGE, cardDigits, sandboxCardOutcome, VALIDATION_MESSAGES } from '@app/contracts';
import type { RawCard } from '../payment-gateway';

export const CARD_EXPIRED_MESSAGE = 'Your card has expired.';

/**
 * What the sandbox decides about a typed card, the way a real processor would (issue 13):
 * - `invalid` (400, nothing attempted): the number fails Luhn, the expiry is not a month, the CVV has the wrong
 *   length for the brand (4 digits for American Express, 3 for the others). `field` names the card field.
 * - `declined` (402, the attempt is on record): the card expired, or it is a listed decline test card.
 * - `approved`: any other Luhn-valid card.
 */
export type SandboxCardVerdict =
  | { outcome: 'approved' }
  | { outcome: 'declined'; message: string }
  | { outcome: 'invalid'; field: 'number' | 'expiryMonth' | 'cvv'; message: string };

/** "12"/"2030" or "12"/"30" → the first instant after the card's last valid day (UTC: a card is good all day). */
export function expiryEnd(expiryMonth: string, expiryYear: string): Date | null {
  const month = Number(expiryMonth);
  if (!/^\d{1,2}$/.test(expiryMonth) || month < 1 || month > 12) return null;
  if (!/^(\d{2}|\d{4})$/.test(expiryYear)) return null;
  const year = expiryYear.length === 2 ? 2000 + Number(expiryYear) : Number(expiryYear);
  // Valid through the end of its expiry month: it stops working when the next month begins.
  return new Date(Date.UTC(year, month, 1));
}

export function judgeSandboxCard(card: RawCard, now: Date): SandboxCardVerdict {
  const digits = cardDigits(card.number);
  const outcome = sandboxCardOutcome(card.number);
  if (!digits || outcome === 'invalid') {
    return { outcome: 'invalid', field: 'number', message: VALIDATION_MESSAGES.cardNumberInvalid };
  }
  const end = expiryEnd(card.expiryMonth, card.expiryYear);
  if (!end) return { outcome: 'invalid', field: 'expiryMonth', message: VALIDATION_MESSAGES.cardExpiryInvalid };
  const cvvLength = cardBrand(digits) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvvLength}}$`).test(card.cvv)) {
    return { outcome: 'invalid', field: 'cvv', message: VALIDATION_MESSAGES.cardCvvInvalid };
  }
  if (end.getTime() <= now.getTime()) return { outcome: 'declined', message: CARD_EXPIRED_MESSAGE };
  if (outcome === 'declined') return { outcome: 'declined', message: CARD_DECLINED_MESSAGE };
  return { outcome: 'approved' };
}
