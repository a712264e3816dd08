import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { toErrorBody } from './api-exception.filter';

describe(toErrorBody.name, () => {
  it('keeps the status and message of an HTTP exception', () => {
    expect(toErrorBody(new NotFoundException('Service not found'))).toEqual({
      statusCode: 404,
      message: 'Service not found',
    });
    expect(toErrorBody(new ConflictException('This time slot is no longer available'))).toEqual({
      statusCode: 409,
      message: 'This time slot is no longer available',
    });
  });

  it('passes field errors through for validation failures', () => {
    const exception = new BadRequestException({
      message: 'Validation failed',
      errors: { email: 'Please enter a valid email address' },
    });
    expect(toErrorBody(exception)).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      errors: { email: 'Please enter a valid email address' },
    });
  });

  it('joins a list of messages into one', () => {
    expect(toErrorBody(new BadRequestException(['a is required', 'b is required'])).message).toBe(
      'a is required; b is required',
    );
  });

  it('keeps Fastify client errors such as malformed JSON', () => {
    const error = Object.assign(new Error("Body is not valid JSON but content-type is set to 'application/json'"), {
      statusCode: 400,
    });
    expect(toErrorBody(error)).toEqual({ statusCode: 400, message: error.message });
  });

  it('hides everything about an unexpected error', () => {
    const body = toErrorBody(new Error('relation "secret_table" does not exist'));
    expect(body).toEqual({ statusCode: 500, message: 'Internal server error' });
  });
});
