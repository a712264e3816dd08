import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { BrandId } from '@app/contracts';
import type { TestCoach } from './testCoaches';

interface Props {
  coaches: TestCoach[];
  value: BrandId;
  onChange: (brand: BrandId) => void;
}

export function CoachSelector({ coaches, value, onChange }: Props) {
  return (
    <TextField
      select
      label="Coach"
      value={value}
      onChange={(e) => onChange(e.target.value as BrandId)}
      size="small"
      sx={{ minWidth: { xs: '100%', sm: 320 } }}
    >
      {coaches.map((c) => (
        <MenuItem key={c.brand} value={c.brand}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
