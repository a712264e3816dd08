/**
 * Forms bound to contracts' yup schemas (issue 18): one resolver for every remote, typed end to end — the form
 * edits its inputs (`TInput`, usually plain strings), the submit handler receives what the schema casts them to
 * (`TOutput`) — with no `as unknown as Resolver` at the seam, and the API's 400 field errors put on the inputs.
 */
import { useCallback } from 'react';
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import {
  useForm,
  type FieldError,
  type FieldErrors,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type ResolverResult,
  type UseFormProps,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';

/** What the resolver needs of a schema: yup's `validate` (every contracts schema has it). */
export interface FormSchema<TOutput> {
  validate(value: unknown, options?: { abortEarly?: boolean; context?: object }): Promise<TOutput>;
}

/** A schema, or a loader for one kept out of the page's first load (the first validation awaits it). */
export type SchemaSource<TOutput> = FormSchema<TOutput> | (() => Promise<FormSchema<TOutput>>);

/** Adjusts the schema's verdict, e.g. contracts' markMissingVideoPlatform. */
export type ResultRefiner<TInput extends FieldValues, TOutput> = (
  result: ResolverResult<TInput, TOutput>,
  values: TInput,
) => ResolverResult<TInput, TOutput>;

/** yup's ValidationError, recognised by shape: importing yup here would put all of it in every page's first load. */
interface SchemaValidationError {
  name: 'ValidationError';
  path?: string;
  type?: string;
  message: string;
  inner: SchemaValidationError[];
}
function isValidationError(error: unknown): error is SchemaValidationError {
  return (
    error instanceof Error &&
    error.name === 'ValidationError' &&
    Array.isArray((error as Partial<SchemaValidationError>).inner)
  );
}

function isSchema<T>(source: SchemaSource<T>): source is FormSchema<T> {
  return typeof (source as FormSchema<T>).validate === 'function';
}

/** A react-hook-form resolver from a contracts schema: every failed rule on its field, the cast values on success. */
export function schemaResolver<TInput extends FieldValues, TOutput>(
  source: SchemaSource<TOutput>,
  refine?: ResultRefiner<TInput, TOutput>,
): Resolver<TInput, unknown, TOutput> {
  return async (values, _context, options) => {
    const schema = isSchema(source) ? source : await source();
    let result: ResolverResult<TInput, TOutput>;
    try {
      result = { values: await schema.validate(values, { abortEarly: false }), errors: {} };
    } catch (error) {
      if (!isValidationError(error)) throw error;
      const flat: Record<string, FieldError> = {};
      for (const issue of error.inner.length > 0 ? error.inner : [error]) {
        // The first failed rule of a field is the one shown (§5 orders each field's rules).
        if (issue.path && !flat[issue.path])
          flat[issue.path] = { type: issue.type ?? 'validation', message: issue.message };
      }
      result = { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
    }
    if (refine) result = refine(result, values);
    if (options.shouldUseNativeValidation) validateFieldsNatively(result.errors as FieldErrors, options);
    return result;
  };
}

/** Puts the API's 400 `errors: {field: message}` on the form's own inputs (fields it does not have are skipped). */
export function applyServerFieldErrors<TInput extends FieldValues>(
  error: unknown,
  form: { getValues: () => TInput; setError: UseFormSetError<TInput> },
): boolean {
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return false;
  const fields = new Set(Object.keys(form.getValues() ?? {}));
  let applied = false;
  for (const [field, message] of Object.entries(errors as Record<string, unknown>)) {
    if (!fields.has(field) || typeof message !== 'string') continue;
    form.setError(field as Path<TInput>, { type: 'server', message });
    applied = true;
  }
  return applied;
}

export type SchemaFormOptions<TInput extends FieldValues, TOutput> = Omit<
  UseFormProps<TInput, unknown, TOutput>,
  'resolver' | 'defaultValues'
> & {
  /** Every input's starting value (the form's shape is taken from it). */
  defaultValues: TInput;
  refine?: ResultRefiner<TInput, TOutput>;
};

export type SchemaForm<TInput extends FieldValues, TOutput> = UseFormReturn<TInput, unknown, TOutput> & {
  /** The API's field errors on the inputs; true if any applied. */
  applyServerErrors: (error: unknown) => boolean;
};

/** `useForm` bound to a contracts schema. */
export function useSchemaForm<TInput extends FieldValues, TOutput>(
  schema: SchemaSource<TOutput>,
  { refine, ...options }: SchemaFormOptions<TInput, TOutput>,
): SchemaForm<TInput, TOutput> {
  // The schema and refiner are module constants in practice; the first ones are kept, as useForm keeps its resolver.
  const form = useForm<TInput, unknown, TOutput>({
    ...options,
    // A complete TInput is a valid DefaultValues<TInput>; TypeScript cannot see that for a generic TInput.
    defaultValues: options.defaultValues as DefaultValues<TInput>,
    resolver: schemaResolver(schema, refine),
  });
  const { getValues, setError } = form;
  const applyServerErrors = useCallback(
    (error: unknown) => applyServerFieldErrors<TInput>(error, { getValues: () => getValues(), setError }),
    [getValues, setError],
  );
  // The same object every render, as useForm's own: a form body memoised on it (LunarBookingForm) bails out when
  // only the component holding the form re-renders.
  return Object.assign(form, { applyServerErrors });
}
