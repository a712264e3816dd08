import { CONTACT_MESSAGES, formatSessionWhen, type BrandSettings } from '@app/contracts';
import type { ContactFacts } from '../../contact/contact-facts.read-model';
import type { SiteLinks } from '../site-links';
import { brandVoice, firstName } from './brand-voice';
import type { ComposedMail } from './customer-booking.templates';

/** To the brand's inbox: who wrote, what, and where to mark it handled. Replying answers the sender. */
export function contactToBrand(brand: BrandSettings, links: SiteLinks, m: ContactFacts): ComposedMail {
  return {
    subject: `New message: ${m.subject}`,
    blocks: [
      { kind: 'heading', text: 'New message from the contact form' },
      {
        kind: 'details',
        rows: [
          ['From', m.name],
          ['E-mail', m.email],
          ...(m.phone ? [['Phone', m.phone] as [string, string]] : []),
          ['Subject', m.subject],
          ['Received', formatSessionWhen(m.createdAt)],
        ],
      },
      { kind: 'quote', text: m.message },
      { kind: 'paragraph', text: 'Reply to this e-mail to answer them; mark it handled in the Messages inbox.' },
      { kind: 'button', label: 'Open the coach console', url: links.coachConsole() },
    ],
  };
}

/** To the sender: it arrived, when to expect an answer, and their own words back. */
export function contactAcknowledgement(brand: BrandSettings, m: ContactFacts): ComposedMail {
  const voice = brandVoice(brand.id);
  return {
    subject: `${voice.subjectMark}We received your message: ${m.subject}`,
    blocks: [
      { kind: 'heading', text: 'We received your message' },
      { kind: 'paragraph', text: voice.greeting(firstName(m.name)) },
      { kind: 'paragraph', text: CONTACT_MESSAGES.sent },
      { kind: 'section', title: 'Your message' },
      { kind: 'details', rows: [['Subject', m.subject]] },
      { kind: 'quote', text: m.message },
      { kind: 'paragraph', text: `Anything to add? Reply to this e-mail or call us at ${brand.phone}.` },
      { kind: 'signoff', lines: voice.signOff(brand) },
    ],
  };
}
