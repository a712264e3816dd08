import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { E2E_OUTBOX_DIR } from './env';

/**
 * The e-mails the e2e server wrote to its outbox folder (OUTBOX_DIR, one `.eml` per message), parsed back with
 * mailparser the way a mail client reads them. The X-App-Message-Type header names each kind of e-mail.
 */
export interface OutboxMail {
  file: string;
  type: string;
  to: string[];
  replyTo: string[];
  from: string[];
  subject: string;
  text: string;
  html: string;
  /** The invite.ics attachment's text, when the e-mail carries a calendar invite. */
  ics: string | undefined;
  parsed: ParsedMail;
}

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((f) =>
    f.value.map((v) => (v.address ?? '').toLowerCase()),
  );

// Files never change once written (the server renames a finished file into place), so each is parsed once.
const parsedFiles = new Map<string, OutboxMail>();

async function parse(file: string): Promise<OutboxMail> {
  const cached = parsedFiles.get(file);
  if (cached) return cached;
  const parsed = await simpleParser(await readFile(path.join(E2E_OUTBOX_DIR, file)));
  const invite = parsed.attachments.find((a) => a.filename === 'invite.ics');
  const mail: OutboxMail = {
    file,
    type: headerText(parsed.headers.get('x-app-message-type')),
    to: addresses(parsed.to),
    replyTo: addresses(parsed.replyTo),
    from: addresses(parsed.from),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    ics: invite?.content.toString('utf8'),
    parsed,
  };
  parsedFiles.set(file, mail);
  return mail;
}

/** Every e-mail in the outbox, oldest first (file names start with the time they were written). */
export async function readOutbox(): Promise<OutboxMail[]> {
  let files: string[];
  try {
    files = (await readdir(E2E_OUTBOX_DIR)).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(files.map(parse));
}

export interface MailQuery {
  /** A recipient address (case-insensitive). */
  to: string;
  /** The X-App-Message-Type, e.g. "payment-receipt". */
  type: string;
  /** Further narrowing, e.g. by Reply-To or a reference in the text. */
  where?: (mail: OutboxMail) => boolean;
}

const matches = (q: MailQuery) => (m: OutboxMail) =>
  m.type === q.type && m.to.includes(q.to.toLowerCase()) && (!q.where || q.where(m));

/**
 * Waits until `count` e-mails match (the outbox worker delivers within a poll interval or two) and returns them,
 * oldest first. On timeout the error lists what the outbox held, so a wrong type or address is obvious.
 */
export async function waitForMails(query: MailQuery, count: number, timeoutMs = 30_000): Promise<OutboxMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const all = await readOutbox();
    const found = all.filter(matches(query));
    if (found.length >= count) return found;
    if (Date.now() > deadline) {
      const seen = all.map((m) => `  ${m.type} → ${m.to.join(', ')}: ${m.subject}`).join('\n') || '  (empty)';
      throw new Error(
        `Expected ${count} "${query.type}" e-mail(s) to ${query.to} within ${timeoutMs} ms, found ${found.length}. Outbox:\n${seen}`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The first e-mail of a kind to an address. */
export async function waitForMail(query: MailQuery, timeoutMs?: number): Promise<OutboxMail> {
  return (await waitForMails(query, 1, timeoutMs))[0];
}

/** Every e-mail to an address so far, of any kind (to assert what was NOT sent). */
export async function mailsTo(to: string): Promise<OutboxMail[]> {
  return (await readOutbox()).filter((m) => m.to.includes(to.toLowerCase()));
}

/** A header mailparser left as text (a structured one — address, date — is not what we read here). */
function headerText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
