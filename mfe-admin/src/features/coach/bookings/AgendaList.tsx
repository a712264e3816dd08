import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type BrandId, type CoachBookingDto, businessDate } from '@app/contracts';
import { AgendaRow } from './AgendaRow';
import { agendaDayHeading, groupByBusinessDate } from './agendaDates';

interface Props {
  bookings: readonly CoachBookingDto[];
  brandNames: Record<BrandId, string>;
  now: Date;
  onOpen: (booking: CoachBookingDto) => void;
  /** The unpaid bookings picked for release, while selecting. */
  selection?: { ids: ReadonlySet<string>; onToggle: (id: string) => void };
}

/** The agenda: one section per business day, its heading stuck to the top while its bookings scroll under it. */
export function AgendaList({ bookings, brandNames, now, onOpen, selection }: Props) {
  const today = businessDate(now);
  return (
    <Stack spacing={2}>
      {groupByBusinessDate(bookings).map(({ date, bookings: day }) => (
        <Box component="section" key={date} aria-labelledby={`agenda-day-${date}`} data-testid="agenda-day">
          <Box
            sx={{
              position: 'sticky',
              top: 0,
              zIndex: 2,
              bgcolor: 'background.default',
              py: 1,
              display: 'flex',
              alignItems: 'baseline',
              justifyContent: 'space-between',
              gap: 1,
            }}
          >
            <Typography id={`agenda-day-${date}`} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {agendaDayHeading(date, today)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {day.length === 1 ? '1 booking' : `${day.length} bookings`}
            </Typography>
          </Box>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {day.map((b) => (
              <AgendaRow
                key={b.id}
                booking={b}
                brandName={brandNames[b.brand]}
                now={now}
                onOpen={onOpen}
                selection={selection && { selected: selection.ids.has(b.id), onToggle: selection.onToggle }}
              />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
