import { type CouponQuoteDto, type CouponQuoteQuery, couponQuoteQuerySchema } from '@app/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { RateLimit } from '../../common/rate-limit';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { CouponsService } from './coupons.service';
import { CouponQuoteResponse } from './dto/coupon.dto';

@ApiTags('coupons')
@Controller('coupons')
export class CouponsController {
  constructor(private readonly coupons: CouponsService) {}

  @Get('quote')
  @RateLimit('couponQuotes')
  @ApiOperation({
    summary: 'The price of a service or plan with a code, before anything is made (informational: the server prices)',
    description:
      'Takes no e-mail address: "already used by you" is answered only to the booking or plan that address makes.',
  })
  @ApiQuery({ name: 'code', required: true, example: 'SPRING20' })
  @ApiQuery({ name: 'serviceId', required: false, description: 'A catalogue service (or planType)' })
  @ApiQuery({ name: 'planType', required: false, enum: ['standard', 'premium'] })
  @ApiQuery({ name: 'brand', required: false, enum: ['coaching', 'lunar'] })
  @ApiOkResponse({ type: CouponQuoteResponse })
  @ApiBadRequestResponse({
    type: ApiErrorResponse,
    description: 'COUPON_INVALID, COUPON_EXPIRED, COUPON_NOT_APPLICABLE',
  })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'COUPON_USED_UP' })
  @ApiTooManyRequestsResponse({ type: ApiErrorResponse })
  quote(@Query(new YupValidationPipe(couponQuoteQuerySchema)) query: CouponQuoteQuery): Promise<CouponQuoteDto> {
    return this.coupons.quote(query);
  }
}
