import { contactSchema, type ContactFormValues, type ContactResponseDto } from '@app/contracts';
import { Body, Controller, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { RateLimit } from '../../common/rate-limit';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { ContactService } from './contact.service';
import { ContactRequest, ContactResponse } from './dto/contact.response';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @RateLimit('contact')
  @ApiOperation({
    summary: '"Send a Message": stores the message for the coach',
    description: "The brand's inbox is e-mailed (Reply-To the sender) and the sender gets an acknowledgement.",
  })
  @ApiBody({ type: ContactRequest })
  @ApiCreatedResponse({ type: ContactResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  @ApiTooManyRequestsResponse({ type: ApiErrorResponse })
  send(@Body(new YupValidationPipe(contactSchema)) body: ContactFormValues): Promise<ContactResponseDto> {
    return this.contact.receive(body);
  }
}
