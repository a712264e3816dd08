import type { Control } from 'react-hook-form';
import { formatCardNumber, formatCvv, formatExpiry, formatZip, type CardPaymentFormValues } from '@app/contracts';
import { FormattedField } from '../shared/FormattedField';
import type { CardFormInput } from './CardPaymentForm';

interface Props {
  control: Control<CardFormInput, unknown, CardPaymentFormValues>;
  errorText: (message: string) => string;
  span: (xs: number, sm: number) => object;
}

/** Card number, expiry, CVV and ZIP typed on our page (sandbox provider), formatted as §5 says. */
export function SandboxCardFields({ control, errorText, span }: Props) {
  const field = { control, required: true, errorText } as const;
  return (
    <>
      <FormattedField
        {...field}
        name="cardNumber"
        label="Card number"
        format={formatCardNumber}
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 19 } }}
        sx={span(6, 6)}
      />
      <FormattedField
        {...field}
        name="expiryDate"
        label="Expiry (MM/YY)"
        format={formatExpiry}
        autoComplete="cc-exp"
        placeholder="MM/YY"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        sx={span(3, 2)}
      />
      <FormattedField
        {...field}
        name="cvv"
        label="CVV"
        format={formatCvv}
        autoComplete="cc-csc"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        sx={span(3, 2)}
      />
      <FormattedField
        {...field}
        name="billingZip"
        label="Billing ZIP"
        format={formatZip}
        autoComplete="postal-code"
        slotProps={{ htmlInput: { maxLength: 10 } }}
        sx={span(6, 2)}
      />
    </>
  );
}
