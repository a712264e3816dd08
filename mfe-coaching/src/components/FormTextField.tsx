import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type Props<T extends FieldValues, TOut> = Omit<TextFieldProps, 'name'> & {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
};

/** A MUI TextField bound to react-hook-form (useSchemaForm); the schema's message shows as the helper text. */
export function FormTextField<T extends FieldValues, TOut = T>({
  control,
  name,
  helperText,
  ...props
}: Props<T, TOut>) {
  return (
    <Controller<T, Path<T>, TOut>
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
