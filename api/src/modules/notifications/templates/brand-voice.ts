import type { BrandId, BrandSettings } from '@app/contracts';

/** How each brand speaks and looks in e-mail. Colours follow the site themes (web-kit brandThemes, light mode). */
export interface BrandVoice {
  /** "session" or "reading": what the customer booked, in the brand's words. */
  sessionWord: string;
  greeting: (firstName: string) => string;
  subjectMark: string;
  confirmedHeading: string;
  confirmedIntro: string;
  prepare: string;
  reminder24Heading: string;
  reminder24Intro: string;
  reminder1Heading: string;
  reminder1Intro: string;
  rescheduledHeading: string;
  rescheduledIntro: string;
  cancelledHeading: string;
  cancelledIntro: string;
  /** A card booking whose payment is still open: held, not confirmed. */
  heldHeading: string;
  heldIntro: string;
  /** The unpaid hold lapsed and the time was given back. */
  releasedHeading: string;
  releasedIntro: string;
  bookAgain: string;
  signOff: (brand: BrandSettings) => string[];
  look: {
    accent: string;
    accentText: string;
    header: string;
    headerText: string;
    page: string;
    panel: string;
    text: string;
    muted: string;
    headingFont: string;
    bodyFont: string;
  };
}

const SANS = "'Inter','Segoe UI',Roboto,Helvetica,Arial,sans-serif";

const VOICES: Record<BrandId, BrandVoice> = {
  coaching: {
    sessionWord: 'session',
    greeting: (name) => `Hi ${name},`,
    subjectMark: '',
    confirmedHeading: 'Your coaching session is booked',
    confirmedIntro:
      'Thank you for booking. You have taken the first step; here is everything you need for a focused, ' +
      'productive session.',
    prepare:
      'To get the most from our time, note the one goal or decision you most want to move forward before we meet.',
    reminder24Heading: 'Your coaching session is tomorrow',
    reminder24Intro: 'A quick reminder: your coaching session is 24 hours away.',
    reminder1Heading: 'Your coaching session starts in 1 hour',
    reminder1Intro: 'Your session starts in one hour. Find a quiet spot and have your notes ready.',
    rescheduledHeading: 'Your coaching session has a new time',
    rescheduledIntro: 'Done: your session has moved. Your calendar invite below replaces the old one.',
    cancelledHeading: 'Your coaching session is cancelled',
    cancelledIntro:
      'Your session has been cancelled as you asked. Whenever you are ready to pick up again, we are here.',
    heldHeading: 'Your coaching session is held — complete payment within 15 minutes',
    heldIntro:
      'Thank you for choosing a time. We are holding it for you while you complete your card payment. As soon ' +
      'as the payment goes through, the time is yours and your calendar invite follows.',
    releasedHeading: 'Your held session time was released',
    releasedIntro:
      'We held this time for you for 15 minutes, but the card payment was not completed, so the time has been ' +
      'released. No charge was made.',
    bookAgain: 'Whenever you are ready, pick a new time: the calendar shows every open session.',
    signOff: (brand) => ['To your growth,', brand.coachName, brand.name],
    look: {
      accent: '#0f766e',
      accentText: '#ffffff',
      header: '#0f766e',
      headerText: '#ffffff',
      page: '#f6f8fa',
      panel: '#ffffff',
      text: '#132029',
      muted: '#4a5a66',
      headingFont: SANS,
      bodyFont: SANS,
    },
  },
  lunar: {
    sessionWord: 'reading',
    greeting: (name) => `Dear ${name},`,
    subjectMark: '🌙 ',
    confirmedHeading: 'Your reading is confirmed',
    confirmedIntro:
      'Thank you for trusting Lunar Light with your questions. Your reading is set, and all you need is ' +
      'gathered below.',
    prepare: 'Before your reading, find a quiet moment, breathe, and hold your question gently in mind.',
    reminder24Heading: 'Your reading is tomorrow',
    reminder24Intro: 'The moon turns once more before we meet: your reading is 24 hours away.',
    reminder1Heading: 'Your reading begins in 1 hour',
    reminder1Intro: 'Your reading begins in one hour. Settle somewhere calm and let your question rise.',
    rescheduledHeading: 'Your reading has a new time',
    rescheduledIntro: 'Your reading has moved to a new moment. The invite below replaces the one in your calendar.',
    cancelledHeading: 'Your reading is cancelled',
    cancelledIntro:
      'Your reading has been released as you asked. When the time feels right again, Lunar Light will be here.',
    heldHeading: 'Your reading is held — complete payment within 15 minutes',
    heldIntro:
      'Your chosen moment is held for you while you complete your card payment. Once it goes through, the ' +
      'time is yours and your calendar invite follows.',
    releasedHeading: 'Your held reading time was released',
    releasedIntro:
      'We held this moment for you for 15 minutes, but the card payment was not completed, so the time has ' +
      'returned to the calendar. No charge was made.',
    bookAgain: 'When the time feels right, choose a new moment for your reading.',
    signOff: (brand) => ['With light and gratitude,', brand.coachName, brand.name],
    look: {
      accent: '#5b21b6',
      accentText: '#ffffff',
      header: '#16132f',
      headerText: '#f0c75e',
      page: '#faf7ff',
      panel: '#ffffff',
      text: '#1e1436',
      muted: '#574d73',
      headingFont: "'Cormorant Garamond',Georgia,'Times New Roman',serif",
      bodyFont: SANS,
    },
  },
};

export function brandVoice(brand: BrandId): BrandVoice {
  return VOICES[brand];
}

/** "Ada" from "Ada Lovelace": greetings use the first name only. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] || fullName;
}
