import {
  COACHING_SERVICES,
  PLANS,
  SLOT_WINDOW_DAYS,
  VIDEO_PLATFORM_LABELS,
  formatDollars,
  offeredVideoPlatforms,
  type BrandSettings,
} from '@app/contracts';

/** SPEC §2: the seven FAQ categories, in display order. */
export const FAQ_CATEGORIES = [
  'Getting Started',
  'Booking & Scheduling',
  'Payments',
  'Coaching Services',
  'Subscriptions',
  'Technical Support',
  'Contact & Support',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface Faq {
  category: FaqCategory;
  question: string;
  answer: string;
}

function sessionList(videoCalls: boolean): string {
  return COACHING_SERVICES.filter((s) => videoCalls || s.type !== 'video')
    .map((s) => `${s.name} (${s.duration === 0 ? 'chat' : `${s.duration} minutes`}, ${formatDollars(s.price)})`)
    .join('; ');
}

function listOf(words: readonly string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/**
 * Every answer states what the site and its legal pages actually promise (SPEC §9). Where the original FAQ
 * and the legal pages disagreed on refunds, the answer gives the Terms of Service rule. Video is promised only on
 * the platforms the brand has a meeting room for (issue 29).
 */
export function buildFaqs(brand: BrandSettings): Faq[] {
  const hours = `${brand.hours.weekdays} and ${brand.hours.weekends}, Eastern Time`;
  const { standard, premium } = PLANS;
  const platforms = offeredVideoPlatforms(brand).map((p) => VIDEO_PLATFORM_LABELS[p]);
  const videoCalls = platforms.length > 0;
  const faqs: Faq[] = [
    {
      category: 'Getting Started',
      question: 'Do I need to create an account?',
      answer:
        'No. There are no accounts and no logins: you stay anonymous. We only ask for your name and e-mail when you book or subscribe, so we can confirm your session and reach you.',
    },
    {
      category: 'Getting Started',
      question: 'How does a session work?',
      answer: videoCalls
        ? 'Choose a service, pick a time, and tell us whether you prefer live chat or a video call. You get a confirmation e-mail with the details, and at the session time your coach meets you in the chat or on the video platform you chose.'
        : 'Choose a service and pick a time. You get a confirmation e-mail with the details, and at the session time your coach meets you in the live chat.',
    },
    {
      category: 'Getting Started',
      question: 'Who can book a session?',
      answer:
        'Anyone aged 18 or older. Coaching is not therapy or medical treatment; if you need clinical care, please contact a licensed professional.',
    },
    {
      category: 'Booking & Scheduling',
      question: 'How far ahead can I book?',
      answer: `Up to ${SLOT_WINDOW_DAYS} days ahead: the calendar shows today and the next ${SLOT_WINDOW_DAYS} days. Times that have already passed are never offered.`,
    },
    { category: 'Booking & Scheduling', question: 'What are your hours?', answer: `Sessions run ${hours}.` },
    {
      category: 'Booking & Scheduling',
      question: 'Can I reschedule or cancel?',
      answer:
        'Yes, up to 24 hours before your session: open the "Manage your booking" link in your confirmation e-mail to move or cancel it yourself. You can also call, e-mail or send us a message and we will do it for you. Inside 24 hours we cannot change the booking.',
    },
    {
      category: 'Booking & Scheduling',
      question: 'The time I wanted disappeared. Why?',
      answer:
        'Each time can be booked by one person only, and times that have passed are removed. The list refreshes when you come back to the page; pick another time and you are set.',
    },
    {
      category: 'Payments',
      question: 'Which payment methods do you accept?',
      answer:
        'Debit and credit cards (Visa, Mastercard, Amex, Discover) through our card payment provider, PayPal, Cash App, Venmo and Zelle, including a Zelle QR code. All prices are in US dollars.',
    },
    {
      category: 'Payments',
      question: 'Can I get a refund?',
      answer:
        'Our Terms of Service apply: cancel at least 24 hours before your session and you get a full refund. Sessions cancelled within 24 hours, or missed, are not refunded. Monthly plans are not refunded for partial months.',
    },
    {
      category: 'Payments',
      question: 'Is my card information safe?',
      answer:
        'Card payments are handled by our card payment provider on a secure page. We never see or store your full card number.',
    },
    { category: 'Coaching Services', question: 'What sessions do you offer?', answer: `${sessionList(videoCalls)}.` },
    {
      category: 'Coaching Services',
      question: 'Which video platforms can I use?',
      answer: `${listOf(platforms)}. Pick one when you book a video call and the meeting link comes with your confirmation.`,
    },
    {
      category: 'Coaching Services',
      question: 'Is coaching the same as therapy?',
      answer:
        'No. Coaching helps you make decisions, set goals and build habits. It does not diagnose or treat any mental or physical health condition.',
    },
    {
      category: 'Subscriptions',
      question: 'What do the monthly plans include?',
      answer: `${standard.name} is ${formatDollars(standard.price)}/month with ${standard.questionsAllowedPerDay} questions a day. ${premium.name} is ${formatDollars(premium.price)}/month with ${premium.questionsAllowedPerDay} questions a day${videoCalls ? ` and ${premium.videosAllowedPerMonth} personal video sessions a month` : ' and priority answers'}.`,
    },
    {
      category: 'Subscriptions',
      question: 'How do I reach my subscription?',
      answer:
        'On the Plans page, use "Access Your Subscription" and enter the e-mail you subscribed with. Your dashboard shows your allowances and your conversations with the coach.',
    },
    {
      category: 'Subscriptions',
      question: 'Do plans renew? How do I cancel?',
      answer:
        'Plans renew automatically each month. You can cancel anytime; the cancellation takes effect at the end of the period you have paid for, and partial months are not refunded. Your plan becomes active once payment is received.',
    },
    {
      category: 'Technical Support',
      question: 'No times are showing. What should I do?',
      answer:
        'Refresh the page. If the list still does not load, the booking calendar may be briefly unavailable; try again in a few minutes or contact us to book by phone.',
    },
    {
      category: 'Technical Support',
      question: 'The payment window did not open.',
      answer:
        'Your browser may have blocked the pop-up. Allow pop-ups for this site, or use the payment link shown in your booking confirmation.',
    },
    {
      category: 'Technical Support',
      question: 'Can I make the text bigger or change the colours?',
      answer:
        'Yes. Use the accessibility button for larger text and the sun or moon button in the menu bar to switch between dark and light mode.',
    },
    {
      category: 'Contact & Support',
      question: 'How quickly do you answer?',
      answer: 'Within 24 hours. Billing disputes are answered within 48 hours.',
    },
    {
      category: 'Contact & Support',
      question: 'How can I contact you?',
      answer: `Call ${brand.phone}, e-mail ${brand.email}, or use the message form on this page.`,
    },
    {
      category: 'Contact & Support',
      question: 'How do I ask about my personal data?',
      answer:
        'E-mail us with your request. We answer privacy requests within 30 days. Session records are kept for up to 7 years, as our Privacy Policy explains.',
    },
  ];
  // No room, no platforms to name: the question is not asked.
  return videoCalls ? faqs : faqs.filter((f) => f.question !== 'Which video platforms can I use?');
}

/** Case-insensitive search over question and answer, within one category or all of them. */
export function filterFaqs(faqs: readonly Faq[], query: string, category: FaqCategory | null): Faq[] {
  const q = query.trim().toLowerCase();
  return faqs.filter(
    (f) =>
      (category === null || f.category === category) &&
      (q === '' || f.question.toLowerCase().includes(q) || f.answer.toLowerCase().includes(q)),
  );
}
