import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { SECTION_IDS } from '../../layout/sections';
import { Section } from '../../layout/Section';
import { ServiceCard } from './ServiceCard';
import { useCoachingServices } from './useCoachingServices';

const grid = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } };

/** SPEC §2: "Our Coaching Services" while loading, "Coaching Services" once loaded; fallback list when empty. */
export function ServicesSection() {
  const { services, isLoading } = useCoachingServices();
  return (
    <Section
      id={SECTION_IDS.services}
      aliases={[SECTION_IDS.coachingServices]}
      title={isLoading ? 'Our Coaching Services' : 'Coaching Services'}
      subtitle="Short, focused sessions with a certified coach. Pick what fits your day: a decision, a habit, a quick video check-in or three questions by chat."
    >
      <Box sx={grid} aria-busy={isLoading}>
        {isLoading
          ? Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={380} data-testid="service-skeleton" />
            ))
          : services.map((s) => <ServiceCard key={s.id} service={s} />)}
      </Box>
    </Section>
  );
}
