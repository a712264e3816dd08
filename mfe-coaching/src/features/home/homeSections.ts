import type { ComponentType } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import { deferredSection, loadWrapped } from '@app/web-kit';
import { SECTION_IDS } from '../../layout/sections';

type Loader = () => Promise<{ default: ComponentType }>;
type Heights = readonly [xs: number, sm: number, md: number, lg: number];

/**
 * The home page's sections below the first screen (hero and services), in page order: each one's code, and its
 * height as the server renders it, in px per MUI breakpoint (xs < 600 ≤ sm < 900 ≤ md < 1200 ≤ lg). Measured in
 * Chromium on the server HTML at 375, 650/800, 1024 and 1280 px wide (payment options with mfe_payments' six
 * tiles in it); re-measure when a section's layout changes. They only matter while a section's code loads after
 * a client-side navigation: a server-rendered page keeps its HTML until the code is there.
 */
const SECTIONS: readonly { id: string; load: Loader; heights: Heights }[] = [
  {
    id: SECTION_IDS.paymentOptions,
    load: () => import('./PaymentOptionsSection').then((m) => ({ default: m.PaymentOptionsSection })),
    // sm: 701 below 768 px, 558 from there (the tiles go three to a row).
    heights: [709, 630, 596, 596],
  },
  {
    id: SECTION_IDS.booking,
    load: () => import('../home-booking/BookingSection').then((m) => ({ default: m.BookingSection })),
    heights: [1430, 1320, 1063, 1063],
  },
  {
    id: SECTION_IDS.subscriptions,
    load: () => import('../subscriptions/SubscriptionsSection').then((m) => ({ default: m.SubscriptionsSection })),
    heights: [1126, 665, 715, 715],
  },
  {
    id: SECTION_IDS.about,
    load: () => import('./AboutSection').then((m) => ({ default: m.AboutSection })),
    heights: [822, 720, 500, 486],
  },
  {
    id: SECTION_IDS.reviews,
    load: () => import('./TestimonialsSection').then((m) => ({ default: m.TestimonialsSection })),
    heights: [1590, 930, 895, 716],
  },
  {
    id: SECTION_IDS.contact,
    load: () => import('../contact/ContactSection').then((m) => ({ default: m.ContactSection })),
    heights: [1114, 994, 737, 737],
  },
  {
    id: SECTION_IDS.help,
    load: () => import('../help/HelpCenter').then((m) => ({ default: m.HelpCenter })),
    heights: [2113, 1715, 1750, 1688],
  },
];

const heightVar = (id: string) => `--deferred-${id}-height`;

/** On an element around the sections: each placeholder's height for the current breakpoint, as a CSS variable. */
export const placeholderHeights: SxProps<Theme> = Object.fromEntries(
  SECTIONS.map(({ id, heights: [xs, sm, md, lg] }) => [
    heightVar(id),
    { xs: `${xs}px`, sm: `${sm}px`, md: `${md}px`, lg: `${lg}px` },
  ]),
);

/** The remote's store comes with the sections' code: the first screen (hero, services) needs none (issue 31). */
const withStoreLater = () => import('../../app/withStore').then((m) => m.withStore);

const deferred = (id: string) => {
  const { load } = SECTIONS.find((s) => s.id === id)!;
  return deferredSection(loadWrapped(load, withStoreLater), { anchorId: id, minHeight: `var(${heightVar(id)})` });
};

export const PaymentOptionsSection = deferred(SECTION_IDS.paymentOptions);
export const BookingSection = deferred(SECTION_IDS.booking);
export const SubscriptionsSection = deferred(SECTION_IDS.subscriptions);
export const AboutSection = deferred(SECTION_IDS.about);
export const TestimonialsSection = deferred(SECTION_IDS.reviews);
export const ContactSection = deferred(SECTION_IDS.contact);
export const HelpCenter = deferred(SECTION_IDS.help);

/**
 * Loads the code of every deferred section from the top of the page down to `id`, so a jump to `/#contact` lands
 * once the sections above it have their real heights. Nothing to load for a section of the first screen.
 */
export function loadSectionsUpTo(id: string): Promise<unknown> {
  const index = SECTIONS.findIndex((s) => s.id === id);
  return Promise.all(SECTIONS.slice(0, index + 1).map((s) => s.load()));
}
