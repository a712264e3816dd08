import type { BrandSettings } from '@app/contracts';
import type { LegalSection } from './legalTypes';

/** The life-coaching privacy policy; every promise here matches what the site does (SPEC §9). */
export function privacyPolicy(brand: BrandSettings): LegalSection[] {
  return [
    {
      heading: 'Who we are',
      paragraphs: [
        `${brand.name} ("we", "us") provides short life-coaching sessions and monthly coaching plans. This policy explains what personal information we collect, why, and what you can ask us to do with it. Questions: ${brand.email} or ${brand.phone}.`,
      ],
    },
    {
      heading: 'Information we collect',
      paragraphs: ['You do not need an account to use our site; we only collect what you give us when you:'],
      list: [
        'book a session: your name, e-mail address, phone number (optional), the service, time, session type, video platform and payment method you choose, and anything you tell us about your goals;',
        'subscribe to a plan: your name, e-mail address, phone number (optional), plan and payment method, and the questions you send your coach;',
        'contact us: your name, e-mail address, phone number (optional), subject and message;',
        'chat with your coach: the messages exchanged during a chat session.',
      ],
    },
    {
      heading: 'Payments',
      paragraphs: [
        'Card payments are processed by our card payment provider on its secure page. We never receive or store your full card number; we keep only the card brand, its last four digits and the payment result.',
        'Payments by Cash App, Venmo, PayPal or Zelle are made directly in those services under their own privacy policies. We record only that a payment was received.',
      ],
    },
    {
      heading: 'How we use your information',
      paragraphs: ['We use your information only to run the coaching service:'],
      list: [
        'to schedule, confirm and deliver your sessions, including confirmation and reminder e-mails and video meeting links;',
        'to answer your messages and your subscription questions;',
        'to record payments and handle billing questions and disputes;',
        'to keep our service safe, for example by limiting repeated submissions.',
      ],
    },
    {
      heading: 'Sharing',
      paragraphs: [
        'We do not sell or rent your personal information. We share it only with the providers that help us deliver a session you asked for (our card payment provider, our e-mail provider, and the video platform you choose: Google Meet, Zoom or Microsoft Teams), or when the law requires it.',
      ],
    },
    {
      heading: 'Browser storage',
      paragraphs: [
        'Our site stores a few preferences in your browser: your light or dark theme, whether you have seen the guided tour, your text-size choice and whether optional extras are shown. They never leave your device and are not used for advertising. You can clear them in your browser settings at any time.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep session records (bookings, payment records and chat messages) for up to 7 years, to meet record-keeping and tax obligations and to resolve any dispute. Other messages are kept only as long as needed to answer them and follow up.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `You may ask to see, correct or delete the personal information we hold about you, or object to how we use it. E-mail ${brand.email} with your request; we answer privacy requests within 30 days. Records we must keep by law are deleted when that obligation ends.`,
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Information travels over encrypted connections and is stored on access-controlled systems. Only the coach and the staff who need it to deliver your service can see it.',
      ],
    },
    {
      heading: 'Age',
      paragraphs: [
        'Our services are for adults aged 18 or older. We do not knowingly collect information from anyone younger.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'If we change this policy we will update the date at the top of this page. Significant changes will be announced on the site before they take effect.',
      ],
    },
  ];
}
