import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CoachSubscriberDto } from '@app/contracts';
import { formatShortDate } from '../../common/formatDates';
import { useResultToast } from '../../common/useResultToast';
import { COACH_MESSAGES } from '../coachMessages';
import { CancelPlanDialog } from './CancelPlanDialog';
import {
  useCancelSubscriptionMutation,
  useMarkSubscriptionPaidMutation,
  useRenewSubscriptionMutation,
} from './coachSubscriptionsApi';
import { RenewPlanDialog, type RenewalChoice } from './RenewPlanDialog';
import { SUBSCRIBER_TEXT } from './subscriberText';

/**
 * What the coach can do to a plan: a pending one is marked paid (its first month), an active or lapsed one gets a
 * renewal recorded, any plan not yet cancelled can be cancelled. Both changes ask first.
 */
export function SubscriberActions({ subscriber: s }: { subscriber: CoachSubscriberDto }) {
  const [open, setOpen] = useState<'cancel' | 'renew' | null>(null);
  const [markPaid, paying] = useMarkSubscriptionPaidMutation();
  const [cancelPlan, cancelling] = useCancelSubscriptionMutation();
  const [renewPlan, renewing] = useRenewSubscriptionMutation();
  const withToast = useResultToast();
  const close = () => setOpen(null);

  const activate = () =>
    void withToast(markPaid(s.id), {
      success: COACH_MESSAGES.subscriptionActivated,
      successDetail: COACH_MESSAGES.subscriptionActivatedDetail(s.customerName),
      failure: COACH_MESSAGES.subscriptionFailed,
    });
  const cancel = async (reason: string) => {
    const done = await withToast(cancelPlan({ id: s.id, reason: reason.trim() || undefined }), {
      success: SUBSCRIBER_TEXT.cancelled,
      successDetail: SUBSCRIBER_TEXT.cancelledDetail(s.customerName),
      failure: SUBSCRIBER_TEXT.cancelFailed,
    });
    if (done) close();
  };
  const renew = async ({ paymentMethod, note }: RenewalChoice) => {
    const result = await renewPlan({ id: s.id, paymentMethod, note: note.trim() || undefined });
    // The toast names the date the server set, not the dialog's estimate.
    const until = result.data ? formatShortDate(result.data.expiresAt) : '';
    const done = await withToast(Promise.resolve(result), {
      success: SUBSCRIBER_TEXT.renewed,
      successDetail: SUBSCRIBER_TEXT.renewedDetail(s.customerName, until),
      failure: SUBSCRIBER_TEXT.renewFailed,
    });
    if (done) close();
  };

  if (s.standing === 'cancelled') return null;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5 }}>
        {s.standing === 'pending' ? (
          <Button
            variant="contained"
            size="small"
            disabled={paying.isLoading}
            onClick={activate}
            aria-label={`Mark paid: subscription of ${s.customerName}`}
          >
            Mark paid
          </Button>
        ) : (
          <Button
            variant="contained"
            size="small"
            onClick={() => setOpen('renew')}
            aria-label={`Record renewal: plan of ${s.customerName}`}
          >
            Record renewal
          </Button>
        )}
        <Button
          color="error"
          size="small"
          onClick={() => setOpen('cancel')}
          aria-label={`Cancel plan: plan of ${s.customerName}`}
        >
          Cancel plan
        </Button>
      </Stack>
      {open === 'cancel' && (
        <CancelPlanDialog subscriber={s} busy={cancelling.isLoading} onConfirm={cancel} onClose={close} />
      )}
      {open === 'renew' && (
        <RenewPlanDialog subscriber={s} busy={renewing.isLoading} onConfirm={renew} onClose={close} />
      )}
    </>
  );
}
