import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import VerifiedUser from '@mui/icons-material/VerifiedUser';

interface Props {
  serviceName: string;
  /** Whole dollars, or null while the customer has not chosen yet. */
  dollars: number | null;
  /** "per month" for plans. */
  period?: string;
  lines?: Array<[string, string]>;
}

/** What the customer is paying for, in plain words, next to the card form. */
export function OrderSummary({ serviceName, dollars, period, lines = [] }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="overline" color="text.secondary" component="h2">
        Order summary
      </Typography>
      <Typography variant="h6" component="p" sx={{ mt: 0.5 }}>
        {serviceName}
      </Typography>
      {lines.map(([label, value]) => (
        <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}>
          <Typography color="text.secondary">{label}</Typography>
          <Typography>{value}</Typography>
        </Box>
      ))}
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
        <Typography variant="body2">
          Your card details are never stored on our servers.
        </Typography>
      </Box>
    </Paper>
  );
}
