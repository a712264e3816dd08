import type { ServiceDto } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ServiceEntity } from './service.entity';
import { toServiceDto } from './service.mapper';

@Injectable()
export class CatalogService {
  constructor(@InjectRepository(ServiceEntity) private readonly services: Repository<ServiceEntity>) {}

  /** Active services in catalogue order, the order the frontend's fallback list uses too. */
  async listActive(): Promise<ServiceDto[]> {
    const rows = await this.services.find({
      where: { isActive: true },
      order: { sortOrder: 'ASC', price: 'DESC', id: 'ASC' },
    });
    return rows.map(toServiceDto);
  }
}
