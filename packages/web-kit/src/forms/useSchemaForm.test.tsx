import { act, renderHook } from '@testing-library/react';
import { object, string } from 'yup';
import { applyServerFieldErrors, schemaResolver, useSchemaForm } from './useSchemaForm';

const schema = object({
  name: string().trim().required('Name is required').min(2, 'Name is too short'),
  email: string().trim().required('Email is required').email('Email is invalid'),
});
const DEFAULTS = { name: '', email: '' };
const options = { names: undefined, fields: {}, shouldUseNativeValidation: false } as const;

describe('schemaResolver', () => {
  it("hands the schema's cast values to the submit handler", async () => {
    const result = await schemaResolver<typeof DEFAULTS, { name: string; email: string }>(schema)(
      { name: '  Ann ', email: 'a@b.co' },
      undefined,
      options,
    );
    expect(result).toEqual({ values: { name: 'Ann', email: 'a@b.co' }, errors: {} });
  });

  it("puts each field's first failed rule on that field", async () => {
    const result = await schemaResolver(schema)({ name: 'A', email: '' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      name: { type: 'min', message: 'Name is too short' },
      email: { type: 'required', message: 'Email is required' },
    });
  });

  it('loads a schema kept out of the first load, and lets a refiner adjust the verdict', async () => {
    const resolver = schemaResolver<typeof DEFAULTS, { name: string; email: string }>(
      () => Promise.resolve(schema),
      (result, values) =>
        values.name === 'Bob' ? { values: {}, errors: { name: { type: 'taken', message: 'Taken' } } } : result,
    );
    expect((await resolver({ name: 'Bob', email: 'b@c.de' }, undefined, options)).errors).toEqual({
      name: { type: 'taken', message: 'Taken' },
    });
  });
});

describe('server field errors', () => {
  it("applies the API's 400 errors to the form's own fields only", () => {
    const setError = jest.fn();
    const applied = applyServerFieldErrors(
      { status: 400, errors: { email: 'Email is taken', other: 'x' } },
      { getValues: () => DEFAULTS, setError },
    );
    expect(applied).toBe(true);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Email is taken' });
    expect(applyServerFieldErrors({ status: 500 }, { getValues: () => DEFAULTS, setError })).toBe(false);
  });

  it('useSchemaForm validates with the schema and shows server errors on the inputs', async () => {
    const { result } = renderHook(() => {
      const form = useSchemaForm(schema, { defaultValues: DEFAULTS });
      // As a form's render does: reading the errors subscribes to them.
      void form.formState.errors;
      return form;
    });
    const submitted = jest.fn();
    await act(() => result.current.handleSubmit(submitted)());
    expect(submitted).not.toHaveBeenCalled();
    expect(result.current.formState.errors.name?.message).toBe('Name is required');
    act(() => {
      result.current.setValue('name', ' Ann ');
      result.current.setValue('email', 'ann@example.com');
    });
    await act(() => result.current.handleSubmit(submitted)());
    expect(submitted.mock.calls[0][0]).toEqual({ name: 'Ann', email: 'ann@example.com' });
    act(() => {
      result.current.applyServerErrors({ errors: { email: 'Email is taken' } });
    });
    expect(result.current.formState.errors.email).toMatchObject({ type: 'server', message: 'Email is taken' });
  });
});
