import {
  waitlistJoinSchema,
  type WaitlistEntryDto,
  type WaitlistJoinedDto,
  type WaitlistJoinValues,
} from '@app/contracts';
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { RateLimit } from '../../common/rate-limit';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { WaitlistEntryResponse, WaitlistJoinRequest, WaitlistMessageResponse } from './dto/waitlist.dto';
import { WaitlistService } from './waitlist.service';

@ApiTags('waitlist')
@Controller('waitlist')
export class WaitlistController {
  constructor(private readonly waitlist: WaitlistService) {}

  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimit('waitlist')
  @ApiOperation({
    summary: '"Tell me if a time opens": wait for a full day of one brand',
    description:
      'Answers 202 with the same words whether or not the address was already waiting; a new entry gets one ' +
      'confirming e-mail with a link off the list. A day outside today … today + 6 (Eastern) is refused.',
  })
  @ApiBody({ type: WaitlistJoinRequest })
  @ApiAcceptedResponse({ type: WaitlistMessageResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  @ApiTooManyRequestsResponse({ type: ApiErrorResponse })
  join(@Body(new YupValidationPipe(waitlistJoinSchema)) body: WaitlistJoinValues): Promise<WaitlistJoinedDto> {
    return this.waitlist.join(body);
  }

  @Get('unsubscribe/:token')
  @ApiOperation({ summary: 'Which day an unsubscribe link is for (the page asks before it acts)' })
  @ApiOkResponse({ type: WaitlistEntryResponse })
  @ApiNotFoundResponse({ type: ApiErrorResponse })
  entry(@Param('token') token: string): Promise<WaitlistEntryDto> {
    return this.waitlist.entryFor(token);
  }

  @Post('unsubscribe/:token')
  @HttpCode(HttpStatus.OK)
  @RateLimit('waitlist')
  @ApiOperation({ summary: 'Leave the waitlist; the same answer when already off it, 404 for a link that is not ours' })
  @ApiOkResponse({ type: WaitlistMessageResponse })
  @ApiNotFoundResponse({ type: ApiErrorResponse })
  @ApiTooManyRequestsResponse({ type: ApiErrorResponse })
  leave(@Param('token') token: string): Promise<WaitlistJoinedDto> {
    return this.waitlist.leave(token);
  }
}
