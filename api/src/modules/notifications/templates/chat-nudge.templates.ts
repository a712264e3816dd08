import { formatSessionWhen, type BrandSettings } from '@app/contracts';
import type { BookingSnapshot } from '../../bookings/booking.read-model';
import type { NudgedMessage } from '../../chat/chat-nudges.service';
import { firstName, type BrandVoice } from './brand-voice';
import type { ComposedMail } from './customer-booking.templates';
import type { MailBlock } from './mail-blocks';
import { bookingReference } from './session-blocks';

/** Long messages are cut in the e-mail: it says "someone is waiting", the conversation itself is one tap away. */
const QUOTE_LENGTH = 500;

export interface ChatNudgeFacts {
  brand: BrandSettings;
  voice: BrandVoice;
  booking: BookingSnapshot;
  /** The waiting messages, oldest first. */
  messages: NudgedMessage[];
  /** Where the reader answers: the console's conversation, or the customer's chat page. */
  url: string;
}

function quotes(messages: NudgedMessage[]): MailBlock[] {
  return messages.flatMap((m): MailBlock[] => [
    { kind: 'paragraph', text: `${m.senderName}, ${formatSessionWhen(m.createdAt)}:` },
    { kind: 'quote', text: m.message.length > QUOTE_LENGTH ? `${m.message.slice(0, QUOTE_LENGTH)}…` : m.message },
  ]);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** To the coach: a customer wrote in the chat and nobody has answered for five minutes (once per burst). */
export function coachChatWaiting(f: ChatNudgeFacts): ComposedMail {
  const b = f.booking;
  return {
    subject: `[${f.brand.name}] ${b.fullName} is waiting for a reply in the chat (${b.serviceName})`,
    blocks: [
      { kind: 'heading', text: `${b.fullName} is waiting in the chat` },
      {
        kind: 'paragraph',
        text: `${plural(f.messages.length, 'message')} from ${b.fullName} ${f.messages.length === 1 ? 'has' : 'have'} had no answer for five minutes or more.`,
      },
      ...quotes(f.messages),
      { kind: 'button', label: 'Open the conversation', url: f.url },
      {
        kind: 'details',
        rows: [
          ['Customer', b.fullName],
          ['E-mail', b.email],
          ['Service', b.serviceName],
          ['Booked for', formatSessionWhen(b.startsAt)],
          ['Reference', bookingReference(b.id)],
        ],
      },
      {
        kind: 'paragraph',
        text: 'You get one e-mail per run of messages; the next one comes after your reply, if they write again.',
      },
    ],
  };
}

/** To the customer: the coach replied in the chat and they have not been back to it for five minutes. */
export function customerChatReply(f: ChatNudgeFacts): ComposedMail {
  const b = f.booking;
  const coach = f.brand.coachName;
  return {
    subject: `${f.voice.subjectMark}${coach} replied in your chat (${b.serviceName})`,
    blocks: [
      { kind: 'heading', text: `${coach} replied to you` },
      { kind: 'paragraph', text: f.voice.greeting(firstName(b.fullName)) },
      {
        kind: 'paragraph',
        text: `${coach} answered in the chat for your ${f.voice.sessionWord} on ${formatSessionWhen(b.startsAt)}:`,
      },
      ...quotes(f.messages),
      { kind: 'button', label: 'Open your chat', url: f.url },
      { kind: 'signoff', lines: f.voice.signOff(f.brand) },
    ],
  };
}
