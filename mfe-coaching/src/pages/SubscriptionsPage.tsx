import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { withStore } from '../app/withStore';

function SubscriptionsPage() {
  return (
    <Container component="main" maxWidth="md" sx={{ py: 8 }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Monthly Coaching Plans
      </Typography>
    </Container>
  );
}

export default withStore(SubscriptionsPage);
