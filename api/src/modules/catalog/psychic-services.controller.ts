import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { JSON_CONTENT_TYPE } from '../../common/json-snapshot';
import { CatalogService } from './catalog.service';
import { PsychicServiceResponse } from './dto/psychic-service.response';

@ApiTags('catalog')
@Controller('psychic-services')
export class PsychicServicesController {
  constructor(private readonly catalog: CatalogService) {}

  @Get()
  // The JSON bytes kept in memory since the last catalogue change (CatalogService).
  @Header('content-type', JSON_CONTENT_TYPE)
  @ApiOperation({ summary: 'Active Lunar Light readings, prices in cents' })
  @ApiOkResponse({ type: PsychicServiceResponse, isArray: true })
  async list(): Promise<string> {
    return (await this.catalog.listPsychic()).json;
  }
}
