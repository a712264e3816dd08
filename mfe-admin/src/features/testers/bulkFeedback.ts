import { parseBulkEmails } from '@app/contracts';

export interface BulkInputReport {
  /** What will be sent: parseBulkEmails' answer. */
  emails: string[];
  /** Entries dropped for lacking "@", as typed, so the admin can see the typo. */
  skipped: string[];
  /** Repeated addresses (ignoring case) that are sent once. */
  duplicates: number;
}

/** The same separators parseBulkEmails splits on (SPEC §5: newlines, commas, semicolons). */
const SEPARATORS = /[\r\n,;]+/;

/** Live feedback under the bulk box: what parseBulkEmails keeps and what it drops. */
export function describeBulkInput(text: string): BulkInputReport {
  const emails = parseBulkEmails(text);
  const entries = text
    .split(SEPARATORS)
    .map((e) => e.trim())
    .filter(Boolean);
  const skipped = entries.filter((e) => !e.includes('@'));
  const withAt = entries.length - skipped.length;
  return { emails, skipped, duplicates: withAt - emails.length };
}
