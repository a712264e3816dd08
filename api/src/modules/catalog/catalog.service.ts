import type { BrandId, PsychicServiceDto, ServiceDto } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, type FindOptionsOrder, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { jsonSnapshot, type JsonSnapshot } from '../../common/json-snapshot';
import { ReadCache } from '../../common/read-cache';
import { PgListener } from '../../database/pg-listener.service';
import { MeetingsService } from '../meetings/meetings.service';
import type { BookableService } from './bookable-service';
import { toPsychicServiceDto } from './psychic-service.mapper';
import { isCoachingService, ServiceEntity } from './service.entity';
import { toServiceDto } from './service.mapper';

/** NOTIFY'd by the triggers on service (migration 1764050000000-read-cache-notify). */
export const CATALOG_CHANGED_CHANNEL = 'catalog_changed';

/**
 * The one catalogue, both brands in one table, published as the two lists of SPEC §7. It changes on deploy or by an
 * operator and is read on every page: each instance keeps both lists in memory (values and JSON bytes) and drops them
 * when the database announces a change, so every replica sees it within the NOTIFY's delivery.
 */
@Injectable()
export class CatalogService {
  private readonly coaching: ReadCache<JsonSnapshot<ServiceDto>>;
  private readonly psychic: ReadCache<JsonSnapshot<PsychicServiceDto>>;

  constructor(
    @InjectRepository(ServiceEntity) private readonly services: Repository<ServiceEntity>,
    private readonly meetings: MeetingsService,
    listener: PgListener,
    clock: Clock,
  ) {
    const live = () => listener.connected;
    const now = () => clock.now().getTime();
    this.coaching = new ReadCache(async () => ({ value: jsonSnapshot(await this.loadCoaching()) }), live, now);
    this.psychic = new ReadCache(async () => ({ value: jsonSnapshot(await this.loadPsychic()) }), live, now);
    listener.subscribe(CATALOG_CHANGED_CHANNEL, {
      onNotify: () => this.invalidate(),
      onResync: () => this.invalidate(),
    });
  }

  /** Active coaching services in catalogue order, the order the frontend's fallback list uses too. */
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
   * An active service of either brand, with its server price. Ids are unique across brands, so the id alone says
   * which one is meant. Read from the database (in the caller's transaction when given): what a booking or a charge
   * is priced by, so an operator's change of a moment ago counts.
   */
  async findBookable(id: string, manager?: EntityManager): Promise<BookableService | null> {
    const services = manager ? manager.getRepository(ServiceEntity) : this.services;
    const row = await services.findOneBy({ id, isActive: true });
    return row && toBookable(row);
  }

  /**
   * findBookable from the kept lists, for the checks a booking request passes before it queues for its slot: 200
   * concurrent bookings of one slot no longer queue 200 catalogue reads on the pool ahead of the one that wins
   * (issue 20). An id the lists lack (a service added a moment ago) is looked up in the database; the booking that
   * goes on to write reads its service again in its transaction (findBookable), so no price is taken from memory.
   */
  async findListed(id: string): Promise<BookableService | null> {
    const [coaching, psychic] = await Promise.all([this.coaching.get(), this.psychic.get()]);
    const listed = listedIn(coaching.list, id, 'coaching') ?? listedIn(psychic.list, id, 'lunar');
    if (listed) return listed;
    const row = await this.services.findOneBy({ id, isActive: true });
    return row && this.isDeliverable(row) ? toBookable(row) : null;
  }

  private async loadCoaching(): Promise<ServiceDto[]> {
    const rows = await this.activeRows('coaching', { sortOrder: 'ASC', price: 'DESC', id: 'ASC' });
    return rows
      .filter(isCoachingService)
      .filter((row) => this.isDeliverable(row))
      .map(toServiceDto);
  }

  /**
   * Issue 29: what is offered can be delivered. A video service is a call in the brand's meeting room (DESIGN §3
   * "Meetings"); with no room configured it would only ever be booked as chat under a name that promises video, so
   * it is not listed and not booked. The rooms come from the configuration, fixed for the process's life.
   */
  private isDeliverable(row: ServiceEntity): boolean {
    return row.type !== 'video' || this.meetings.offered(row.brand).length > 0;
  }

  private async loadPsychic(): Promise<PsychicServiceDto[]> {
    const rows = await this.activeRows('lunar', { sortOrder: 'ASC', id: 'ASC' });
    return rows.map(toPsychicServiceDto);
  }

  private activeRows(brand: BrandId, order: FindOptionsOrder<ServiceEntity>): Promise<ServiceEntity[]> {
    return this.services.find({ where: { brand, isActive: true }, order });
  }

  private invalidate(): void {
    this.coaching.invalidate();
    this.psychic.invalidate();
  }
}

function toBookable(row: ServiceEntity): BookableService {
  return { id: row.id, name: row.name, price: row.price, duration: row.duration, brand: row.brand };
}

type Listed = Pick<BookableService, 'id' | 'name' | 'price' | 'duration'>;

function listedIn(list: readonly Listed[], id: string, brand: BrandId): BookableService | null {
  const found = list.find((service) => service.id === id);
  return found ? { id: found.id, name: found.name, price: found.price, duration: found.duration, brand } : null;
}
