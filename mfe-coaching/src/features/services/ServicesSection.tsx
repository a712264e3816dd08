import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { COACHING_SERVICES, formatDollars, type ServiceDto } from '@app/contracts';
import { useGetServicesQuery } from './servicesApi';

function durationLabel(minutes: number) {
  return minutes === 0 ? 'Chat' : `${minutes} min`;
}

function ServiceCard({ service }: { service: ServiceDto }) {
  return (
    <Card component="article" variant="outlined" data-testid="service-card" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          {service.name}
        </Typography>
        <Typography variant="h5" color="primary" component="p">
          {formatDollars(service.price)}
          <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
            {durationLabel(service.duration)}
          </Typography>
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {service.description}
        </Typography>
      </CardContent>
    </Card>
  );
}

const grid = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } };

/** SPEC §2: "Our Coaching Services" while loading, "Coaching Services" once loaded; fallback list when empty. */
export function ServicesSection() {
  const { data, isLoading } = useGetServicesQuery(undefined, { refetchOnMountOrArgChange: true });
  const services = Array.isArray(data) && data.length > 0 ? data : COACHING_SERVICES;
  return (
    <Box component="section" id="services" sx={{ py: 8 }}>
      <span id="coaching-services" />
      <Typography variant="h4" component="h2" align="center" gutterBottom>
        {isLoading ? 'Our Coaching Services' : 'Coaching Services'}
      </Typography>
      <Box sx={grid} aria-busy={isLoading}>
        {isLoading
          ? Array.from({ length: 4 }, (_, i) => <Skeleton key={i} variant="rounded" height={180} />)
          : services.map((s) => <ServiceCard key={s.id} service={s} />)}
      </Box>
    </Box>
  );
}
