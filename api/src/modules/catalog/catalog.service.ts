import type { PsychicServiceDto, ServiceDto } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { jsonSnapshot, type JsonSnapshot } from '../../common/json-snapshot';
import { ReadCache } from '../../common/read-cache';
import { PgListener } from '../../database/pg-listener.service';
import type { BookableService } from './bookable-service';
import { PsychicServiceEntity } from './psychic-service.entity';
import { toPsychicServiceDto } from './psychic-service.mapper';
import { ServiceEntity } from './service.entity';
import { toServiceDto } from './service.mapper';

/** NOTIFY'd by triggers on service and psychic_service (migration 1764050000000-read-cache-notify). */
export const CATALOG_CHANGED_CHANNEL = 'catalog_changed';

/**
 * The two catalogues change on deploy or by an operator, and are read on every page: each instance keeps them in
 * memory (values and JSON bytes) and drops them when the database announces a change, so every replica sees it
 * within the NOTIFY's delivery.
 */
@Injectable()
export class CatalogService {
  private readonly coaching: ReadCache<JsonSnapshot<ServiceDto>>;
  private readonly psychic: ReadCache<JsonSnapshot<PsychicServiceDto>>;

  constructor(
    @InjectRepository(ServiceEntity) private readonly services: Repository<ServiceEntity>,
    @InjectRepository(PsychicServiceEntity) private readonly psychicServices: Repository<PsychicServiceEntity>,
    listener: PgListener,
    clock: Clock,
  ) {
    const live = () => listener.connected;
    const now = () => clock.now().getTime();
    this.coaching = new ReadCache(async () => ({ value: jsonSnapshot(await this.loadActive()) }), live, now);
    this.psychic = new ReadCache(async () => ({ value: jsonSnapshot(await this.loadPsychic()) }), live, now);
    listener.subscribe(CATALOG_CHANGED_CHANNEL, {
      onNotify: () => this.invalidate(),
      onResync: () => this.invalidate(),
    });
  }

  /** Active services in catalogue order, the order the frontend's fallback list uses too. */
  async listActive(): Promise<JsonSnapshot<ServiceDto>> {
    return this.coaching.get();
  }

  async listPsychic(): Promise<JsonSnapshot<PsychicServiceDto>> {
    return this.psychic.get();
  }

  /** The kept answers, when still true, without touching the database (HotReads). */
  peekActive(): JsonSnapshot<ServiceDto> | undefined {
    return this.coaching.peek();
  }

  peekPsychic(): JsonSnapshot<PsychicServiceDto> | undefined {
    return this.psychic.peek();
  }

  /**
   * An active service of either catalogue, with its brand and server price. Slugs are distinct across the two
   * catalogues, so the id alone says which brand is meant. Read from the database: a booking must not pay a price
   * an operator changed a moment ago.
   */
  async findBookable(id: string): Promise<BookableService | null> {
    const coaching = await this.services.findOneBy({ id, isActive: true });
    if (coaching) return { ...pick(coaching), brand: 'coaching' };
    const psychic = await this.psychicServices.findOneBy({ id, isActive: true });
    return psychic ? { ...pick(psychic), brand: 'lunar' } : null;
  }

  private async loadActive(): Promise<ServiceDto[]> {
    const rows = await this.services.find({
      where: { isActive: true },
      order: { sortOrder: 'ASC', price: 'DESC', id: 'ASC' },
    });
    return rows.map(toServiceDto);
  }

  private async loadPsychic(): Promise<PsychicServiceDto[]> {
    const rows = await this.psychicServices.find({ where: { isActive: true }, order: { sortOrder: 'ASC', id: 'ASC' } });
    return rows.map(toPsychicServiceDto);
  }

  private invalidate(): void {
    this.coaching.invalidate();
    this.psychic.invalidate();
  }
}

function pick(s: ServiceEntity | PsychicServiceEntity) {
  return { id: s.id, name: s.name, price: s.price, duration: s.duration };
}
