import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name'> & { control: Control<T>; name: Path<T> };

/** A MUI TextField bound to react-hook-form; the schema's message shows as the helper text. */
export function FormTextField<T extends FieldValues>({ control, name, helperText, ...props }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, ...field }, fieldState }) => (
        <TextField
          fullWidth
          {...props}
          {...field}
          value={value ?? ''}
          inputRef={ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
