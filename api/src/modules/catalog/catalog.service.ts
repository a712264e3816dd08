import type { PsychicServiceDto, ServiceDto } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { BookableService } from './bookable-service';
import { PsychicServiceEntity } from './psychic-service.entity';
import { toPsychicServiceDto } from './psychic-service.mapper';
import { ServiceEntity } from './service.entity';
import { toServiceDto } from './service.mapper';

@Injectable()
export class CatalogService {
  constructor(
    @InjectRepository(ServiceEntity) private readonly services: Repository<ServiceEntity>,
    @InjectRepository(PsychicServiceEntity) private readonly psychicServices: Repository<PsychicServiceEntity>,
  ) {}

  /** Active services in catalogue order, the order the frontend's fallback list uses too. */
  async listActive(): Promise<ServiceDto[]> {
    const rows = await this.services.find({
      where: { isActive: true },
      order: { sortOrder: 'ASC', price: 'DESC', id: 'ASC' },
    });
    return rows.map(toServiceDto);
  }

  async listPsychic(): Promise<PsychicServiceDto[]> {
    const rows = await this.psychicServices.find({ where: { isActive: true }, order: { sortOrder: 'ASC', id: 'ASC' } });
    return rows.map(toPsychicServiceDto);
  }

  /**
   * An active service of either catalogue, with its brand and server price. Slugs are distinct across the two
   * catalogues, so the id alone says which brand is meant.
   */
  async findBookable(id: string): Promise<BookableService | null> {
    const coaching = await this.services.findOneBy({ id, isActive: true });
    if (coaching) return { ...pick(coaching), brand: 'coaching' };
    const psychic = await this.psychicServices.findOneBy({ id, isActive: true });
    return psychic ? { ...pick(psychic), brand: 'lunar' } : null;
  }
}

function pick(s: ServiceEntity | PsychicServiceEntity) {
  return { id: s.id, name: s.name, price: s.price, duration: s.duration };
}
