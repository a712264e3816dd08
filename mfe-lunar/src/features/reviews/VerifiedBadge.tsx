import Chip from '@mui/material/Chip';
import Verified from '@mui/icons-material/Verified';
import { VERIFIED_BADGE } from '@app/contracts';

/** Only on reviews tied to a booking through its e-mailed review link (the API's `verified`). */
export function VerifiedBadge() {
  return (
    <Chip
      size="small"
      color="secondary"
      variant="outlined"
      icon={<Verified />}
      label={VERIFIED_BADGE}
      data-testid="verified-badge"
    />
  );
}
