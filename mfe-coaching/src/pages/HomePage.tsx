import Box from '@mui/material/Box';
import { COACHING_SERVICES, PLAN_LIST, formatDollars, type PageMeta } from '@app/contracts';
import { CoachingLayout } from '../layout/CoachingLayout';
import { HeroSection } from '../features/home/HeroSection';
import {
  AboutSection,
  BookingSection,
  ContactSection,
  HelpCenter,
  PaymentOptionsSection,
  SubscriptionsSection,
  TestimonialsSection,
  loadSectionsUpTo,
  placeholderHeights,
} from '../features/home/homeSections';
import { PaymentSuccessBanner } from '../features/home/PaymentSuccessBanner';
import { useHashScroll } from '../features/home/useHashScroll';
import { InteractiveTour } from '../features/tour/InteractiveTour';
import { ServicesSection } from '../features/services/ServicesSection';

const lowest = (prices: number[]) => formatDollars(Math.min(...prices));

export const meta: PageMeta = {
  title: 'Professional Life Coaching | Book a Session or a Monthly Plan',
  description: `Focused life-coaching sessions from ${lowest(COACHING_SERVICES.map((s) => s.price))}, and monthly coaching plans from ${lowest(PLAN_LIST.map((p) => p.price))}. No account needed.`,
};

/**
 * SPEC §2 life-coaching home page: one section per anchor, in the order a visitor reads them. The first screen
 * (banner, hero, services) comes with the page's code; every section below it is in the server's HTML but
 * fetches its code only as it nears the viewport (homeSections.ts).
 */
function HomePage() {
  useHashScroll(loadSectionsUpTo);
  return (
    <CoachingLayout home>
      <PaymentSuccessBanner />
      <HeroSection />
      <ServicesSection />
      <Box sx={placeholderHeights}>
        <PaymentOptionsSection />
        <BookingSection />
        <SubscriptionsSection />
        <AboutSection />
        <TestimonialsSection />
        <ContactSection />
        <HelpCenter />
      </Box>
      <InteractiveTour autoStart />
    </CoachingLayout>
  );
}

// No store here: the sections that read through it bring it with their code (homeSections.ts).
export default HomePage;
