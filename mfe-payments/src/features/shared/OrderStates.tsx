import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { ErrorCode, type BrandId, type PlanType } from '@app/contracts';
import { errorCode, errorText, type ApiError } from '@app/web-kit';
import { BRAND_WORDS } from './brandWords';

/** While the server quotes the order: no amount is shown before it answers. */
export function OrderLoading({ label = 'Loading your order...' }: { label?: string }) {
  return (
    <Box aria-busy="true" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
      <CircularProgress size={28} aria-label={label} />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}

function Panel({
  severity,
  title,
  children,
  action,
}: {
  severity: 'info' | 'warning' | 'error';
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <Alert severity={severity} data-testid="order-state" sx={{ maxWidth: 720 }}>
      <AlertTitle component="h2">{title}</AlertTitle>
      {children}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 2 }}>{action}</Box>
    </Alert>
  );
}

/**
 * A link that names no order (a service alone, a plan without its subscription): the server would refuse
 * the charge, so none is offered — the visitor is sent to where an order is made.
 */
export function NothingToPay({ brand, plan }: { brand: BrandId; plan?: PlanType }) {
  const words = BRAND_WORDS[brand];
  const forPlan = !!plan && brand === 'coaching';
  return (
    <Panel
      severity="info"
      title="There is nothing to pay here"
      action={
        <Button variant="contained" component={RouterLink} to={forPlan ? '/subscriptions' : words.bookingPath}>
          {forPlan ? 'Choose a plan' : words.bookLabel}
        </Button>
      }
    >
      {forPlan
        ? 'This link does not name a subscription. Start your plan on the Subscriptions page, and its card payment opens from there.'
        : `This link does not name a booking, so there is nothing to charge. Choose a time first: it is held for you for 15 minutes while you pay for your ${words.session}.`}
    </Panel>
  );
}

/**
 * The quote could not be had: 404 (no such order), ORDER_NOT_PAYABLE (409: it can no longer be paid, in the
 * server's words), or
 * no answer at all. Nothing is charged from here; each state offers a way on.
 */
export function OrderUnavailable({ error, brand, onRetry }: { error: unknown; brand: BrandId; onRetry: () => void }) {
  const words = BRAND_WORDS[brand];
  const status = (error as ApiError | undefined)?.status;
  const book = (
    <Button variant="contained" component={RouterLink} to={words.bookingPath}>
      {words.bookLabel}
    </Button>
  );
  if (status === 404) {
    return (
      <Panel severity="warning" title="We couldn't find this order" action={book}>
        The link may be incomplete, or the order no longer exists. Nothing has been charged.
      </Panel>
    );
  }
  if (errorCode(error) === ErrorCode.ORDER_NOT_PAYABLE) {
    return (
      <Panel severity="warning" title="This order can no longer be paid" action={book}>
        {errorText(error, 'It was cancelled, already paid, or its time was released.')}
      </Panel>
    );
  }
  return (
    <Panel
      severity="error"
      title="Your order could not be loaded"
      action={
        <Button variant="contained" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      Please check your connection and try again. Nothing has been charged.
    </Panel>
  );
}
