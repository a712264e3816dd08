import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { DomainEvents } from '../../src/modules/domain-events/domain-events';
import { MailerService } from '../../src/modules/notifications/mailer/mailer.service';
import type { MailType } from '../../src/modules/notifications/mailer/outgoing-mail';
import type { TestApp } from './test-app';

export interface OutboxMail {
  file: string;
  type: MailType;
  messageId: string;
  to: string;
  replyTo: string | undefined;
  subject: string;
  text: string;
  html: string;
  mail: ParsedMail;
  /** The invite.ics attachment's text, if any. */
  ics: string | undefined;
}

/** Every .eml in a folder, parsed back with mailparser (what a mail client would see), oldest first. */
export async function readOutboxDir(dir: string): Promise<OutboxMail[]> {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(await readFile(join(dir, file)));
      const invite = mail.attachments.find((a) => a.filename === 'invite.ics');
      return {
        file,
        type: mail.headers.get('x-app-message-type') as MailType,
        messageId: mail.messageId ?? '',
        to: addressesOf(mail.to),
        replyTo: mail.replyTo ? addressesOf(mail.replyTo) : undefined,
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: typeof mail.html === 'string' ? mail.html : '',
        mail,
        ics: invite?.content.toString('utf8'),
      };
    }),
  );
}

function addressesOf(field: ParsedMail['to']): string {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((f) => f.value.map((v) => v.address ?? '')).join(', ');
}

/** The app's outbox once every due event is handled and every due e-mail delivered (DomainEvents.idle). */
export async function outboxOf(testApp: TestApp): Promise<OutboxMail[]> {
  await testApp.app.get(DomainEvents).idle();
  return readOutboxDir(testApp.app.get(MailerService).outbox!);
}

/** The single mail of a type to an address; fails the test with what was there instead. */
export function onlyMail(mails: OutboxMail[], type: MailType, to: string): OutboxMail {
  const found = mails.filter((m) => m.type === type && m.to === to);
  if (found.length !== 1) {
    const seen = mails.map((m) => `${m.type} → ${m.to}`).join('\n');
    throw new Error(`expected one ${type} to ${to}, found ${found.length} among:\n${seen}`);
  }
  return found[0];
}
