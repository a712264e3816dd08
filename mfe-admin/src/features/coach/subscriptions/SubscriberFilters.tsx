import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SubscriberStatusFilter } from '@app/contracts';
import { STATUS_FILTERS } from './subscriberText';

interface Props {
  status: SubscriberStatusFilter;
  onStatus: (status: SubscriberStatusFilter) => void;
  search: string;
  onSearch: (text: string) => void;
}

/** Status chips that wrap on a phone (no hidden ones), and a search by name or e-mail. */
export function SubscriberFilters({ status, onStatus, search, onSearch }: Props) {
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label="Which plans">
        {STATUS_FILTERS.map((f) => {
          const selected = f.value === status;
          return (
            <Chip
              key={f.value}
              label={f.label}
              clickable
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              onClick={() => onStatus(f.value)}
            />
          );
        })}
      </Stack>
      <TextField
        type="search"
        size="small"
        label="Search name or e-mail"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        sx={{ maxWidth: { sm: 360 } }}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </Stack>
  );
}
