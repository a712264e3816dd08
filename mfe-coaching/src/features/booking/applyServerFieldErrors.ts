import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Puts the API's 400 `errors: {field: message}` on the matching inputs (fields the form does not have are skipped). */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): void {
  const errors = (error as { errors?: Record<string, string> } | null)?.errors;
  if (!errors) return;
  for (const [field, message] of Object.entries(errors)) {
    if (fields.includes(field)) setError(field as Path<T>, { type: 'server', message });
  }
}
