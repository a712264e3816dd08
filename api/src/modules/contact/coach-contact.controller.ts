import {
  ADMIN_SESSION_COOKIE,
  CONTACT_MESSAGE_STATUSES,
  contactMessageStatusSchema,
  type ContactMessageDto,
  type ContactMessageStatus,
} from '@app/contracts';
import { BadRequestException, Body, Controller, Get, Param, Patch, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { InferType } from 'yup';
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { uuidParam } from '../../common/uuid-param.pipe';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { AdminGuard } from '../auth/admin.guard';
import { ContactService } from './contact.service';
import { ContactMessageResponse, ContactMessageStatusRequest } from './dto/contact.response';

const STATUS_MESSAGE = `status must be one of ${CONTACT_MESSAGE_STATUSES.join(', ')}`;

function parseStatus(raw: unknown): ContactMessageStatus | undefined {
  if (raw === undefined) return undefined;
  if ((CONTACT_MESSAGE_STATUSES as readonly unknown[]).includes(raw)) return raw as ContactMessageStatus;
  throw new BadRequestException({ message: STATUS_MESSAGE, errors: { status: STATUS_MESSAGE } });
}

/** The coach console's Messages inbox: contact-form messages of both brands, unread or handled. */
@ApiTags('coach')
@ApiCookieAuth(ADMIN_SESSION_COOKIE)
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ApiErrorResponse, description: 'Authentication required' })
@UseGuards(AdminGuard)
@Controller('coach/contact-messages')
export class CoachContactController {
  constructor(private readonly contact: ContactService) {}

  @Get()
  @ApiOperation({ summary: 'Contact messages, newest first' })
  @ApiQuery({ name: 'status', required: false, enum: CONTACT_MESSAGE_STATUSES, description: 'Absent: all' })
  @ApiOkResponse({ type: ContactMessageResponse, isArray: true })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  list(@Query('status') status: unknown): Promise<ContactMessageDto[]> {
    return this.contact.list(parseStatus(status));
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Mark a message handled, or unread again' })
  @ApiBody({ type: ContactMessageStatusRequest })
  @ApiOkResponse({ type: ContactMessageResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  @ApiNotFoundResponse({ type: ApiErrorResponse })
  setStatus(
    @Param('id', uuidParam('message id')) id: string,
    @Body(new YupValidationPipe(contactMessageStatusSchema)) body: InferType<typeof contactMessageStatusSchema>,
  ): Promise<ContactMessageDto> {
    return this.contact.setStatus(id, body.status as ContactMessageStatus);
  }
}
