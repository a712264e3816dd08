import type { SxProps, Theme } from '@mui/material/styles';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { formatCardNumber, formatCvv, formatExpiry, formatZip } from '@app/contracts';
import { FormattedField } from '../shared/FormattedField';

type CardField = 'cardNumber' | 'expiry' | 'cvv' | 'billingZip';

interface Props<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  /** The form's own name of each field (the card window says `expiryDate`, checkout `expiry`). */
  names: Record<CardField, FieldPath<T>>;
  errorText: (message: string) => string;
  /** Where each field sits in the form's grid. */
  layout: Record<CardField, SxProps<Theme>>;
}

/**
 * Card number, expiry, CVV and ZIP typed on our page (sandbox provider), formatted as §5 says: one set of fields for
 * the card window and /checkout, so both ask for a card the same way.
 */
export function SandboxCardFields<T extends FieldValues, TOut>({ control, names, errorText, layout }: Props<T, TOut>) {
  const field = { control, required: true, errorText } as const;
  return (
    <>
      <FormattedField
        {...field}
        name={names.cardNumber}
        label="Card number"
        format={formatCardNumber}
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 19 } }}
        sx={layout.cardNumber}
      />
      <FormattedField
        {...field}
        name={names.expiry}
        label="Expiry (MM/YY)"
        format={formatExpiry}
        autoComplete="cc-exp"
        placeholder="MM/YY"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        sx={layout.expiry}
      />
      <FormattedField
        {...field}
        name={names.cvv}
        label="CVV"
        format={formatCvv}
        autoComplete="cc-csc"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        sx={layout.cvv}
      />
      <FormattedField
        {...field}
        name={names.billingZip}
        label="Billing ZIP"
        format={formatZip}
        autoComplete="postal-code"
        slotProps={{ htmlInput: { maxLength: 10 } }}
        sx={layout.billingZip}
      />
    </>
  );
}
