import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AccessTime from '@mui/icons-material/AccessTime';
import {
  OFFERED_PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  formatDollars,
  type CanonicalPaymentMethod,
  type PsychicServiceDto,
} from '@app/contracts';
import { lunarCardSx } from '../layout/cardSx';
import { bookingHref } from '../layout/sections';
import { PaymentMethodCard } from './PaymentMethodCard';
import { durationLabel } from './psychicServicesApi';

/** One reading: price, length, description, the Payment Method dropdown and "Book This Service". */
export function ServiceCard({ service }: { service: PsychicServiceDto }) {
  const [method, setMethod] = useState<CanonicalPaymentMethod | ''>('');
  const selectId = `payment-method-${service.id}`;
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
        <TextField
          select
          fullWidth
          size="small"
          id={selectId}
          label="Payment Method"
          value={method}
          onChange={(e) => setMethod(e.target.value as CanonicalPaymentMethod)}
          sx={{ mt: 2.5 }}
        >
          {OFFERED_PAYMENT_METHODS.map((m) => (
            <MenuItem key={m} value={m}>
              {PAYMENT_METHOD_LABELS[m]}
            </MenuItem>
          ))}
        </TextField>
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
