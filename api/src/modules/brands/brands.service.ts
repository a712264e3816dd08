import type { BrandId, BrandSettings } from '@app/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AppConfigService } from '../../config/app-config.module';

/** Brand settings come from the environment (BRAND_<BRAND>_<FIELD>), read once at boot with the rest of the config. */
@Injectable()
export class BrandsService {
  constructor(@Inject(ConfigService) private readonly config: AppConfigService) {}

  all(): Record<BrandId, BrandSettings> {
    return this.config.get('brands', { infer: true });
  }
}
