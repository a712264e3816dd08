import { randomBytes, randomUUID } from 'node:crypto';
import {
  CHAT_LIFETIME_MESSAGES,
  DEMO_ROOM_IDLE_HOURS,
  DEMO_ROOM_TTL_HOURS,
  type DemoChatRoomDto,
} from '@app/contracts';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { IntervalJob } from '../../common/interval-job';
import type { AppConfigService } from '../../config/app-config.module';
import { ChatMessageEntity } from './chat-message.entity';
import { ChatSessionEntity } from './chat-session.entity';
import { hashChatToken } from './chat-sessions.service';
import { DEMO_PRUNE_INTERVAL_MS, demoExpiresAt } from './chat-lifetime';

/** What the demo room shows as its service (the page's h1 says the same). */
export const DEMO_ROOM_SERVICE_NAME = 'Live Chat Demo';

/**
 * Private demo rooms (issue 15, DESIGN §3 "Demo chat"): every /chat-session visitor (and every /test-chat page) gets a
 * room of its own, joined like a booking's session with the token handed out here once, so nothing written in one is
 * visible anywhere else. Rooms expire (chat-lifetime.ts) and are deleted, messages and all.
 */
@Injectable()
export class ChatDemoRoomsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ChatDemoRoomsService.name);
  /** A failed prune is only a warning: every new room prunes first anyway. */
  private readonly job = new IntervalJob({
    name: 'Demo room pruning',
    everyMs: DEMO_PRUNE_INTERVAL_MS,
    logger: this.logger,
    failureLevel: 'warn',
    run: () => this.prune(),
  });

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ConfigService) private readonly config: AppConfigService,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.job.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.job.stop();
  }

  /** A new room with the coach's automated greeting as its first (stored) message. */
  async create(): Promise<DemoChatRoomDto> {
    await this.prune();
    const id = randomUUID();
    const token = randomBytes(24).toString('base64url');
    const coachName = this.config.get('brands', { infer: true }).coaching.coachName;
    const now = this.clock.now();
    const room = await this.dataSource.transaction(async (manager) => {
      await manager.insert(ChatSessionEntity, {
        id,
        kind: 'demo',
        bookingId: null,
        brand: 'coaching',
        coachId: 'coach:coaching',
        clientId: `demo:${id}`,
        clientName: 'Guest',
        serviceName: DEMO_ROOM_SERVICE_NAME,
        platform: 'live-chat',
        status: 'active',
        tokenHash: hashChatToken(token),
        scheduledAt: null,
        startedAt: now,
        lastMessageAt: now,
        createdAt: now,
      });
      await manager.insert(ChatMessageEntity, {
        id: randomUUID(),
        sessionId: id,
        senderId: 'coach:coaching',
        senderName: coachName,
        senderType: 'coach',
        message: CHAT_LIFETIME_MESSAGES.demoGreeting,
        isRead: false,
        createdAt: now,
      });
      return manager.findOneByOrFail(ChatSessionEntity, { id });
    });
    return { sessionId: id, token, expiresAt: demoExpiresAt(room).toISOString() };
  }

  /** Deletes expired demo rooms; their messages go with them (ON DELETE CASCADE). */
  async prune(): Promise<number> {
    const [, affected] = await this.dataSource.query<[unknown, number]>(
      `DELETE FROM chat_session
        WHERE kind = 'demo'
          AND (created_at <= $1::timestamptz - make_interval(hours => $2)
               OR coalesce(last_message_at, created_at) <= $1::timestamptz - make_interval(hours => $3))`,
      [this.clock.now(), DEMO_ROOM_TTL_HOURS, DEMO_ROOM_IDLE_HOURS],
    );
    return affected;
  }
}
