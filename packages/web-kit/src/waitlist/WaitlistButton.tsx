import { lazy, Suspense, useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { formatLongDate, WAITLIST_MESSAGES, type BrandId, type WaitlistJoinValues } from '@app/contracts';

const WaitlistDialog = lazy(() => import('./WaitlistDialog'));

export interface WaitlistButtonProps {
  brand: BrandId;
  /** Business-local (Eastern) today: the days offered are today through the booking window's last day. */
  today: string;
  /** The day the form starts on (a full day's heading passes its own). */
  day?: string;
  /** Sends the join (the remote's POST /api/waitlist mutation); rejects with the API's error. */
  join: (values: WaitlistJoinValues) => Promise<unknown>;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/**
 * "Tell me if a time opens" (issue 33 item 3): a button that opens a small form — the day and an e-mail — for a day
 * that is full. The API answers the same whether or not the address was already waiting, so the page does too.
 */
export function WaitlistButton({ brand, today, day, join, variant = 'outlined', size = 'small' }: WaitlistButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        startIcon={<NotificationsActiveIcon />}
        onClick={() => setOpen(true)}
        data-testid="waitlist-button"
        aria-label={day ? `${WAITLIST_MESSAGES.button}: ${formatLongDate(day)}` : undefined}
      >
        {WAITLIST_MESSAGES.button}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <WaitlistDialog brand={brand} today={today} day={day} join={join} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
