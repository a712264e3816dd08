import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { lunarCardSx } from '../layout/cardSx';
import type { ReviewDisplay } from './reviewDisplay';
import { StarRating } from './StarRating';
import { VerifiedBadge } from './VerifiedBadge';

/**
 * A review with the stars its customer gave and "Verified Reading" only when it is tied to a booking (DESIGN §3
 * overrides SPEC §3's five stars and badge on every review). The page's testimonials carry neither.
 */
export function ReviewCard({ review }: { review: ReviewDisplay }) {
  return (
    <Card component="figure" data-testid="review-card" sx={{ ...lunarCardSx, m: 0, height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
        {(review.rating !== undefined || review.verified) && (
          // One height with or without the badge, so the cards of a row line up.
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              gap: 1,
              flexWrap: 'wrap',
              minHeight: 24,
            }}
          >
            {review.rating !== undefined && <StarRating value={review.rating} />}
            {review.verified && <VerifiedBadge />}
          </Box>
        )}
        <Box component="blockquote" sx={{ m: 0, flexGrow: 1 }}>
          <Typography
            sx={{
              fontStyle: 'italic',
              fontFamily: (t) => t.typography.h1.fontFamily,
              fontSize: '1.2rem',
              lineHeight: 1.45,
            }}
          >
            “{review.text}”
          </Typography>
        </Box>
        <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar
            aria-hidden="true"
            sx={{
              bgcolor: (t) => alpha(t.palette.primary.main, 0.2),
              color: 'primary.main',
              fontWeight: 700,
              width: 40,
              height: 40,
            }}
          >
            {review.initials}
          </Avatar>
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{review.name}</Typography>
            <Typography variant="body2" color="text.secondary" data-testid="review-service-label">
              {review.serviceLabel}
            </Typography>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
