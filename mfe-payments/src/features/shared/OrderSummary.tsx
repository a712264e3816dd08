import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import type { ReactNode } from 'react';

interface Props {
  serviceName: string;
  /** Whole dollars from the server (quote or catalogue), or null while nothing is chosen yet. */
  dollars: number | null;
  /** "per month" for plans. */
  period?: string;
  /** The quote's one-line description, e.g. "Love Reading on Tue, Nov 24 at 3:00 PM ET". */
  description?: string;
  lines?: Array<[string, string]>;
  /** The hold notice of a held booking. */
  notice?: ReactNode;
}

/** What the customer is paying for, in plain words, next to the card form. */
export function OrderSummary({ serviceName, dollars, period, description, lines = [], notice }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="overline" color="text.secondary" component="h2">
        Order summary
      </Typography>
      <Typography variant="h6" component="p" sx={{ mt: 0.5 }} data-testid="order-service">
        {serviceName}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }} data-testid="order-description">
          {description}
        </Typography>
      )}
      {lines.map(([label, value]) => (
        <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 1 }}>
          <Typography color="text.secondary">{label}</Typography>
          <Typography sx={{ textAlign: 'right' }}>{value}</Typography>
        </Box>
      ))}
      {notice}
      <Divider sx={{ my: 2 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 600 }}>Total (USD)</Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="order-total">
          {dollars === null ? '—' : `$${dollars}`}
          {period && dollars !== null && (
            <Typography component="span" color="text.secondary">
              {' '}
              {period}
            </Typography>
          )}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2, color: 'text.secondary', alignItems: 'flex-start' }}>
        <VerifiedUser fontSize="small" color="success" aria-hidden />
        <Typography variant="body2">Your card details are never stored on our servers.</Typography>
      </Box>
    </Paper>
  );
}
