import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { PaymentConfigDto } from '@app/contracts';
import { loadSquareSdk, type SquareCard, type TokenizeResult } from './squareWebPayments';

export interface SquareCardHandle {
  tokenize(): Promise<TokenizeResult>;
}

type Status = 'loading' | 'ready' | 'error';

/** Square's hosted card fields (number, expiry, CVV, postal code in one secure iframe). */
export const SquareCardField = forwardRef<SquareCardHandle, { square: NonNullable<PaymentConfigDto['square']> }>(
  function SquareCardField({ square }, ref) {
    const container = useRef<HTMLDivElement>(null);
    const card = useRef<SquareCard | null>(null);
    const [status, setStatus] = useState<Status>('loading');

    useEffect(() => {
      let live = true;
      loadSquareSdk(square.environment)
        .then((sdk) => sdk.payments(square.applicationId, square.locationId).card())
        .then(async (created) => {
          if (!live || !container.current) return void created.destroy();
          await created.attach(container.current);
          card.current = created;
          setStatus('ready');
        })
        .catch(() => live && setStatus('error'));
      return () => {
        live = false;
        void card.current?.destroy();
        card.current = null;
      };
    }, [square.applicationId, square.locationId, square.environment]);

    useImperativeHandle(ref, () => ({
      tokenize: () =>
        card.current
          ? card.current.tokenize()
          : Promise.resolve({ status: 'Unavailable', errors: [{ message: 'The card form is still loading.' }] }),
    }));

    return (
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Box ref={container} data-testid="square-card" />
        {status === 'loading' && <CircularProgress size={28} aria-label="Loading secure card form" />}
        {status === 'error' && (
          <Alert severity="error">
            Card payments are unavailable right now. Please try again later or choose another payment method.
          </Alert>
        )}
      </Box>
    );
  },
);
