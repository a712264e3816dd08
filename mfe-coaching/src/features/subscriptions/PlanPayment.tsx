import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import { PLANS, formatDollars, isPaymentWindowMessage, paymentMethodLabel, type SubscriptionDto } from '@app/contracts';
import { ZelleQrDialogRemote } from '@app/web-kit';
import { HowToPay } from '../../components/HowToPay';
import { squarePaymentUrl } from '../booking-shared/squarePaymentUrl';

export const PLAN_UNPAID_TITLE = 'Your plan activates once payment is received';

interface Props {
  subscription: SubscriptionDto;
  /** The card window reported this subscription paid: the caller refetches it. */
  onPaid: () => void;
}

/**
 * How to pay a plan that is waiting for payment: by card for this very subscription (it activates when the card
 * payment goes through), or off-site through the links and Zelle (the coach marks it received).
 */
export function PlanPayment({ subscription, onPaid }: Props) {
  const plan = PLANS[subscription.planType];
  const [zelleOpen, setZelleOpen] = useState(false);
  const price = formatDollars(subscription.price);
  const cardUrl = squarePaymentUrl({
    serviceId: plan.id,
    serviceName: plan.name,
    priceCents: subscription.price,
    plan: plan.id,
    subscriptionId: subscription.id,
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isPaymentWindowMessage(event.data)) return;
      if (event.data.subscriptionId === subscription.id) onPaid();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onPaid, subscription.id]);

  return (
    <Alert severity="info" data-testid="plan-payment" sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
      <AlertTitle>{PLAN_UNPAID_TITLE}</AlertTitle>
      <Typography variant="body2">
        {plan.name}: {price}/month
        {subscription.paymentMethod ? `, to be paid with ${paymentMethodLabel(subscription.paymentMethod)}` : ''}.
        Questions to your coach open as soon as it is active.
      </Typography>
      <Box sx={{ my: 1.5 }}>
        <Button
          component="a"
          href={cardUrl}
          target="_blank"
          // The card window reports back to this page, so it keeps its opener (our own origin).
          rel="opener"
          variant="contained"
          startIcon={<CreditCardIcon />}
        >
          Pay {price} by card
        </Button>
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
          A card payment activates the plan at once. Paid another way, it activates once your coach receives it.
        </Typography>
      </Box>
      <HowToPay method={null} amountCents={subscription.price} onZelleQr={() => setZelleOpen(true)} />
      <ZelleQrDialogRemote
        brand="coaching"
        open={zelleOpen}
        onClose={() => setZelleOpen(false)}
        serviceName={plan.name}
        amount={subscription.price}
        plan={plan.id}
      />
    </Alert>
  );
}
