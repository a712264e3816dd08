import { normalizeBookingPayload } from '@app/contracts';
import { object, string } from 'yup';
import { toErrorBody } from './api-exception.filter';
import { DomainError } from './domain-error';
import { YupValidationPipe } from './yup-validation.pipe';

const schema = object({
  name: string().trim().required('Name needed').min(2, 'Name too short'),
  email: string().required('Email needed'),
});

function errorOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return toErrorBody(error);
  }
  throw new Error('expected the pipe to refuse the input');
}

describe(YupValidationPipe.name, () => {
  it('returns the cast value without unknown keys', () => {
    const sut = new YupValidationPipe(schema);
    expect(sut.transform({ name: '  Ada ', email: 'a@b.co', role: 'admin' })).toEqual({ name: 'Ada', email: 'a@b.co' });
  });

  it('answers 400 with the first message and one message per field', () => {
    const sut = new YupValidationPipe(schema);
    expect(errorOf(() => sut.transform({ name: 'A' }))).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Name too short',
      errors: { name: 'Name too short', email: 'Email needed' },
    });
  });

  it('treats a missing body as an empty object', () => {
    const sut = new YupValidationPipe(schema);
    expect(errorOf(() => sut.transform(undefined))).toMatchObject({ message: 'Name needed' });
  });

  it('runs a contracts validate function', () => {
    const sut = new YupValidationPipe(normalizeBookingPayload);
    expect(errorOf(() => sut.transform({ fullName: 'Ada Lovelace' }))).toMatchObject({
      statusCode: 400,
      message: 'Please enter a valid email address',
    });
  });
});
