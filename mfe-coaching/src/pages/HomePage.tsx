import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { withStore } from '../app/withStore';
import { ServicesSection } from '../features/services/ServicesSection';

function HomePage() {
  return (
    <Container component="main" maxWidth="lg" sx={{ py: 6 }}>
      <Typography variant="h2" component="h1" align="center" gutterBottom>
        Professional Life Coaching Services
      </Typography>
      <ServicesSection />
    </Container>
  );
}

export default withStore(HomePage);
