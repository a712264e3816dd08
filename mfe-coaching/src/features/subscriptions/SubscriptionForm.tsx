import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Controller } from 'react-hook-form';
import {
  PAYMENT_METHOD_LABELS,
  PLANS,
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_PAYMENT_METHODS,
  formatDollars,
  type PlanType,
} from '@app/contracts';
import { CouponField } from '@app/web-kit';
import { FormTextField } from '../../components/FormTextField';
import { useCouponQuote } from '../coupons/couponApi';
import { useStartSubscription, type SubscriptionStart } from './useStartSubscription';

interface Props {
  planType: PlanType;
  onCreated: (start: SubscriptionStart) => void;
  /** The /subscriptions page offers "Back to Plans"; the home section keeps the cards above the form. */
  onBack?: () => void;
  headingLevel: 'h2' | 'h3';
}

/** SPEC §2 "Complete Your Subscription". */
export function SubscriptionForm({ planType, onCreated, onBack, headingLevel }: Props) {
  const { form, submit, isSubmitting, coupon } = useStartSubscription(planType, onCreated);
  const quote = useCouponQuote();
  const plan = PLANS[planType];
  const { control } = form;
  const discounted = coupon.quote && coupon.quote.discountCents > 0 ? coupon.quote : null;

  return (
    <Card variant="outlined" sx={{ maxWidth: 640, mx: 'auto', mt: 4 }}>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        {onBack && (
          <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ mb: 1 }}>
            Back to Plans
          </Button>
        )}
        <Typography variant="h5" component={headingLevel} gutterBottom>
          Complete Your Subscription
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {plan.name}: {formatDollars(plan.price)}/month, renews monthly. {SUBSCRIPTION_MESSAGES.activatesOnPayment}
        </Typography>
        {discounted && (
          <Typography sx={{ mb: 2, fontWeight: 600 }} color="success.main" data-testid="plan-coupon-total">
            First month with {discounted.code}: {formatDollars(discounted.totalCents)} instead of{' '}
            {formatDollars(discounted.priceCents)}, then {formatDollars(plan.price)}/month.
          </Typography>
        )}
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          aria-label="Complete Your Subscription"
          sx={{ display: 'grid', gap: 2 }}
        >
          <FormTextField control={control} name="customerName" label="Full name" required autoComplete="name" />
          <FormTextField
            control={control}
            name="customerEmail"
            label="Email"
            type="email"
            required
            autoComplete="email"
          />
          <FormTextField
            control={control}
            name="customerPhone"
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
          />
          <FormTextField control={control} name="paymentMethod" label="Payment method" select required>
            {SUBSCRIPTION_PAYMENT_METHODS.map((m) => (
              <MenuItem key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m]}
              </MenuItem>
            ))}
          </FormTextField>
          <Controller
            control={control}
            name="couponCode"
            render={({ field }) => (
              <CouponField
                scope={{ brand: 'coaching', planType }}
                value={field.value}
                onChange={field.onChange}
                quote={quote}
                onQuote={coupon.setQuote}
                refusal={coupon.refusal}
                disabled={isSubmitting}
              />
            )}
          />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {isSubmitting ? SUBSCRIPTION_MESSAGES.submitting : SUBSCRIPTION_MESSAGES.submit}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
