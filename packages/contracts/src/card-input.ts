/**
 * Card input helpers for /checkout and /square-payment (§5 "Input formatting", §9 input limits), plus the
 * checks the sandbox PaymentGateway runs. Pure string functions, safe in the browser and on the server.
 * Nothing here stores or logs a number; DESIGN §3 keeps card numbers out of the database and logs.
 */

const digits = (s: string) => s.replace(/\D/g, '');

/** Digits only, groups of 4 separated by spaces, at most 19 characters (16 digits). */
export function formatCardNumber(input: string): string {
  return (
    digits(input)
      .slice(0, 16)
      .match(/.{1,4}/g) ?? []
  ).join(' ');
}

/**
 * MM/YY: digits only, the slash is inserted once a third digit is typed. Inserting it at two digits would
 * trap backspace (deleting the slash re-adds it), so "12" stays "12" until the year starts.
 */
export function formatExpiry(input: string): string {
  const d = digits(input).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** Digits only, at most 4 (Amex has 4). */
export function formatCvv(input: string): string {
  return digits(input).slice(0, 4);
}

/** At most 10 characters: room for ZIP+4 ("12345-6789") and most foreign postcodes. */
export function formatZip(input: string): string {
  return input.slice(0, 10);
}

/** Digits of a card number as typed (spaces and dashes ignored), or null if anything else is in it. */
export function cardDigits(input: string): string | null {
  const d = input.replace(/[\s-]/g, '');
  return /^\d+$/.test(d) ? d : null;
}

/** Luhn (mod 10) check over 12–19 digits; spaces and dashes are ignored. */
export function luhnValid(input: string): boolean {
  const d = cardDigits(input);
  if (!d || d.length < 12 || d.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = d.charCodeAt(d.length - 1 - i) - 48;
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** By IIN prefix; the gateway stores brand + last 4 only. */
export function cardBrand(input: string): CardBrand {
  const d = cardDigits(input) ?? '';
  if (/^4/.test(d)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(d)) return 'mastercard';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(d)) return 'discover';
  return 'unknown';
}

const CARD_BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  american_express: 'American Express',
  discover: 'Discover',
};

/**
 * A card brand as people write it ("Visa", "American Express"), from what a gateway stored ("visa", "VISA",
 * "AMERICAN_EXPRESS"); null when unknown. Screens and e-mails both use it, so a receipt never says "visa" (issue 29).
 */
export function cardBrandName(brand: string | null | undefined): string | null {
  const key = (brand ?? '').trim().toLowerCase();
  if (!key || key === 'unknown') return null;
  return CARD_BRAND_NAMES[key] ?? key.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

export function cardLast4(input: string): string {
  return (cardDigits(input) ?? '').slice(-4);
}

/** "MM/YY" → { month: "MM", year: "20YY" }, or null. The four-digit year is what card gateways expect. */
export function splitExpiry(expiry: string): { month: string; year: string } | null {
  const m = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry.trim());
  return m ? { month: m[1], year: `20${m[2]}` } : null;
}

export type SandboxOutcome = 'approved' | 'declined' | 'invalid';

/**
 * Deterministic cards for the sandbox gateway (the default provider), so manual tests, e2e tests and the
 * docs agree. Any other Luhn-valid number approves; a number failing Luhn is refused as invalid.
 */
export const SANDBOX_TEST_CARDS = [
  { number: '4242 4242 4242 4242', brand: 'visa', outcome: 'approved', note: 'Approves.' },
  { number: '5555 5555 5555 4444', brand: 'mastercard', outcome: 'approved', note: 'Approves.' },
  { number: '4000 0000 0000 0002', brand: 'visa', outcome: 'declined', note: 'Declined by the issuer.' },
  { number: '4000 0000 0000 9995', brand: 'visa', outcome: 'declined', note: 'Declined: insufficient funds.' },
] as const satisfies readonly { number: string; brand: CardBrand; outcome: SandboxOutcome; note: string }[];

export function sandboxCardOutcome(input: string): SandboxOutcome {
  if (!luhnValid(input)) return 'invalid';
  const d = cardDigits(input);
  const listed = SANDBOX_TEST_CARDS.find((c) => c.number.replace(/\s/g, '') === d);
  return listed ? listed.outcome : 'approved';
}
