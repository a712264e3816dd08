import { useState } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BRAND_IDS, type BrandId } from '@app/contracts';
import { useBrandSettings } from '@app/web-kit';
import { QueryState } from '../../common/QueryState';
import { useGetHoursQuery } from './hoursApi';
import { WeekHoursForm } from './WeekHoursForm';

/** Each brand's weekly hours (Eastern Time), one brand at a time. */
export function HoursEditor() {
  const [brand, setBrand] = useState<BrandId>('coaching');
  const { data, error, isLoading, refetch } = useGetHoursQuery();
  const names: Record<BrandId, string> = {
    coaching: useBrandSettings('coaching').name,
    lunar: useBrandSettings('lunar').name,
  };
  const week = data?.find((w) => w.brand === brand);

  return (
    <section aria-labelledby="weekly-hours-title">
      <Typography id="weekly-hours-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Weekly hours
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Times are Eastern. Free times of the next seven days follow a change at once; booked sessions keep their time.
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={brand}
        onChange={(_, next: BrandId | null) => next && setBrand(next)}
        aria-label="Brand"
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        {BRAND_IDS.map((id) => (
          <ToggleButton key={id} value={id}>
            {names[id]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <QueryState
        isLoading={isLoading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={!week}
        emptyText="No hours found."
        what="weekly hours"
      >
        {/* Remounted per brand: each brand's form starts from its own saved week. */}
        {week && <WeekHoursForm key={brand} week={week} />}
      </QueryState>
    </section>
  );
}
