import type { BrandId, BrandSettings } from '@app/contracts';
import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BrandsService } from './brands.service';

@ApiTags('brands')
@Controller('brands')
export class BrandsController {
  constructor(private readonly brands: BrandsService) {}

  @Get()
  @ApiOperation({ summary: 'Contact details, hours and payment links of both brands' })
  @ApiOkResponse({
    description: 'Settings keyed by brand id (coaching, lunar); see BrandSettings in packages/contracts',
    schema: { type: 'object', additionalProperties: { type: 'object' } },
  })
  all(): Record<BrandId, BrandSettings> {
    return this.brands.all();
  }
}
