import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { BrandId } from '@app/contracts';
import { useBrandSettings } from '@app/web-kit';
import { QueryState } from '../../common/QueryState';
import { COACH_MESSAGES } from '../coachMessages';
import { useGetCoachBookingsQuery } from './coachBookingsApi';
import { BookingList } from './BookingList';

const BRANDS: BrandId[] = ['coaching', 'lunar'];

export function BookingsTab() {
  const [brand, setBrand] = useState<BrandId>('coaching');
  const { data, error, isLoading, refetch } = useGetCoachBookingsQuery({ brand });
  const names: Record<BrandId, string> = {
    coaching: useBrandSettings('coaching').name,
    lunar: useBrandSettings('lunar').name,
  };
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h6" component="h2">
          Upcoming bookings
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={brand}
          onChange={(_, next: BrandId | null) => next && setBrand(next)}
          aria-label="Brand"
        >
          {BRANDS.map((b) => (
            <ToggleButton key={b} value={b}>
              {names[b]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <QueryState
        isLoading={isLoading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={!data?.length}
        emptyText={COACH_MESSAGES.noBookings}
        what="bookings"
      >
        <BookingList bookings={data ?? []} />
      </QueryState>
    </Stack>
  );
}
