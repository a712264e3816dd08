import { useState, type ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import AccessTime from '@mui/icons-material/AccessTime';
import { formatDollars, type CanonicalPaymentMethod, type PsychicServiceDto } from '@app/contracts';
import { deferredSection } from '@app/web-kit';
import { lunarCardSx } from '../layout/cardSx';
import { bookingHref } from '../layout/sections';
import { PaymentMethodCard } from './PaymentMethodCard';
import { durationLabel } from './durationLabel';
import type { PaymentMethodSelectProps } from './PaymentMethodSelect';

/**
 * Each card's dropdown loads its code when it comes into view (issue 31: MUI's Select, its forms tier and Modal were
 * ~28 KB of /lunar-light's first load on a phone, where the readings start just below the first screen). The
 * server renders it in full; until its code arrives React keeps that markup, and a tap on it is replayed once it
 * works (the page's early-taps script). One deferred component per card: each watches its own dropdown.
 */
const selects = new Map<string, ComponentType<PaymentMethodSelectProps>>();
function paymentMethodSelectFor(selectId: string): ComponentType<PaymentMethodSelectProps> {
  let select = selects.get(selectId);
  if (!select) {
    select = deferredSection<PaymentMethodSelectProps>(
      () => import('./PaymentMethodSelect').then((m) => ({ default: m.PaymentMethodSelect })),
      { anchorId: `${selectId}-box`, minHeight: 60, rootMargin: '0px' },
    );
    selects.set(selectId, select);
  }
  return select;
}

/** One reading: price, length, description, the Payment Method dropdown and "Book This Service". */
export function ServiceCard({ service }: { service: PsychicServiceDto }) {
  const [method, setMethod] = useState<CanonicalPaymentMethod | ''>('');
  const selectId = `payment-method-${service.id}`;
  const PaymentMethodSelect = paymentMethodSelectFor(selectId);
  return (
    <Card
      component="article"
      data-testid="service-card"
      aria-labelledby={`${service.id}-name`}
      sx={{ ...lunarCardSx, display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
          <Typography id={`${service.id}-name`} variant="h5" component="h3" sx={{ fontSize: '1.5rem' }}>
            {service.name}
          </Typography>
          <Typography
            component="p"
            sx={{
              fontFamily: (t) => t.typography.h1.fontFamily,
              fontSize: '1.9rem',
              fontWeight: 700,
              color: 'secondary.main',
              lineHeight: 1,
            }}
          >
            {formatDollars(service.price)}
          </Typography>
        </Box>
        <Chip
          size="small"
          icon={<AccessTime />}
          label={durationLabel(service.duration)}
          variant="outlined"
          sx={{ mt: 1.5 }}
        />
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {service.description}
        </Typography>
        <PaymentMethodSelect selectId={selectId} method={method} onChange={setMethod} />
        <Collapse in={method !== ''} unmountOnExit>
          {method !== '' && <PaymentMethodCard method={method} service={service} />}
        </Collapse>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={bookingHref(service.id, method || undefined)}
          variant="outlined"
          color="secondary"
          fullWidth
        >
          Book This Service
        </Button>
      </CardActions>
    </Card>
  );
}
