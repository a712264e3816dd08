import type { ServiceDto } from '@app/contracts';
import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CatalogService } from './catalog.service';
import { ServiceResponse } from './dto/service.response';

@ApiTags('catalog')
@Controller('services')
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Get()
  @ApiOperation({ summary: 'Active coaching services, prices in cents' })
  @ApiOkResponse({ type: ServiceResponse, isArray: true })
  list(): Promise<ServiceDto[]> {
    return this.catalog.listActive();
  }
}
