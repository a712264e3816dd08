import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { JSON_CONTENT_TYPE } from '../../common/json-snapshot';
import { CatalogService } from './catalog.service';
import { ServiceResponse } from './dto/service.response';

@ApiTags('catalog')
@Controller('services')
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Get()
  // The JSON bytes kept in memory since the last catalogue change (CatalogService).
  @Header('content-type', JSON_CONTENT_TYPE)
  @ApiOperation({ summary: 'Active coaching services, prices in cents' })
  @ApiOkResponse({ type: ServiceResponse, isArray: true })
  async list(): Promise<string> {
    return (await this.catalog.listActive()).json;
  }
}
