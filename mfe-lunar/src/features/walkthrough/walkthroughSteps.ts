import { SECTION_IDS } from '../layout/sections';

export interface WalkthroughStep {
  key: string;
  title: string;
  body: string;
  /** CSS selector of the element to scroll to and highlight; none for the welcome and closing steps. */
  target?: string;
}

/** SPEC §2 "Standalone walkthrough": six steps in this order. */
export const WALKTHROUGH_STEPS: readonly WalkthroughStep[] = [
  {
    key: 'welcome',
    title: 'Welcome to Lunar Light',
    body: 'A quick tour of the site: how to change the look, find a reading, book it and read what others say.',
  },
  {
    key: 'theme',
    title: 'Toggle Themes',
    body: 'Use the highlighted sun or moon button to switch between the midnight and moonlit themes. Your choice is remembered.',
    target: '[data-walkthrough="theme-toggle"]',
  },
  {
    key: 'services',
    title: 'Explore Services',
    body: 'Tarot, love, career, reiki and more. Each reading shows its price and length, and the Payment Method menu shows how to pay.',
    target: `#${SECTION_IDS.services}`,
  },
  {
    key: 'booking',
    title: 'Book a Reading',
    body: 'Pick a reading and an open time for today or the next six days. No account needed.',
    target: `#${SECTION_IDS.booking}`,
  },
  {
    key: 'reviews',
    title: 'Read Reviews',
    body: 'See what clients say about their readings, and share your own experience afterwards.',
    target: `#${SECTION_IDS.testimonials}`,
  },
  {
    key: 'complete',
    title: "You're All Set",
    body: 'That is everything. You can take this tour again any time with the Tour button in the menu.',
  },
];

/** SPEC §9: the walkthrough starts 1.5 s after load. */
export const WALKTHROUGH_DELAY_MS = 1500;

/** Set once the visitor completes or skips the tour, so it does not open by itself on every visit. */
export const WALKTHROUGH_SEEN_KEY = 'lunar-light-walkthrough-seen';
