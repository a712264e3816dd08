import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { SERVICE_MESSAGES, formatDollars, type PsychicServiceDto } from '@app/contracts';
import { durationLabel } from '../services/psychicServicesApi';

interface ServicePickerProps {
  /** The API's readings, or the built catalogue while the API has not answered. */
  services: readonly PsychicServiceDto[];
  /** The API has not answered yet: the list is announced as busy (it may still change). */
  isLoading: boolean;
  errorMessage: string | null;
  onRetry: () => void;
  value: string;
  onChange: (serviceId: string) => void;
  labelledBy: string;
}

/** Native radios dressed as cards: arrow keys, screen readers and form semantics come for free. */
export function ServicePicker({
  services,
  isLoading,
  errorMessage,
  onRetry,
  value,
  onChange,
  labelledBy,
}: ServicePickerProps) {
  if (errorMessage) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        {SERVICE_MESSAGES.error(errorMessage)}
      </Alert>
    );
  }
  return (
    <RadioGroup
      name="serviceId"
      aria-labelledby={labelledBy}
      aria-busy={isLoading}
      value={value}
      onChange={(_, v) => onChange(v)}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}
    >
      {services.map((s) => {
        const checked = s.id === value;
        return (
          <Box
            key={s.id}
            component="label"
            data-testid="service-option"
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              gap: 1,
              p: 1.5,
              borderRadius: '16px',
              cursor: 'pointer',
              border: 2,
              borderColor: (t) => (checked ? t.palette.secondary.main : alpha(t.palette.text.primary, 0.12)),
              bgcolor: (t) => (checked ? alpha(t.palette.secondary.main, 0.1) : 'transparent'),
              transition: 'border-color 150ms, background-color 150ms',
              '&:hover': { borderColor: 'secondary.main' },
              '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
            }}
          >
            <Radio value={s.id} color="secondary" sx={{ p: 0.5 }} />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography sx={{ fontWeight: 700 }}>{s.name}</Typography>
                <Typography sx={{ fontWeight: 700, color: 'secondary.main' }}>{formatDollars(s.price)}</Typography>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {durationLabel(s.duration)} · {s.description}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </RadioGroup>
  );
}
