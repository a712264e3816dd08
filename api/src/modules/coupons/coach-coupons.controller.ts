import { type CoachCouponDto, type CouponCreateValues, couponCreateSchema } from '@app/contracts';
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { AdminOnly } from '../auth/admin-only.decorator';
import { CoachCouponsService } from './coach-coupons.service';
import { CoachCouponResponse, CouponCreateRequest } from './dto/coupon.dto';

/** The console's coupons (issue 33 item 4). Writes need the admin's CSRF token like every console write. */
@ApiTags('coach')
@AdminOnly()
@Controller('coach/coupons')
export class CoachCouponsController {
  constructor(private readonly coupons: CoachCouponsService) {}

  @Get()
  @ApiOperation({ summary: 'Every coupon, newest first, with the uses bookings, plans and payments hold' })
  @ApiOkResponse({ type: CoachCouponResponse, isArray: true })
  list(): Promise<CoachCouponDto[]> {
    return this.coupons.list();
  }

  @Post()
  @ApiOperation({ summary: 'Create a coupon: percent or fixed (whole dollars), scope, expiry, total uses' })
  @ApiBody({ type: CouponCreateRequest })
  @ApiCreatedResponse({ type: CoachCouponResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'COUPON_EXISTS: the code is taken' })
  create(@Body(new YupValidationPipe(couponCreateSchema)) body: CouponCreateValues): Promise<CoachCouponDto> {
    return this.coupons.create(body);
  }

  @Post(':id/deactivate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Turn a coupon off: new uses are refused as invalid; bookings made keep their discount' })
  @ApiOkResponse({ type: CoachCouponResponse })
  @ApiNotFoundResponse({ type: ApiErrorResponse })
  deactivate(@Param('id') id: string): Promise<CoachCouponDto> {
    return this.coupons.deactivate(id);
  }
}
