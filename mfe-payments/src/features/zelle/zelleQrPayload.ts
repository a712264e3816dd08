import type { BrandSettings } from '@app/contracts';

/**
 * What the QR code holds: the Zelle network's own QR format (a link carrying base64 JSON with the recipient's
 * name and e-mail token), which the banks' Zelle scanners read to prefill the recipient.
 */
export function zelleQrPayload(settings: Pick<BrandSettings, 'zelleAccountHolder' | 'zelleRecipient'>): string {
  const json = JSON.stringify({
    name: settings.zelleAccountHolder.toUpperCase(),
    action: 'payment',
    token: settings.zelleRecipient,
  });
  const base64 = btoa(String.fromCharCode(...new TextEncoder().encode(json)));
  return `https://enroll.zellepay.com/qr-codes?data=${encodeURIComponent(base64)}`;
}

/** The six steps the dialog lists (SPEC §2 "6 numbered instructions"). */
export function zelleInstructions(settings: BrandSettings, amountText: string | null, serviceName?: string): string[] {
  return [
    'Open your banking app and go to Zelle.',
    'Choose Send, then scan this QR code or enter the recipient email.',
    `Check that the recipient is ${settings.zelleAccountHolder}.`,
    amountText ? `Enter the amount: ${amountText}.` : 'Enter the amount of your session or plan.',
    `In the memo, add your name${serviceName ? ` and "${serviceName}"` : ' and what the payment is for'}.`,
    'Send the payment, then press Payment Sent below. We confirm by email once it arrives.',
  ];
}
