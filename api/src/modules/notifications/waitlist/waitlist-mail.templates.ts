import { formatLongDate, WAITLIST_MESSAGES, type BrandSettings } from '@app/contracts';
import { brandVoice } from '../templates/brand-voice';
import type { ComposedMail } from '../templates/customer-booking.templates';

/** The links a waitlist e-mail carries: back to the day (pre-selecting a time) and off the list. */
export interface WaitlistMailLinks {
  day: string;
  leave: string;
}

/**
 * The one confirming e-mail of a join (no double opt-in: nothing is sent to the address again unless a time opens,
 * and the way off the list is in every message).
 */
export function waitlistJoined(brand: BrandSettings, date: string, links: WaitlistMailLinks): ComposedMail {
  const voice = brandVoice(brand.id);
  const day = formatLongDate(date);
  return {
    subject: `${voice.subjectMark}We'll tell you if a time opens on ${day}`,
    blocks: [
      { kind: 'heading', text: "You're on the list" },
      {
        kind: 'paragraph',
        text: `${day} is full right now. If a ${voice.sessionWord} time on that day frees up, we'll e-mail you at once with a link to it. Everyone on the list hears at the same moment, and the first to book gets the time.`,
      },
      { kind: 'paragraph', text: 'The list ends when the day has passed; you will not hear from it after that.' },
      { kind: 'button', label: 'See the times', url: links.day },
      // Named in the HTML (the URL carries a token no reader needs to see).
      { kind: 'links', items: [{ label: 'Stop these e-mails', url: links.leave }] },
      { kind: 'signoff', lines: voice.signOff(brand) },
    ],
  };
}

/** A time freed on the day: the link pre-selects it on the booking page. */
export function waitlistTimeOpen(
  brand: BrandSettings,
  date: string,
  time: string,
  links: WaitlistMailLinks,
): ComposedMail {
  const voice = brandVoice(brand.id);
  const day = formatLongDate(date);
  return {
    subject: `${voice.subjectMark}A time opened: ${day} at ${time} (Eastern)`,
    blocks: [
      { kind: 'heading', text: 'A time just opened' },
      {
        kind: 'paragraph',
        text: `${time} (Eastern Time) on ${day} is free again. Everyone waiting for this day got this e-mail at the same moment: the first to book gets it.`,
      },
      { kind: 'button', label: `Book ${time}`, url: links.day },
      {
        kind: 'paragraph',
        text: 'If it is taken by the time you open the link, the page says so and shows what is still free. You stay on the list until the day has passed.',
      },
      { kind: 'links', items: [{ label: WAITLIST_MESSAGES.leave, url: links.leave }] },
      { kind: 'signoff', lines: voice.signOff(brand) },
    ],
  };
}
