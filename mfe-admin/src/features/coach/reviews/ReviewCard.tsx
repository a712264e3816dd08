import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VERIFIED_BADGE, type ReviewModerationDto } from '@app/contracts';
import { formatShortDate } from '../../common/formatDates';
import { useResultToast } from '../../common/useResultToast';
import { COACH_MESSAGES } from '../coachMessages';
import { useApproveReviewMutation, useRejectReviewMutation } from './reviewsApi';

/** One review with the moderation action it can still take (an approved one can be hidden again, and back). */
export function ReviewCard({ review: r }: { review: ReviewModerationDto }) {
  const [approve, approving] = useApproveReviewMutation();
  const [reject, rejecting] = useRejectReviewMutation();
  const withToast = useResultToast();
  const busy = approving.isLoading || rejecting.isLoading;
  // What both moderation buttons share: size, the busy lock, the name a screen reader hears, the click.
  const action = (verb: string, run: () => Promise<unknown>) => ({
    size: 'small' as const,
    disabled: busy,
    'aria-label': `${verb} review by ${r.customerName}`,
    onClick: () => void run(),
    children: verb,
  });

  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} data-testid="review-card">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {r.customerName}
        </Typography>
        <Rating value={r.rating} readOnly size="small" aria-label={`${r.rating} out of 5 stars`} />
        {/* Verified: left through its booking's e-mailed review link; the public page shows the badge only then. */}
        {r.verified ? (
          <Chip size="small" color="success" variant="outlined" label={VERIFIED_BADGE} data-testid="review-verified" />
        ) : (
          <Chip size="small" variant="outlined" label="Not tied to a booking" data-testid="review-unverified" />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        {[r.serviceLabel, r.customerEmail, formatShortDate(r.createdAt)].filter(Boolean).join(' · ')}
      </Typography>
      <Typography sx={{ mt: 1.5, whiteSpace: 'pre-wrap' }}>{r.reviewText}</Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        {r.moderationStatus !== 'approved' && (
          <Button
            variant="contained"
            color="success"
            {...action('Approve', () =>
              withToast(approve(r.id), {
                success: COACH_MESSAGES.reviewApproved,
                successDetail: COACH_MESSAGES.reviewApprovedDetail,
                failure: COACH_MESSAGES.reviewFailed,
              }),
            )}
          />
        )}
        {r.moderationStatus !== 'rejected' && (
          <Button
            variant="outlined"
            color="error"
            {...action('Reject', () =>
              withToast(reject(r.id), { success: COACH_MESSAGES.reviewRejected, failure: COACH_MESSAGES.reviewFailed }),
            )}
          />
        )}
      </Stack>
    </Paper>
  );
}
