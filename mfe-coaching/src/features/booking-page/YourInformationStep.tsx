import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Controller } from 'react-hook-form';
import type { ServiceDto } from '@app/contracts';
import { CouponField, type CouponState } from '@app/web-kit';
import { squarePaymentUrl } from '../booking-shared/squarePaymentUrl';
import { useCouponQuote } from '../coupons/couponApi';
import { CardPayPanel } from './CardPayPanel';
import type { CoachingPageForm } from './coachingPageForm';
import { InformationStep } from './InformationStep';
import { PaymentMethodPicker } from './PaymentMethodPicker';

interface Props {
  form: CoachingPageForm;
  service: ServiceDto;
  /** The card method: the pay panel replaces Confirm Booking. */
  isCard: boolean;
  isSubmitting: boolean;
  onConfirm: () => void;
  onPayByCard: (event: MouseEvent<HTMLAnchorElement>) => void;
  onZelle: () => void;
  /** The code's quote and refusal (issue 33 item 4). */
  coupon: CouponState;
}

/**
 * Step 3's form: contact details, session type, payment method, then Confirm Booking or the card pay panel.
 * Loaded on demand (bookingFlowParts.ts): its form fields are not needed before a time is picked.
 */
export function YourInformationStep({
  form,
  service,
  isCard,
  isSubmitting,
  onConfirm,
  onPayByCard,
  onZelle,
  coupon,
}: Props) {
  const quote = useCouponQuote();
  // The server's price with the code; the list price without one.
  const priceCents = coupon.quote?.totalCents ?? service.price;
  return (
    <Box
      component="form"
      noValidate
      aria-label="Your Information"
      onSubmit={(e) => {
        e.preventDefault();
        onConfirm();
      }}
      sx={{ display: 'grid', gap: 3 }}
    >
      <InformationStep form={form} />
      <Controller
        control={form.control}
        name="couponCode"
        render={({ field }) => (
          <CouponField
            scope={{ brand: 'coaching', serviceId: service.id }}
            value={field.value}
            onChange={field.onChange}
            quote={quote}
            onQuote={coupon.setQuote}
            refusal={coupon.refusal}
            disabled={isSubmitting}
          />
        )}
      />
      <PaymentMethodPicker control={form.control} onZelle={onZelle} />
      {isCard ? (
        <CardPayPanel
          previewUrl={squarePaymentUrl({ serviceId: service.id, serviceName: service.name, priceCents })}
          priceCents={priceCents}
          onPay={onPayByCard}
          isSubmitting={isSubmitting}
        />
      ) : (
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? 'Confirming...' : 'Confirm Booking'}
        </Button>
      )}
    </Box>
  );
}
