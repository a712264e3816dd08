import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type CustomerEvent, effectOf, laterState } from './lifecycle';
import { UserInteractionEntity } from './user-interaction.entity';
import { UserStateEntity } from './user-state.entity';

/**
 * The customer lifecycle (SPEC §3 UserState + UserInteraction). Callers report what happened; what that does to the
 * counters and the state is decided here (lifecycle.ts effectOf). Always called with the caller's transaction, so a
 * booking or payment and its lifecycle update are written together or not at all.
 */
@Injectable()
export class CustomersService {
  async record(manager: EntityManager, event: CustomerEvent): Promise<UserStateEntity> {
    const email = event.email.trim().toLowerCase();
    // Insert-if-missing, then lock the row: concurrent events of one customer apply one after the other.
    await manager
      .createQueryBuilder()
      .insert()
      .into(UserStateEntity)
      .values({ email, name: event.name ?? null, phone: event.phone ?? null })
      .orIgnore()
      .execute();
    const state = await manager.findOneOrFail(UserStateEntity, {
      where: { email },
      lock: { mode: 'pessimistic_write' },
    });

    const amountCents = event.amountCents ?? 0;
    const effect = effectOf(event.type, amountCents);
    const nextState = laterState(state.currentState, effect.state);
    if (nextState !== state.currentState) {
      state.previousState = state.currentState;
      state.currentState = nextState;
      state.stateChangedAt = event.at;
    }
    if (event.name) state.name = event.name;
    if (event.phone) state.phone = event.phone;
    if (event.communicationPreference) state.communicationPreference = event.communicationPreference;
    state.firstInteractionAt ??= event.at;
    if (!state.lastInteractionAt || state.lastInteractionAt < event.at) state.lastInteractionAt = event.at;
    state.totalBookings += effect.bookings;
    state.totalSpent += effect.spentCents;
    state.lifetimeValue += effect.lifetimeValueCents;

    await manager.insert(UserInteractionEntity, {
      userStateId: state.id,
      interactionType: event.type,
      interactionData: { ...event.data, ...(event.serviceId ? { serviceId: event.serviceId } : {}) },
      value: amountCents,
      createdAt: event.at,
    });
    if (event.serviceId) state.preferredService = await this.mostBookedService(manager, state.id);
    return manager.save(UserStateEntity, state);
  }

  /** The service booked most often (bookings only, whatever else carries a serviceId), the latest winning a tie. */
  private async mostBookedService(manager: EntityManager, userStateId: string): Promise<string | null> {
    const rows: { service_id: string }[] = await manager.query(
      `SELECT interaction_data->>'serviceId' AS service_id
         FROM user_interaction
        WHERE user_state_id = $1 AND interaction_type = 'booking_created' AND interaction_data->>'serviceId' IS NOT NULL
        GROUP BY 1
        ORDER BY count(*) DESC, max(created_at) DESC
        LIMIT 1`,
      [userStateId],
    );
    return rows[0]?.service_id ?? null;
  }
}
