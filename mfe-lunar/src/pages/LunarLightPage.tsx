import type { PageMeta } from '@app/contracts';
import { deferredSection, loadWrapped } from '@app/web-kit';
import { CommunityButton } from '../features/community/CommunityButton';
import { HeroSection } from '../features/hero/HeroSection';
import { LunarPageFrame } from '../features/layout/LunarPageFrame';
import { reservedHeight } from '../features/layout/reservedHeight';
import { SECTION_IDS } from '../features/layout/sections';
import { useScrollToHash } from '../features/layout/useScrollToHash';
import { MoonPhaseDivider } from '../features/motifs/MoonPhaseDivider';
import { Walkthrough } from '../features/walkthrough/Walkthrough';

/*
 * The nav and the hero are the first screen: on a 375 × 667 phone the hero ends at 824 px, so the readings start
 * below the fold; at 1280 × 800 only their heading shows. Every section after the hero is deferred: each is in the
 * server's HTML in full (readable without JavaScript; the readings with their prices) and keeps it until its code
 * arrives, fetched as the section nears the viewport. The heights are each section as measured in Chromium at
 * 375 px / 1280 px (payments with mfe_payments' tiles in), reserved only on a client-rendered page (client-side
 * navigation) while the section's code loads. `<object>`: the sections take no props.
 */
/**
 * The store comes with the code of the sections that read through it (the reviews): the first screen and the
 * readings load no Redux (issue 31).
 */
const withStoreLater = () => import('../app/withStore').then((m) => m.withStore<object>);

const ServicesSection = deferredSection<object>(
  // No store: the readings are near the first screen and read their list without Redux (ServicesSection).
  () => import('../features/services/ServicesSection').then((m) => ({ default: m.ServicesSection })),
  { anchorId: SECTION_IDS.services, minHeight: reservedHeight(3460, 1640) },
);
const PaymentOptionsSection = deferredSection<object>(
  () => import('../features/payments/PaymentOptionsSection').then((m) => ({ default: m.PaymentOptionsSection })),
  { anchorId: SECTION_IDS.payments, minHeight: reservedHeight(720, 630) },
);
const AboutSection = deferredSection<object>(
  () => import('../features/about/AboutSection').then((m) => ({ default: m.AboutSection })),
  { anchorId: SECTION_IDS.about, minHeight: reservedHeight(1170, 670) },
);
const TestimonialsSection = deferredSection<object>(
  loadWrapped(
    () => import('../features/reviews/TestimonialsSection').then((m) => ({ default: m.TestimonialsSection })),
    withStoreLater,
  ),
  { anchorId: SECTION_IDS.testimonials, minHeight: reservedHeight(4130, 1910) },
);
const BookingTeaserSection = deferredSection<object>(
  () => import('../features/teaser/BookingTeaserSection').then((m) => ({ default: m.BookingTeaserSection })),
  { anchorId: SECTION_IDS.booking, minHeight: reservedHeight(990, 590) },
);
const ReviewFormSection = deferredSection<object>(
  loadWrapped(
    () => import('../features/reviews/ReviewFormSection').then((m) => ({ default: m.ReviewFormSection })),
    withStoreLater,
  ),
  { anchorId: SECTION_IDS.review, minHeight: reservedHeight(840, 840) },
);
const ThemePreferencesSection = deferredSection<object>(
  () => import('../features/preferences/ThemePreferencesSection').then((m) => ({ default: m.ThemePreferencesSection })),
  { anchorId: SECTION_IDS.preferences, minHeight: reservedHeight(700, 500) },
);

/** /lunar-light (SPEC §2): the reading practice's landing page, section by section. */
function LunarLightPage() {
  useScrollToHash();
  return (
    <LunarPageFrame>
      <HeroSection />
      <MoonPhaseDivider />
      <ServicesSection />
      <PaymentOptionsSection />
      <MoonPhaseDivider />
      <AboutSection />
      <TestimonialsSection />
      <MoonPhaseDivider />
      <BookingTeaserSection />
      <ReviewFormSection />
      <ThemePreferencesSection />
      <Walkthrough />
      <CommunityButton />
    </LunarPageFrame>
  );
}

/** The page's own title and description; the shell writes them into the document's head. */
export const meta: PageMeta = {
  title: 'Lunar Light | Psychic, Tarot & Reiki Readings',
  description:
    'Private psychic, tarot and reiki readings with Lunar Light, live and personal. See every reading and its price, then book your time.',
};

export default LunarLightPage;
