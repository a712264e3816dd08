import Box from '@mui/material/Box';
import { SECTION_IDS } from '../../layout/sections';
import { Section } from '../../layout/Section';
import { ServiceCard } from './ServiceCard';
import { useOfferedVideoPlatforms } from '../booking-shared/useOfferedVideoPlatforms';
import { useCoachingServices } from './useCoachingServices';

const grid = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } };

/**
 * SPEC §2: "Our Coaching Services" while loading, "Coaching Services" once loaded. While loading the grid already
 * shows the catalogue's services (the fallback list): the server renders the page before any call is made, so
 * the first HTML — and a visitor without JavaScript — sees the services and their prices, not placeholders.
 */
export function ServicesSection() {
  const { services, isLoading } = useCoachingServices();
  const videoCalls = useOfferedVideoPlatforms().length > 0;
  return (
    <Section
      id={SECTION_IDS.services}
      aliases={[SECTION_IDS.coachingServices]}
      title={isLoading ? 'Our Coaching Services' : 'Coaching Services'}
      subtitle={`Short, focused sessions with a certified coach. Pick what fits your day: a decision, a habit, ${videoCalls ? 'a quick video check-in or ' : 'or '}three questions by chat.`}
    >
      <Box sx={grid} aria-busy={isLoading}>
        {services.map((s) => (
          <ServiceCard key={s.id} service={s} />
        ))}
      </Box>
    </Section>
  );
}
