import Alert from '@mui/material/Alert';
import { HELD_BOOKING_TEXT, PLANS, centsToDollars, type PaymentQuoteDto } from '@app/contracts';
import { holdClockText, useHoldClock } from '@app/web-kit';
import { OrderSummary } from './OrderSummary';

/**
 * A held card booking reads "Held — complete payment within 15 minutes" with the time left (issue 13 "Honest
 * states"). When the hold runs out the server is asked again: the time may have been released.
 */
export function HoldNotice({ holdExpiresAt, onLapse }: { holdExpiresAt: string | null; onLapse: () => void }) {
  const msLeft = useHoldClock(holdExpiresAt ? Date.parse(holdExpiresAt) : null, onLapse);
  if (msLeft === 0) {
    return (
      <Alert severity="warning" sx={{ mt: 2 }} data-testid="hold-notice">
        The 15-minute hold has ended. If the time is still free, paying now confirms it.
      </Alert>
    );
  }
  return (
    <Alert severity="info" sx={{ mt: 2 }} data-testid="hold-notice">
      {HELD_BOOKING_TEXT}
      {msLeft !== null && (
        <>
          {' '}
          (<span role="timer">{holdClockText(msLeft)}</span> left)
        </>
      )}
      .
    </Alert>
  );
}

/** The order summary of a server quote: its name, its line, its amount, and a held booking's clock. */
export function QuoteSummary({ quote, onHoldLapse }: { quote: PaymentQuoteDto; onHoldLapse: () => void }) {
  const plan = quote.subscription?.planType;
  const held = quote.booking?.status === 'pending_payment';
  return (
    <OrderSummary
      serviceName={quote.serviceName}
      description={quote.description}
      dollars={centsToDollars(quote.amountCents)}
      period={quote.purpose === 'subscription' ? 'per month' : undefined}
      lines={[
        ...(plan ? [['Plan', PLANS[plan].name] as [string, string]] : []),
        // Issue 33: amountCents is already less the discount the booking or plan was made with.
        ...(quote.coupon?.discountCents
          ? [
              [
                `Discount (${quote.coupon.code}, ${quote.coupon.description})`,
                `−$${centsToDollars(quote.coupon.discountCents)}`,
              ] as [string, string],
            ]
          : []),
      ]}
      notice={held ? <HoldNotice holdExpiresAt={quote.booking?.holdExpiresAt ?? null} onLapse={onHoldLapse} /> : null}
    />
  );
}
