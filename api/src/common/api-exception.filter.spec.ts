import { ERROR_CODES, ERROR_MESSAGES, ErrorCode } from '@app/contracts';
import { BadRequestException, ConflictException, HttpException, HttpStatus, NotFoundException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { ERROR_STATUS, toErrorBody } from './api-exception.filter';
import { DomainError } from './domain-error';

describe(toErrorBody.name, () => {
  it.each(ERROR_CODES)('answers %s with its one status and its contracts message', (code) => {
    const body = toErrorBody(new DomainError(code));
    expect(body).toEqual({ statusCode: ERROR_STATUS[code], code, message: ERROR_MESSAGES[code] });
    expect(body.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('keeps the words and the field of the case', () => {
    const message = 'Video calls by Zoom are not available. Available: Google Meet.';
    expect(
      toErrorBody(new DomainError(ErrorCode.VIDEO_PLATFORM_UNAVAILABLE, { message, field: 'videoPlatform' })),
    ).toEqual({
      statusCode: 400,
      code: 'VIDEO_PLATFORM_UNAVAILABLE',
      message,
      errors: { videoPlatform: message },
    });
    const errors = { email: 'Please enter a valid email address', fullName: 'Please enter your name' };
    expect(toErrorBody(new DomainError(ErrorCode.VALIDATION_FAILED, { message: errors.email, errors }))).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: errors.email,
      errors,
    });
  });

  it('gives the framework’s own exceptions the code of their status', () => {
    expect(toErrorBody(new NotFoundException('Cannot GET /api/nothing'))).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Cannot GET /api/nothing',
    });
    expect(toErrorBody(new ConflictException('Conflict'))).toMatchObject({ statusCode: 409, code: 'CONFLICT' });
    expect(toErrorBody(new ThrottlerException('Too many'))).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
  });

  it.each([
    [HttpStatus.BAD_REQUEST, 'BAD_REQUEST'],
    [HttpStatus.UNAUTHORIZED, 'AUTH_REQUIRED'],
    [HttpStatus.FORBIDDEN, 'FORBIDDEN'],
    [HttpStatus.METHOD_NOT_ALLOWED, 'METHOD_NOT_ALLOWED'],
    [HttpStatus.GONE, 'GONE'],
    [HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'JSON_BODY_REQUIRED'],
    [HttpStatus.BAD_GATEWAY, 'BAD_GATEWAY'],
    [HttpStatus.SERVICE_UNAVAILABLE, 'SERVICE_UNAVAILABLE'],
    [HttpStatus.INTERNAL_SERVER_ERROR, 'INTERNAL_ERROR'],
    [HttpStatus.I_AM_A_TEAPOT, 'BAD_REQUEST'],
    [HttpStatus.GATEWAY_TIMEOUT, 'INTERNAL_ERROR'],
  ])('answers a framework %i with %s, a code whose own status it is when listed', (status, code) => {
    const body = toErrorBody(new HttpException('x', status));
    expect(body).toMatchObject({ statusCode: status, code });
    if (status !== HttpStatus.I_AM_A_TEAPOT && status !== HttpStatus.GATEWAY_TIMEOUT) {
      expect(ERROR_STATUS[body.code]).toBe(status);
    }
  });

  it('passes field errors through for validation failures', () => {
    const exception = new BadRequestException({
      message: 'Validation failed',
      errors: { email: 'Please enter a valid email address' },
    });
    expect(toErrorBody(exception)).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
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
    expect(toErrorBody(error)).toEqual({ statusCode: 400, code: 'BAD_REQUEST', message: error.message });
    const tooLarge = Object.assign(new Error('Request body is too large'), {
      statusCode: HttpStatus.PAYLOAD_TOO_LARGE,
    });
    expect(toErrorBody(tooLarge)).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('hides everything about an unexpected error', () => {
    const body = toErrorBody(new Error('relation "secret_table" does not exist'));
    expect(body).toEqual({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' });
  });
});
