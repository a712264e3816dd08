import { withStore } from '../app/withStore';
import { AboutSection } from '../features/about/AboutSection';
import { CommunityButton } from '../features/community/CommunityButton';
import { HeroSection } from '../features/hero/HeroSection';
import { LunarPageFrame } from '../features/layout/LunarPageFrame';
import { useScrollToHash } from '../features/layout/useScrollToHash';
import { MoonPhaseDivider } from '../features/motifs/MoonPhaseDivider';
import { PaymentOptionsSection } from '../features/payments/PaymentOptionsSection';
import { ThemePreferencesSection } from '../features/preferences/ThemePreferencesSection';
import { ReviewFormSection } from '../features/reviews/ReviewFormSection';
import { TestimonialsSection } from '../features/reviews/TestimonialsSection';
import { ServicesSection } from '../features/services/ServicesSection';
import { BookingTeaserSection } from '../features/teaser/BookingTeaserSection';
import { Walkthrough } from '../features/walkthrough/Walkthrough';

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

export default withStore(LunarLightPage);
