import {
  bulkTestersSchema,
  testerStatusSchema,
  testingUserSchema,
  type BulkTestersResult,
  type TestingUserDto,
  type TestingUserFormValues,
} from '@app/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { InferType } from 'yup';
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { uuidParam } from '../../common/uuid-param.pipe';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { AdminOnly } from '../auth/admin-only.decorator';
import {
  AddTesterRequest,
  BulkTestersRequest,
  BulkTestersResponse,
  TesterStatusRequest,
  TestingUserResponse,
} from './dto/testing-user.response';
import { TestersService } from './testers.service';

@ApiTags('testers')
@AdminOnly()
@Controller('testing-users')
export class TestersController {
  constructor(private readonly testers: TestersService) {}

  @Get()
  @ApiOperation({ summary: 'Alpha testers, newest first' })
  @ApiOkResponse({ type: TestingUserResponse, isArray: true })
  list(): Promise<TestingUserDto[]> {
    return this.testers.list();
  }

  @Post()
  @ApiOperation({ summary: 'Add one tester' })
  @ApiBody({ type: AddTesterRequest })
  @ApiCreatedResponse({ type: TestingUserResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'A tester with this email already exists' })
  add(@Body(new YupValidationPipe(testingUserSchema)) body: TestingUserFormValues): Promise<TestingUserDto> {
    return this.testers.add(body);
  }

  @Post('bulk')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Add many testers at once (pending, basic)',
    description: 'All valid new addresses are added in one statement; the rest are counted as failed.',
  })
  @ApiBody({ type: BulkTestersRequest })
  @ApiOkResponse({ type: BulkTestersResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  addMany(
    @Body(new YupValidationPipe(bulkTestersSchema)) body: InferType<typeof bulkTestersSchema>,
  ): Promise<BulkTestersResult> {
    return this.testers.addMany(body.emails);
  }

  @Patch(':id/status')
  @ApiOperation({ summary: "Set a tester's status" })
  @ApiBody({ type: TesterStatusRequest })
  @ApiOkResponse({ type: TestingUserResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  @ApiNotFoundResponse({ type: ApiErrorResponse })
  setStatus(
    @Param('id', uuidParam('tester id')) id: string,
    @Body(new YupValidationPipe(testerStatusSchema)) body: InferType<typeof testerStatusSchema>,
  ): Promise<TestingUserDto> {
    return this.testers.setStatus(id, body.status);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a tester' })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  @ApiNotFoundResponse({ type: ApiErrorResponse })
  async remove(@Param('id', uuidParam('tester id')) id: string): Promise<void> {
    await this.testers.remove(id);
  }
}
