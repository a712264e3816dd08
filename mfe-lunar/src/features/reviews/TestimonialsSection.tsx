import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { TESTIMONIALS, groupTestimonialsByService } from './testimonials';
import { LunarSection } from '../layout/LunarSection';
import { SECTION_IDS } from '../layout/sections';
import { AverageRating } from './AverageRating';
import { ReviewCard } from './ReviewCard';
import { fromApiReview, fromTestimonial } from './reviewDisplay';
import { useGetPsychicReviewsQuery } from './reviewsApi';

const grid = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } };
const groupHeading = { fontSize: '1.6rem', mb: 2, display: 'flex', alignItems: 'center', gap: 1 } as const;

const GROUPS = groupTestimonialsByService(TESTIMONIALS);

/**
 * SPEC §3: the twelve testimonials grouped by service (three per group), then the approved reviews from
 * GET /api/psychic-reviews with their own stars, under the average the server computes (DESIGN §3 replaces SPEC's
 * static 5.0). A failed review call leaves the testimonials up.
 */
export function TestimonialsSection() {
  const { data: reviews, isLoading, isError } = useGetPsychicReviewsQuery();
  return (
    <LunarSection id={SECTION_IDS.testimonials} eyebrow="Testimonials" title="What Our Clients Say">
      <Box sx={{ display: 'grid', gap: 6 }}>
        {GROUPS.map((g) => (
          <Box
            component="section"
            key={g.serviceId}
            aria-labelledby={`testimonials-${g.serviceId}`}
            data-testid="testimonial-group"
          >
            <Typography id={`testimonials-${g.serviceId}`} component="h3" variant="h5" sx={groupHeading}>
              <Box component="span" aria-hidden="true" sx={{ color: 'secondary.main' }}>
                ☾
              </Box>
              {g.label}
            </Typography>
            <Box sx={grid}>
              {g.testimonials.map((t) => (
                <ReviewCard key={`${t.name}-${t.serviceId}`} review={fromTestimonial(t)} />
              ))}
            </Box>
          </Box>
        ))}

        <Box component="section" aria-labelledby="recent-reviews-heading" data-testid="recent-reviews">
          <Typography id="recent-reviews-heading" component="h3" variant="h5" sx={groupHeading}>
            <Box component="span" aria-hidden="true" sx={{ color: 'secondary.main' }}>
              ✦
            </Box>
            Recent Reviews
          </Typography>
          <AverageRating />
          {isLoading ? (
            <Box sx={grid} aria-busy="true">
              {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} variant="rounded" height={200} />
              ))}
            </Box>
          ) : isError ? (
            <Alert severity="info">Recent reviews could not be loaded right now. Please check back soon.</Alert>
          ) : reviews && reviews.length > 0 ? (
            <Box sx={grid}>
              {reviews.map((r) => (
                <ReviewCard key={r.id} review={fromApiReview(r)} />
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">No reviews yet. Be the first to share your experience below.</Typography>
          )}
        </Box>
      </Box>
    </LunarSection>
  );
}
