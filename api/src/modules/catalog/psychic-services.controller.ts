import type { PsychicServiceDto } from '@app/contracts';
import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CatalogService } from './catalog.service';
import { PsychicServiceResponse } from './dto/psychic-service.response';

@ApiTags('catalog')
@Controller('psychic-services')
export class PsychicServicesController {
  constructor(private readonly catalog: CatalogService) {}

  @Get()
  @ApiOperation({ summary: 'Active Lunar Light readings, prices in cents' })
  @ApiOkResponse({ type: PsychicServiceResponse, isArray: true })
  list(): Promise<PsychicServiceDto[]> {
    return this.catalog.listPsychic();
  }
}
