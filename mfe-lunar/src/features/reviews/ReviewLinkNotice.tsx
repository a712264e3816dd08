import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Verified from '@mui/icons-material/Verified';
import { formatReadingDate, VERIFIED_BADGE, type ReviewInvitationDto } from '@app/contracts';
import { errorText } from '@app/web-kit';

export const REVIEW_LINK_TEXTS = {
  checking: 'Checking your review link…',
  reviewing: (iso: string) => `Reviewing your reading on ${formatReadingDate(iso)}`,
  verifiedNote: `Once approved, your review shows the "${VERIFIED_BADGE}" badge.`,
  unusable: 'You can still share your experience below; it will not carry the badge.',
  fallback: 'This review link could not be checked right now.',
} as const;

/** What the form says about the e-mailed review link it was opened from (issue 15). */
export function ReviewLinkNotice({
  invitation,
  loading,
  error,
}: {
  invitation: ReviewInvitationDto | undefined;
  loading: boolean;
  error: unknown;
}) {
  if (loading) return <Alert severity="info">{REVIEW_LINK_TEXTS.checking}</Alert>;
  if (error) {
    return (
      <Alert severity="warning" data-testid="review-link-notice">
        <AlertTitle>{errorText(error, REVIEW_LINK_TEXTS.fallback)}</AlertTitle>
        {REVIEW_LINK_TEXTS.unusable}
      </Alert>
    );
  }
  if (!invitation) return null;
  return (
    <Alert severity="info" icon={<Verified />} data-testid="review-link-notice">
      <AlertTitle>{REVIEW_LINK_TEXTS.reviewing(invitation.sessionStartsAt)}</AlertTitle>
      {invitation.serviceName}. {REVIEW_LINK_TEXTS.verifiedNote}
    </Alert>
  );
}
