import TextField from '@mui/material/TextField';
import { COACH_BOOKING_MESSAGES } from '@app/contracts';

/** The API's limit on a reason the customer reads (cancel, release, a plan's cancellation). */
const REASON_MAX = 500;

/** Whether a reason is over the API's limit: the dialog's confirm button stays disabled until it is not. */
export function isReasonTooLong(reason: string): boolean {
  return reason.trim().length > REASON_MAX;
}

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field while the reason fits (default: how much of the limit is used). */
  hint?: string;
}

/** The free-text reason of the coach's cancel-like actions, with the API's limit counted as the coach types. */
export function ReasonField({ label, value, onChange, hint }: Props) {
  const tooLong = isReasonTooLong(value);
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      multiline
      minRows={2}
      fullWidth
      error={tooLong}
      helperText={tooLong ? COACH_BOOKING_MESSAGES.reasonTooLong : (hint ?? `${value.trim().length}/${REASON_MAX}`)}
    />
  );
}
