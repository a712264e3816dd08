import { SECTION_IDS } from '../../layout/sections';

export interface TourStep {
  id: string;
  title: string;
  description: string;
  /** The words on a phone, where the layout is one column (issue 16: no "left" and "right" there). */
  mobileDescription?: string;
  /** The words where no meeting room is configured, so no video is offered (issue 29). */
  chatOnlyDescription?: string;
  /** The home-page section scrolled to and highlighted; none for the welcome and closing steps. */
  target: string | null;
}

/** SPEC §2/§9: seven steps — welcome, services, booking, subscriptions, reviews, contact, complete. */
export const TOUR_STEPS: readonly TourStep[] = [
  {
    id: 'welcome',
    title: 'Welcome!',
    description: 'This quick tour shows you how to find a session, book it and stay in touch. It takes about a minute.',
    target: null,
  },
  {
    id: 'services',
    title: 'Coaching Services',
    description:
      'Four focused session types from 5 to 15 minutes, by chat or video. Each card shows the price and what you get.',
    chatOnlyDescription:
      'Three focused session types by live chat, from three quick questions to 15 minutes. Each card shows the price.',
    target: SECTION_IDS.services,
  },
  {
    id: 'booking',
    title: 'Book Your Session',
    description:
      'Pick a time on the left (today or up to 6 days ahead, Eastern Time), then fill in your details on the right.',
    mobileDescription:
      'Pick a time first (today or up to 6 days ahead, Eastern Time), then fill in your details just below it.',
    target: SECTION_IDS.booking,
  },
  {
    id: 'subscriptions',
    title: 'Monthly Coaching Plans',
    description:
      'Standard and Premium plans let you ask your coach questions every day. Premium adds monthly video sessions.',
    chatOnlyDescription:
      'Standard and Premium plans let you ask your coach questions every day. Premium adds a question and priority.',
    target: SECTION_IDS.subscriptions,
  },
  {
    id: 'reviews',
    title: 'Client Success Stories',
    description: 'Read what other clients got out of their sessions and plans.',
    target: SECTION_IDS.reviews,
  },
  {
    id: 'contact',
    title: "Let's Connect",
    description: 'Call, e-mail or send a message. We answer within 24 hours.',
    target: SECTION_IDS.contact,
  },
  {
    id: 'complete',
    title: "You're all set!",
    description:
      'That is everything. Reopen this tour anytime with the Tour button, or browse the Help and Support Center.',
    target: null,
  },
];

/** §9 tour timings. */
export const TOUR_AUTO_START_MS = 2000;
export const TOUR_SCROLL_DELAY_MS = 500;
export const TOUR_HIGHLIGHT_MS = 3000;
