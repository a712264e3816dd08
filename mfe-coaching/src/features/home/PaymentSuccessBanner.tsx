import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';

/** SPEC §2: a successful card checkout lands on `/?payment=success`; say so instead of a silent home page. */
export function PaymentSuccessBanner() {
  const [params] = useSearchParams();
  const [open, setOpen] = useState(params.get('payment') === 'success');
  if (!open) return null;
  return (
    <Container maxWidth="lg" sx={{ pt: 3 }}>
      <Alert severity="success" onClose={() => setOpen(false)} role="status">
        Thank you! Your payment went through. A confirmation e-mail with your session details is on its way.
      </Alert>
    </Container>
  );
}
