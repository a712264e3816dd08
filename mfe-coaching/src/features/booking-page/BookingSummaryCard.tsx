import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import {
  PAYMENT_METHOD_LABELS,
  VIDEO_PLATFORM_LABELS,
  dateHeading,
  isPaymentMethodId,
  type CouponQuoteDto,
  type ServiceDto,
  type TimeSlotDto,
  type VideoPlatform,
} from '@app/contracts';
import { CouponTotal, useVisitorSlotTime } from '@app/web-kit';
import { SESSION_TYPE_LABELS, type CoachingPageControl, type CoachingPageFormInput } from './coachingPageForm';

interface Props {
  control: CoachingPageControl;
  service: ServiceDto | undefined;
  slot: TimeSlotDto | null;
  today: string;
  /** Shown until the summary is complete enough. */
  placeholder: ReactNode;
  /** The server's price with the visitor's code, when one is applied. */
  couponQuote?: CouponQuoteDto | null;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </>
  );
}

/** SPEC §2: shown once service, slot, name, e-mail and session type are set. */
export function BookingSummaryCard({ control, service, slot, today, placeholder, couponQuote }: Props) {
  const values = useWatch({ control }) as CoachingPageFormInput;
  const local = useVisitorSlotTime(slot?.startTime);
  const ready = service && slot && values.customerName?.trim() && values.customerEmail?.trim() && values.sessionType;
  if (!ready) return <>{placeholder}</>;
  const sessionType = SESSION_TYPE_LABELS[values.sessionType as keyof typeof SESSION_TYPE_LABELS];
  const platform = VIDEO_PLATFORM_LABELS[values.videoPlatform as VideoPlatform];
  return (
    <Card variant="outlined" data-testid="booking-summary">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Booking Summary
        </Typography>
        <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px', margin: 0 }}>
          <Row label="Service" value={service.name} />
          <Row
            label="When"
            value={`${dateHeading(slot.date, today)}, ${slot.time} ET${local ? ` · ${local} your time` : ''}`}
          />
          <Row label="Name" value={values.customerName} />
          <Row label="Email" value={values.customerEmail} />
          <Row
            label="Session"
            value={platform && values.sessionType === 'live-video-call' ? `${sessionType} (${platform})` : sessionType}
          />
          {isPaymentMethodId(values.paymentMethod) && (
            <Row label="Payment" value={PAYMENT_METHOD_LABELS[values.paymentMethod]} />
          )}
        </dl>
        <Divider sx={{ my: 2 }} />
        <CouponTotal
          priceCents={couponQuote?.priceCents ?? service.price}
          coupon={couponQuote}
          totalCents={couponQuote?.totalCents}
        />
      </CardContent>
    </Card>
  );
}
