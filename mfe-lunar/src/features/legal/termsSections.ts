import type { BrandSettings } from '@app/contracts';
import { CARD_HOLD_MINUTES, deliveryPhrase } from '@app/contracts';
import type { LegalSection } from './LegalPage';

/**
 * SPEC §9 claims: 18+, USD prices, booking up to 6 days ahead, ET hours, cancel or reschedule at least
 * 24 hours ahead (the legal pages give a full refund for that), responses within 24 hours, disputes
 * answered within 48 hours, communication records kept 3 years.
 */
export function termsSections(brand: BrandSettings): LegalSection[] {
  return [
    {
      heading: 'Acceptance of these terms',
      paragraphs: [
        `By using the ${brand.name} site or booking a reading you agree to these terms. If you do not agree, please do not use our services.`,
      ],
    },
    {
      heading: 'Eligibility',
      paragraphs: ['You must be at least 18 years old to book a reading or use our services.'],
    },
    {
      heading: 'Nature of our readings',
      paragraphs: [
        'Psychic, tarot, channeling and Reiki sessions offer spiritual insight and guidance. They are not a substitute for advice from a doctor, lawyer, financial adviser or mental-health professional, and no particular outcome is guaranteed. Health, pregnancy and legal readings are intuitive readings, not medical or legal advice. You remain responsible for your own decisions.',
      ],
    },
    {
      heading: 'Booking',
      items: [
        'Readings can be booked online up to 6 days ahead, for today through the next six days.',
        `Reading hours are ${brand.hours.weekdays} and ${brand.hours.weekends}, Eastern Time (ET). All times on the site are shown in ET.`,
        'A reading is confirmed when you complete the booking form. You receive a confirmation e-mail with the details.',
        `Readings are delivered ${deliveryPhrase(brand)}.`,
      ],
    },
    {
      heading: 'Prices and payment',
      items: [
        'All prices are in US dollars (USD) and are shown with each reading.',
        'We accept debit and credit cards (through our card payment provider), PayPal, Cash App, Venmo and Zelle.',
        'Payments by PayPal, Cash App, Venmo or Zelle should be sent before your session begins.',
        `A booking paid by card holds its time for ${CARD_HOLD_MINUTES} minutes while you complete the payment; if it is not completed, the time is released.`,
      ],
    },
    {
      heading: 'Cancellations, rescheduling and refunds',
      items: [
        'You may reschedule or cancel a reading at least 24 hours before its start time.',
        'A cancellation made at least 24 hours in advance receives a full refund to the original payment method.',
        'Cancellations made less than 24 hours before the session, and missed sessions, are not refunded.',
        'If we must cancel a reading, you may choose a new time or a full refund.',
      ],
    },
    {
      heading: 'Conduct during sessions',
      paragraphs: [
        'Please be respectful. We may end a session without refund if a client is abusive or uses the session for unlawful purposes. Chat sessions are recorded as part of our communication records.',
      ],
    },
    {
      heading: 'Reviews',
      paragraphs: [
        'Reviews are moderated before publication. We may decline reviews that are abusive, off-topic or contain personal information. By submitting a review you allow us to display your name, the reading and your review text on the site.',
      ],
    },
    {
      heading: 'Communication records',
      paragraphs: [
        'We keep communication records, including chat transcripts and e-mails, for 3 years, as described in our Privacy Policy.',
      ],
    },
    {
      heading: 'Questions and disputes',
      paragraphs: [
        `Contact us first at ${brand.email} or ${brand.phone}. We respond to messages within 24 hours and answer disputes within 48 hours.`,
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        `To the extent the law allows, ${brand.name}'s liability for any claim relating to a reading is limited to the amount you paid for that reading.`,
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms. The date at the top of this page shows the latest version; bookings are governed by the terms in effect when they were made.',
      ],
    },
  ];
}
