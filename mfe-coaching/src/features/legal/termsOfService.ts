import { PLANS, formatDollars, type BrandSettings } from '@app/contracts';
import type { LegalSection } from './legalTypes';

/** The life-coaching terms; the constants match SPEC §9 and what the booking pages enforce. */
export function termsOfService(brand: BrandSettings): LegalSection[] {
  const { standard, premium } = PLANS;
  return [
    {
      heading: 'Agreement',
      paragraphs: [
        `By booking a session or subscribing to a plan with ${brand.name}, you agree to these terms. If you do not agree, please do not use our services.`,
      ],
    },
    {
      heading: 'Our services',
      paragraphs: [
        'We offer short life-coaching sessions by live chat or video call and monthly coaching plans. Coaching is not therapy, counseling, or medical, legal or financial advice, and it is not a substitute for treatment by a licensed professional. You remain responsible for your own decisions and actions.',
        'You must be 18 or older to use our services.',
      ],
    },
    {
      heading: 'Booking sessions',
      paragraphs: [
        `Sessions can be booked up to 6 days ahead, during our hours: ${brand.hours.weekdays} and ${brand.hours.weekends}, Eastern Time. Strategic decision sessions last 10 minutes, personal development sessions 15 minutes and video coaching sessions 5 minutes. Each time slot can be booked by one client only.`,
      ],
    },
    {
      heading: 'Prices and payment',
      paragraphs: [
        'All prices are in US dollars and are shown before you book. We accept debit and credit cards (through our card payment provider), PayPal, Cash App, Venmo and Zelle. Payment is made off-site through the method you choose.',
        'A booking paid by card is held for 15 minutes while you complete the payment and is released if the payment is not completed. Bookings paid by other methods are confirmed at once; payment is due before the session starts.',
      ],
    },
    {
      heading: 'Cancellation, rescheduling and refunds',
      paragraphs: [
        'You may reschedule or cancel a session at least 24 hours before its start time. A cancellation made at least 24 hours ahead receives a full refund. Sessions cancelled less than 24 hours ahead, and sessions you miss, are not refunded.',
      ],
    },
    {
      heading: 'Monthly plans',
      paragraphs: [
        `${standard.name} costs ${formatDollars(standard.price)} per month and includes ${standard.questionsAllowedPerDay} questions a day. ${premium.name} costs ${formatDollars(premium.price)} per month and includes ${premium.questionsAllowedPerDay} questions a day and ${premium.videosAllowedPerMonth} personal video sessions a month. Daily question allowances reset at midnight Eastern Time, and monthly video allowances at the start of each month; unused allowances do not carry over.`,
        'A plan becomes active once payment is received and renews automatically each month. You may cancel at any time; cancellation takes effect at the end of the current paid period, and no partial refunds are given.',
      ],
    },
    {
      heading: 'Communication',
      paragraphs: [
        `We respond to messages within 24 hours. Billing disputes are answered within 48 hours. Contact us at ${brand.email} or ${brand.phone}.`,
      ],
    },
    {
      heading: 'Your conduct',
      paragraphs: [
        'Please be respectful in sessions, chats and messages. We may end a session or plan, without refund, in case of abusive or unlawful behaviour.',
      ],
    },
    {
      heading: 'Records',
      paragraphs: ['We keep session records for up to 7 years, as described in our Privacy Policy.'],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'Our services are provided as described, in good faith. To the extent the law allows, our liability for any claim related to a session or plan is limited to the amount you paid for it.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms and will change the date at the top of this page when we do. The terms in force when you book apply to that booking.',
      ],
    },
  ];
}
