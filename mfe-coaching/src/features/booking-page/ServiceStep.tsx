import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckCircle';
import { formatDollars, type ServiceDto } from '@app/contracts';
import { SERVICE_TYPE_DETAILS, durationLabel } from '../services/serviceDetails';

interface Props {
  services: readonly ServiceDto[];
  isLoading: boolean;
  selectedId: string;
  onSelect: (id: string) => void;
  error?: string;
}

/**
 * Step 1: one card per service; the chosen one is outlined and checked. While the API answers, the catalogue's
 * services (the caller's fallback list) are shown, so the server-rendered page already offers them with prices.
 */
export function ServiceStep({ services, isLoading, selectedId, onSelect, error }: Props) {
  if (services.length === 0) {
    return (
      <Box sx={grid} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={120} />
        ))}
      </Box>
    );
  }
  return (
    <>
      <Box sx={grid} aria-busy={isLoading}>
        {services.map((s) => {
          const selected = s.id === selectedId;
          return (
            <Card
              key={s.id}
              variant="outlined"
              sx={{ borderWidth: 2, borderColor: selected ? 'primary.main' : 'divider', height: '100%' }}
              data-testid="booking-service-card"
            >
              {/* Content from the top (a button centres it): titles in a row line up, whatever the text below them. */}
              <CardActionArea
                onClick={() => onSelect(s.id)}
                aria-pressed={selected}
                sx={{
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'stretch',
                  justifyContent: 'flex-start',
                }}
              >
                <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', width: '100%' }}>
                  <Box sx={{ color: 'primary.main' }} aria-hidden>
                    {SERVICE_TYPE_DETAILS[s.type]?.icon}
                  </Box>
                  <Box sx={{ flex: 1 }}>
                    <Typography sx={{ fontWeight: 700 }} component="h3">
                      {s.name}
                    </Typography>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5 }}>
                      <Typography color="primary" sx={{ fontWeight: 700 }}>
                        {formatDollars(s.price)}
                      </Typography>
                      <Chip size="small" label={durationLabel(s.duration)} />
                    </Box>
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                      {s.description}
                    </Typography>
                  </Box>
                  {selected && <CheckIcon color="primary" aria-hidden />}
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
      {error && (
        <Typography color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
    </>
  );
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };
