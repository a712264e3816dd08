import { SECTION_IDS } from './sections';

export interface NavLink {
  label: string;
  /** Shorter or longer text for the mobile menu, when it differs. */
  mobileLabel?: string;
  section: string;
}

/** SPEC §2 navigation bar, in order (the Lunar Light link comes first and is a route, not a section). */
export const NAV_LINKS: readonly NavLink[] = [
  { label: 'Services', section: SECTION_IDS.services },
  { label: 'Plans', section: SECTION_IDS.subscriptions },
  { label: 'Reviews', section: SECTION_IDS.reviews },
  { label: 'Book Session', section: SECTION_IDS.booking },
  { label: 'Contact', section: SECTION_IDS.contact },
  { label: 'Help', mobileLabel: 'Help & FAQ', section: SECTION_IDS.help },
];
