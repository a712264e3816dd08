import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../common/QueryState';
import { COACH_MESSAGES } from '../coachMessages';
import { REVIEW_MODERATION_STATUSES, type ReviewModerationStatus } from '@app/contracts';
import { useGetModerationReviewsQuery } from './reviewsApi';
import { ReviewCard } from './ReviewCard';

const FILTER_LABELS: Record<ReviewModerationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** DESIGN §3: reviews arrive unapproved; only approved ones are shown on /lunar-light. */
export function ReviewsTab() {
  const [filter, setFilter] = useState<ReviewModerationStatus>('pending');
  const { data, error, isLoading, refetch } = useGetModerationReviewsQuery(filter);
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h6" component="h2">
          Review moderation
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filter}
          onChange={(_, next: ReviewModerationStatus | null) => next && setFilter(next)}
          aria-label="Which reviews"
        >
          {REVIEW_MODERATION_STATUSES.map((f) => (
            <ToggleButton key={f} value={f}>
              {FILTER_LABELS[f]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <QueryState
        isLoading={isLoading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={!data?.length}
        emptyText={COACH_MESSAGES.noReviews(filter)}
        what="reviews"
      >
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Reviews">
          {(data ?? []).map((r) => (
            <ReviewCard key={r.id} review={r} />
          ))}
        </Stack>
      </QueryState>
    </Stack>
  );
}
