import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatLongDate, type BlackoutDateDto, type BrandId } from '@app/contracts';
import { useBrandSettings } from '@app/web-kit';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { useResultToast } from '../../common/useResultToast';
import { COACH_MESSAGES } from '../coachMessages';
import { type BlackoutDay, useRemoveBlackoutMutation } from './blackoutsApi';
import { BLACKOUT_TEXT } from './blackoutText';

interface Props {
  blackouts: readonly BlackoutDateDto[];
  /** Opens the decision on the live bookings a closed day still holds. */
  onReview: (day: BlackoutDay) => void;
}

export function BlackoutList({ blackouts, onReview }: Props) {
  const [removing, setRemoving] = useState<BlackoutDateDto | null>(null);
  const [remove, { isLoading }] = useRemoveBlackoutMutation();
  const withToast = useResultToast();
  const names: Record<BrandId, string> = {
    coaching: useBrandSettings('coaching').name,
    lunar: useBrandSettings('lunar').name,
  };

  const confirm = async () => {
    if (!removing) return;
    await withToast(remove({ date: removing.date, brand: removing.brand }), {
      success: COACH_MESSAGES.blackoutRemoved,
      failure: COACH_MESSAGES.blackoutRemoveFailed,
    });
    setRemoving(null);
  };

  const sorted = blackouts.slice().sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return (
    <>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Blackout dates">
        {sorted.map((b) => (
          <Paper
            component="li"
            key={`${b.date}-${b.brand ?? 'all'}`}
            variant="outlined"
            sx={{ p: 2 }}
            data-testid="blackout-row"
          >
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <div>
                <Typography sx={{ fontWeight: 600 }}>{formatLongDate(b.date)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {[b.brand ? names[b.brand] : 'Both brands', b.reason].filter(Boolean).join(' · ')}
                </Typography>
              </div>
              <Button
                color="error"
                size="small"
                onClick={() => setRemoving(b)}
                aria-label={`Remove blackout ${b.date}`}
              >
                Remove
              </Button>
            </Stack>
            {b.liveBookings > 0 && (
              <Alert
                severity="warning"
                sx={{ mt: 1, flexWrap: 'wrap' }}
                action={
                  <Button
                    color="inherit"
                    size="small"
                    onClick={() => onReview(b)}
                    aria-label={`Review bookings ${b.date}`}
                  >
                    Review
                  </Button>
                }
              >
                {BLACKOUT_TEXT.stillBooked(b.liveBookings)}
              </Alert>
            )}
          </Paper>
        ))}
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this blackout date?"
        message={removing ? `${formatLongDate(removing.date)} will be bookable again inside business hours.` : ''}
        confirmLabel="Remove"
        busy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
