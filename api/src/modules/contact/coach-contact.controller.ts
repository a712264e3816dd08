import {
  CONTACT_MESSAGE_STATUSES,
  type ContactMessageDto,
  type ContactMessageStatus,
  contactMessageStatusSchema,
} from '@app/contracts';
import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { InferType } from 'yup';
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { oneOfQuery } from '../../common/query-pipes';
import { uuidParam } from '../../common/uuid-param.pipe';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { AdminOnly } from '../auth/admin-only.decorator';
import { ContactService } from './contact.service';
import { ContactMessageResponse, ContactMessageStatusRequest } from './dto/contact.response';

/** The coach console's Messages inbox: contact-form messages of both brands, unread or handled. */
@ApiTags('coach')
@AdminOnly()
@Controller('coach/contact-messages')
export class CoachContactController {
  constructor(private readonly contact: ContactService) {}

  @Get()
  @ApiOperation({ summary: 'Contact messages, newest first' })
  @ApiQuery({ name: 'status', required: false, enum: CONTACT_MESSAGE_STATUSES, description: 'Absent: all' })
  @ApiOkResponse({ type: ContactMessageResponse, isArray: true })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  list(
    @Query('status', oneOfQuery('status', CONTACT_MESSAGE_STATUSES)) status: ContactMessageStatus | undefined,
  ): Promise<ContactMessageDto[]> {
    return this.contact.list(status);
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
    return this.contact.setStatus(id, body.status);
  }
}
