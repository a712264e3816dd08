import type { BrandSettings } from '@app/contracts';
import type { LegalSection } from './LegalPage';

/** SPEC §9 claims: communication records kept 3 years, privacy requests answered within 30 days, 18+, ET hours. */
export function privacyPolicySections(brand: BrandSettings): LegalSection[] {
  return [
    {
      heading: 'Who we are',
      paragraphs: [
        `${brand.name} offers psychic, tarot, channeling and Reiki readings by live chat and video call. In this policy "we" and "us" mean ${brand.name}; "you" means anyone who visits the site, books a reading or writes a review.`,
      ],
    },
    {
      heading: 'Information we collect',
      paragraphs: [
        'You do not need an account to use the site. We only collect what you give us and what a booking needs:',
      ],
      items: [
        'Booking details: your full name, e-mail address, phone number (optional), the reading you chose, the date and time, how you want the reading delivered, the chat or video platform and contact details you give, your special requests and the payment method you chose.',
        'Reviews: your name, e-mail address, the reading, your rating and your review text.',
        'Session communications: chat messages exchanged during a reading, e-mails and messages you send us.',
        'Payment records: the amount, the method and whether the payment arrived. Card numbers are entered with our card payment provider and never stored by us.',
        'Technical data: your browser stores your theme choice and whether you have seen the site tour. We do not use advertising cookies.',
      ],
    },
    {
      heading: 'How we use your information',
      items: [
        'To schedule, confirm, deliver and follow up on your reading.',
        'To send confirmation e-mails and answer your messages, normally within 24 hours.',
        'To match payments to bookings and keep the records the law requires.',
        'To moderate reviews before publication. Only your name, the reading and your review text are published; your e-mail address never is.',
        'To keep the site secure and improve our services.',
      ],
    },
    {
      heading: 'Payments',
      paragraphs: [
        'Card payments are processed by our card payment provider. PayPal, Cash App, Venmo and Zelle payments are made on those services and are covered by their own privacy policies. We receive confirmation of the payment, not your account credentials.',
      ],
    },
    {
      heading: 'Sharing your information',
      paragraphs: [
        'We do not sell or rent your personal information. We share it only with the services that help us run a booking (payment providers, e-mail delivery, and the video platform you choose such as Google Meet, Zoom or Microsoft Teams), and when the law requires it.',
      ],
    },
    {
      heading: 'How long we keep it',
      items: [
        'Communication records (chat transcripts, session messages and e-mails) are kept for 3 years from the reading and then deleted.',
        'Booking and payment records are kept for as long as tax and accounting law requires.',
        'Published reviews stay up until you ask us to remove them.',
      ],
    },
    {
      heading: 'Your rights and choices',
      paragraphs: [
        `You may ask to see, correct or delete the personal information we hold about you, or to withdraw a review. Write to ${brand.email}; we answer privacy requests within 30 days.`,
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'The site is served over an encrypted connection, access to booking records is limited to the people who deliver your reading, and card data never touches our systems.',
      ],
    },
    {
      heading: 'Age requirement',
      paragraphs: [
        'Our services are for adults aged 18 and older. We do not knowingly collect information from anyone under 18; if you believe a minor has given us information, contact us and we will delete it.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'When we change this policy we update the date at the top of this page. Material changes are announced on the site.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        `E-mail ${brand.email} or call ${brand.phone}. We are available ${brand.hours.weekdays} and ${brand.hours.weekends}, Eastern Time (ET).`,
      ],
    },
  ];
}
