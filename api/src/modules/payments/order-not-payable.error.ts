import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * "What this payment is for can no longer be had": the booking was cancelled or its slot went to someone else,
 * the plan was cancelled, or it was paid meanwhile. Thrown by the bookings and subscriptions side while a card
 * payment settles; the payments service refunds the charge on exactly this error (any other error is a fault, not
 * a reason to give money back). Answers 409 with its message (404 when the order is gone).
 */
export class OrderNotPayableError extends HttpException {
  override readonly name = 'OrderNotPayableError';

  constructor(message: string, status: HttpStatus.CONFLICT | HttpStatus.NOT_FOUND = HttpStatus.CONFLICT) {
    super(message, status);
  }
}
