import { randomUUID } from 'node:crypto';
import type { SendMailOptions } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { MESSAGE_TYPE_HEADER, type MailAddress, type OutgoingMail } from './outgoing-mail';

/** A complete message, ready to hand to any SMTP server or write as a .eml file. */
export interface ComposedMessage {
  /** "<uuid@host>": stable across delivery attempts, so a receiver can tell a retry from a new message. */
  messageId: string;
  /** The SMTP envelope (MAIL FROM / RCPT TO). */
  envelope: { from: string; to: string[] };
  /** RFC 822 bytes, CRLF line ends. */
  raw: Buffer;
}

const address = (a: MailAddress) => ({ name: a.name, address: a.address });

/**
 * Builds the message once, when it is enqueued: text and HTML alternatives, the invite as a text/calendar
 * alternative (calendar clients act on it) and as invite.ics, the X-App-Message-Type header, List-Unsubscribe. What is stored is
 * exactly what is delivered, however many attempts it takes.
 */
export async function composeMail(mail: OutgoingMail, host: string): Promise<ComposedMessage> {
  const messageId = `<${randomUUID()}@${host}>`;
  const options: SendMailOptions = {
    messageId,
    from: address(mail.from),
    to: address(mail.to),
    ...(mail.replyTo ? { replyTo: address(mail.replyTo) } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // MailComposer alone does not turn nodemailer's `list` option into headers: written here as RFC 2369 has it.
    headers: {
      [MESSAGE_TYPE_HEADER]: mail.type,
      ...(mail.unsubscribe ? { 'List-Unsubscribe': `<${mail.unsubscribe}>` } : {}),
    },
    ...(mail.calendar
      ? { icalEvent: { method: mail.calendar.method, filename: 'invite.ics', content: mail.calendar.content } }
      : {}),
  };
  const node = new MailComposer(options).compile();
  const envelope = node.getEnvelope();
  const raw = await new Promise<Buffer>((resolve, reject) =>
    node.build((error, message) => (error ? reject(error) : resolve(message))),
  );
  return { messageId, envelope: { from: envelope.from || mail.from.address, to: envelope.to }, raw };
}
