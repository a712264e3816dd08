import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatAverageRating } from '@app/contracts';
import { StarRating } from './StarRating';
import { useGetReviewSummaryQuery } from './reviewsApi';

/**
 * The average the server computes from approved reviews, with how many there are. Nothing at all while it loads,
 * fails, or no review is approved yet: never a made-up number.
 */
export function AverageRating() {
  const { data } = useGetReviewSummaryQuery();
  if (!data || data.average === null || data.count === 0) return null;
  const reviews = data.count === 1 ? '1 review' : `${data.count} reviews`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }} data-testid="average-rating">
      <Typography
        component="p"
        sx={{
          fontFamily: (t) => t.typography.h1.fontFamily,
          fontSize: '3rem',
          fontWeight: 700,
          lineHeight: 1,
          color: 'secondary.main',
          m: 0,
        }}
      >
        {formatAverageRating(data.average)}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <StarRating value={data.average} size={22} />
        <Typography variant="body2" color="text.secondary">
          Average of {reviews}
        </Typography>
      </Box>
    </Box>
  );
}
