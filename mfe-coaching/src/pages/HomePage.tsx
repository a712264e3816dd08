import { withStore } from '../app/withStore';
import { CoachingLayout } from '../layout/CoachingLayout';
import { AboutSection } from '../features/home/AboutSection';
import { HeroSection } from '../features/home/HeroSection';
import { PaymentOptionsSection } from '../features/home/PaymentOptionsSection';
import { PaymentSuccessBanner } from '../features/home/PaymentSuccessBanner';
import { TestimonialsSection } from '../features/home/TestimonialsSection';
import { useHashScroll } from '../features/home/useHashScroll';
import { InteractiveTour } from '../features/tour/InteractiveTour';
import { BookingSection } from '../features/booking/BookingSection';
import { ContactSection } from '../features/contact/ContactSection';
import { HelpCenter } from '../features/help/HelpCenter';
import { ServicesSection } from '../features/services/ServicesSection';
import { SubscriptionsSection } from '../features/subscriptions/SubscriptionsSection';

/** SPEC §2 life-coaching home page: one section per anchor, in the order a visitor reads them. */
function HomePage() {
  useHashScroll();
  return (
    <CoachingLayout home>
      <PaymentSuccessBanner />
      <HeroSection />
      <ServicesSection />
      <PaymentOptionsSection />
      <BookingSection />
      <SubscriptionsSection />
      <AboutSection />
      <TestimonialsSection />
      <ContactSection />
      <HelpCenter />
      <InteractiveTour autoStart />
    </CoachingLayout>
  );
}

export default withStore(HomePage);
