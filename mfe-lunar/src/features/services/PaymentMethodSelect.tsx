import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { OFFERED_PAYMENT_METHODS, PAYMENT_METHOD_LABELS, type CanonicalPaymentMethod } from '@app/contracts';

export interface PaymentMethodSelectProps {
  /** The select's id; the box around it is `${selectId}-box` (the anchor its deferred loading watches). */
  selectId: string;
  method: CanonicalPaymentMethod | '';
  onChange: (method: CanonicalPaymentMethod) => void;
}

/** A reading card's Payment Method dropdown (MUI's Select: its forms tier and Modal load with this file). */
export function PaymentMethodSelect({ selectId, method, onChange }: PaymentMethodSelectProps) {
  return (
    <Box id={`${selectId}-box`} sx={{ mt: 2.5 }}>
      <TextField
        select
        fullWidth
        size="small"
        id={selectId}
        label="Payment Method"
        value={method}
        onChange={(e) => onChange(e.target.value as CanonicalPaymentMethod)}
      >
        {OFFERED_PAYMENT_METHODS.map((m) => (
          <MenuItem key={m} value={m}>
            {PAYMENT_METHOD_LABELS[m]}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
