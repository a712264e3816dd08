import {
  BRAND_IDS,
  type BrandHoursDto,
  type BrandId,
  businessDate,
  type HoursSavedDto,
  type WeeklyHoursRequest,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { DomainEvents } from '../domain-events/domain-events';
import { BusinessHoursRepository } from './business-hours.repository';
import { SlotGeneratorService } from './slot-generator.service';
import { toBrandHoursDto, weekFromRequest } from './weekly-hours';

/**
 * Each brand's weekly hours, as the coach edits them (issue 27, DESIGN §3: "future free slots follow; booked ones
 * never move"). A change and the slots it implies commit together, so no replica ever offers a slot of the old
 * hours after the answer, and the slots_changed NOTIFY of that commit drops every replica's cached list.
 */
@Injectable()
export class BusinessHoursService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hours: BusinessHoursRepository,
    private readonly generator: SlotGeneratorService,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
  ) {}

  async list(): Promise<BrandHoursDto[]> {
    const manager = this.dataSource.manager;
    return Promise.all(BRAND_IDS.map(async (brand) => toBrandHoursDto(brand, await this.hours.week(manager, brand))));
  }

  /**
   * Saves the week, then brings today … today + 6 in line with it: free slots follow, booked ones stay. Times that
   * wider hours open are announced in the same transaction (the waitlist tells whoever waits for those days).
   */
  async update(brand: BrandId, request: WeeklyHoursRequest): Promise<HoursSavedDto> {
    const now = this.clock.now();
    const week = weekFromRequest(request);
    const changes = await this.dataSource.transaction(async (manager) => {
      await this.hours.save(manager, brand, week, now);
      const reconciled = await this.generator.reconcile(manager, brand, businessDate(now));
      if (reconciled.opened.length > 0)
        await this.events.publish(manager, 'slots.opened', { brand, slotIds: reconciled.opened });
      return reconciled;
    });
    return {
      hours: toBrandHoursDto(brand, week),
      slotsAdded: changes.added,
      slotsRemoved: changes.removed,
      bookingsKept: changes.kept,
    };
  }
}
