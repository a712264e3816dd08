import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type Props<T extends FieldValues, TOut> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: FieldPath<T>;
  /** The form's control; `TOut` is what its schema casts the inputs to. */
  control: Control<T, unknown, TOut>;
  /** Applied to every keystroke and paste, so the field never holds an unformatted value (§5 "Input formatting"). */
  format?: (input: string) => string;
  /** What an error under the field reads; the toast carries the full sentence. */
  errorText?: (message: string) => string;
  /** Told of each new (formatted) value after the form has it. */
  onValueChange?: (value: string) => void;
};

/** A react-hook-form text field that formats as the customer types. */
export function FormattedField<T extends FieldValues, TOut>({
  name,
  control,
  format,
  errorText,
  onValueChange,
  helperText,
  ...rest
}: Props<T, TOut>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(e) => {
            const value = format ? format(e.target.value) : e.target.value;
            field.onChange(value);
            onValueChange?.(value);
          }}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ? (errorText ?? ((m) => m))(fieldState.error.message) : helperText}
          fullWidth
        />
      )}
    />
  );
}
