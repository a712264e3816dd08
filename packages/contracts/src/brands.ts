import { VIDEO_PLATFORMS, type VideoPlatform } from './payment-methods';

/** Brand settings shared by the API (served at /api/brands) and the frontends. */
export const BRAND_IDS = ['coaching', 'lunar'] as const;
export type BrandId = (typeof BRAND_IDS)[number];

export interface BrandHours {
  weekdays: string;
  weekends: string;
  timeZone: 'America/New_York';
}

export interface PaymentLinks {
  cashapp: string;
  venmo: string;
  paypal: string;
}

/**
 * A brand's real meeting rooms per video platform (issue 13), e.g. the coach's personal Zoom link. Configured by
 * BRAND_<COACHING|LUNAR>_MEETING_<ZOOM|MEET|TEAMS>_URL; a platform with no room is not offered. No default:
 * nothing is invented.
 */
export type MeetingRooms = Partial<Record<VideoPlatform, string>>;

export const MEETING_ROOM_ENV_SUFFIX: Readonly<Record<VideoPlatform, string>> = {
  zoom: 'MEETING_ZOOM_URL',
  'google-meet': 'MEETING_MEET_URL',
  'microsoft-teams': 'MEETING_TEAMS_URL',
};

/** The video platforms a brand offers: those with a configured room, in the usual order. */
export function offeredVideoPlatforms(brand: Pick<BrandSettings, 'meetingRooms'>): VideoPlatform[] {
  return VIDEO_PLATFORMS.filter((p) => !!brand.meetingRooms?.[p]);
}

/**
 * How a brand's sessions can be delivered, for the copy that promises it (issue 29: what is offered can be
 * delivered): video only where a room is configured.
 */
export function deliveryPhrase(brand: Pick<BrandSettings, 'meetingRooms'>): string {
  return offeredVideoPlatforms(brand).length > 0 ? 'by live chat or video call' : 'by live chat';
}

export interface BrandSettings {
  id: BrandId;
  name: string;
  tagline: string;
  coachName: string;
  phone: string;
  email: string;
  hours: BrandHours;
  paymentLinks: PaymentLinks;
  zelleRecipient: string;
  zelleAccountHolder: string;
  meetingRooms: MeetingRooms;
}

const EASTERN_HOURS: BrandHours = {
  weekdays: 'Mon-Fri 9 AM-9 PM',
  weekends: 'Sat-Sun 10 AM-10 PM',
  timeZone: 'America/New_York',
};

export const DEFAULT_BRANDS: Readonly<Record<BrandId, BrandSettings>> = {
  coaching: {
    id: 'coaching',
    name: 'Life Coaching',
    tagline: 'Professional Life Coaching Services',
    coachName: 'Coach Ari',
    phone: '(555) 010-2200',
    email: 'coach@example.com',
    hours: EASTERN_HOURS,
    paymentLinks: {
      cashapp: 'https://cash.app/$lifecoach',
      venmo: 'https://venmo.com/u/lifecoach',
      paypal: 'https://www.paypal.com/paypalme/lifecoach',
    },
    zelleRecipient: 'coach@example.com',
    zelleAccountHolder: 'Ari Coaching LLC',
    meetingRooms: {},
  },
  lunar: {
    id: 'lunar',
    name: 'Lunar Light',
    tagline: 'Psychic, Tarot & Reiki Readings',
    coachName: 'Luna',
    phone: '(555) 010-4400',
    email: 'readings@example.com',
    hours: EASTERN_HOURS,
    paymentLinks: {
      cashapp: 'https://cash.app/$lunarlight',
      venmo: 'https://venmo.com/u/lunarlight',
      paypal: 'https://www.paypal.com/paypalme/lunarlight',
    },
    zelleRecipient: 'readings@example.com',
    zelleAccountHolder: 'Lunar Light Readings',
    meetingRooms: {},
  },
};

/**
 * Environment overrides: BRAND_<COACHING|LUNAR>_<FIELD>, e.g. BRAND_LUNAR_PHONE,
 * BRAND_COACHING_CASHAPP_URL. Only the API reads the environment; frontends get the result from /api/brands.
 */
export function brandsFromEnv(env: Record<string, string | undefined>): Record<BrandId, BrandSettings> {
  const pick = (id: BrandId): BrandSettings => {
    const base = DEFAULT_BRANDS[id];
    const key = (field: string) => env[`BRAND_${id.toUpperCase()}_${field}`];
    return {
      ...base,
      name: key('NAME') ?? base.name,
      tagline: key('TAGLINE') ?? base.tagline,
      coachName: key('COACH_NAME') ?? base.coachName,
      phone: key('PHONE') ?? base.phone,
      email: key('EMAIL') ?? base.email,
      zelleRecipient: key('ZELLE_RECIPIENT') ?? key('EMAIL') ?? base.zelleRecipient,
      zelleAccountHolder: key('ZELLE_ACCOUNT_HOLDER') ?? base.zelleAccountHolder,
      paymentLinks: {
        cashapp: key('CASHAPP_URL') ?? base.paymentLinks.cashapp,
        venmo: key('VENMO_URL') ?? base.paymentLinks.venmo,
        paypal: key('PAYPAL_URL') ?? base.paymentLinks.paypal,
      },
      meetingRooms: Object.fromEntries(
        VIDEO_PLATFORMS.flatMap((p) => {
          const url = key(MEETING_ROOM_ENV_SUFFIX[p])?.trim();
          return url ? [[p, url]] : [];
        }),
      ),
    };
  };
  return { coaching: pick('coaching'), lunar: pick('lunar') };
}

/** Digits-only form of a display phone number, for tel: links. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
