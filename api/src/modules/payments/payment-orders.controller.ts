import { BRAND_IDS, type PaymentQuoteDto, type PaymentReceiptDto } from '@app/contracts';
import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { InferType } from 'yup';
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { uuidParam } from '../../common/uuid-param.pipe';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { PaymentQuoteResponse, paymentQuoteQuerySchema, PaymentReceiptResponse } from './dto/payment-quote.dto';
import { PaymentOrdersService, toQuoteDto } from './payment-orders.service';
import { PaymentReceiptsService } from './payment-receipts.service';

type QuoteQuery = InferType<typeof paymentQuoteQuerySchema>;

/** What the payment pages show: the server's quote before paying and its record after. Ids are unguessable uuids. */
@ApiTags('payments')
@Controller('payments')
export class PaymentOrdersController {
  constructor(
    private readonly orders: PaymentOrdersService,
    private readonly receipts: PaymentReceiptsService,
  ) {}

  @Get('quote')
  @ApiOperation({
    summary: 'The amount and words of an order about to be paid (a booking, a plan, or the general payment)',
    description: 'Exactly one of bookingId, subscriptionId or purpose=general (with brand, default coaching).',
  })
  @ApiQuery({ name: 'bookingId', required: false, format: 'uuid' })
  @ApiQuery({ name: 'subscriptionId', required: false, format: 'uuid' })
  @ApiQuery({ name: 'purpose', required: false, enum: ['general'] })
  @ApiQuery({ name: 'brand', required: false, enum: [...BRAND_IDS] })
  @ApiOkResponse({ type: PaymentQuoteResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'Unknown booking or subscription' })
  @ApiConflictResponse({
    type: ApiErrorResponse,
    description: 'No longer payable: cancelled, already paid, the hold lapsed and the slot was taken, plan active',
  })
  async quote(@Query(new YupValidationPipe(paymentQuoteQuerySchema)) query: QuoteQuery): Promise<PaymentQuoteDto> {
    const order = await this.orders.resolve(
      query.purpose === 'general'
        ? { serviceId: 'general', brand: query.brand }
        : { bookingId: query.bookingId, subscriptionId: query.subscriptionId },
    );
    return toQuoteDto(order);
  }

  @Get(':id')
  // Personal data (name, e-mail, amounts): never kept by a browser or proxy cache.
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'A card payment as recorded: amount, card brand and last 4, reference, and its order' })
  @ApiOkResponse({ type: PaymentReceiptResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse, description: 'The id is not a UUID' })
  @ApiNotFoundResponse({ type: ApiErrorResponse })
  receipt(@Param('id', uuidParam('payment id')) id: string): Promise<PaymentReceiptDto> {
    return this.receipts.receipt(id);
  }
}
