import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import type { AgendaPaymentFilter, AgendaStatusFilter, BrandId } from '@app/contracts';
import type { Agenda, AgendaFilterValues } from './useAgenda';

const STATUS: Record<AgendaStatusFilter, string> = {
  live: 'Booked',
  cancelled: 'Cancelled',
  expired: 'Expired',
  no_show: 'No-show',
  all: 'Any',
};
const PAYMENT: Record<AgendaPaymentFilter, string> = {
  any: 'Any',
  unpaid: 'Unpaid',
  paid: 'Paid',
  refunded: 'Refunded',
  refund_owed: 'Refund owed',
};

interface SelectProps<K extends 'brand' | 'status' | 'payment'> {
  agenda: Agenda;
  name: K;
  label: string;
  options: Record<string, string>;
}

function FilterSelect<K extends 'brand' | 'status' | 'payment'>({ agenda, name, label, options }: SelectProps<K>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={agenda.filters[name]}
      onChange={(e) => agenda.setFilter(name, e.target.value as AgendaFilterValues[K])}
      sx={{ minWidth: 0 }}
    >
      {Object.entries(options).map(([value, text]) => (
        <MenuItem key={value} value={value}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Search by name or e-mail, and narrow by brand, status and payment; the server does the filtering. */
export function AgendaFilters({ agenda, brandNames }: { agenda: Agenda; brandNames: Record<BrandId, string> }) {
  return (
    <Box
      role="search"
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', md: '2fr repeat(3, minmax(0, 1fr))' },
      }}
    >
      <TextField
        size="small"
        type="search"
        label="Search name or e-mail"
        value={agenda.filters.search}
        onChange={(e) => agenda.setFilter('search', e.target.value)}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <FilterSelect
        agenda={agenda}
        name="brand"
        label="Brand"
        options={{ all: 'Both', coaching: brandNames.coaching, lunar: brandNames.lunar }}
      />
      <FilterSelect agenda={agenda} name="status" label="Status" options={STATUS} />
      <FilterSelect agenda={agenda} name="payment" label="Payment" options={PAYMENT} />
    </Box>
  );
}
