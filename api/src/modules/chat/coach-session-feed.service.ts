import type { IncomingMessage } from 'node:http';
import { AUTH_MESSAGES, CHAT_REFUSED_CLOSE_CODE, serverFrame, type WatchSessionsPayload } from '@app/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { WebSocket } from 'ws';
import { isUuid } from '../../common/uuid';
import { ChatAccessService, type JoinedIdentity } from './chat-access.service';
import { ChatActivityService } from './chat-activity.service';
import type { ChatMessageEntity } from './chat-message.entity';

/**
 * The coach's session list, live (issue 27, DESIGN §3 "Chat reaches people who are not looking"). A signed-in coach's
 * socket watches every session; whenever a session gets a message or the coach's read mark moves — on this instance,
 * or on another one (told through NOTIFY) — it gets that session's entry as it is now: unread count and last message.
 * Entries are read from the database after the change committed, so every instance sends the same numbers; changes
 * that arrive together are read in one query, and in order, so a list never goes back to an older entry.
 *
 * It also keeps the marks the rules need: the coach's "read up to" mark (opening a conversation, reading in it) and
 * when the customer was last connected (joining, or having a coach reply delivered to their socket).
 */
@Injectable()
export class CoachSessionFeed {
  private readonly logger = new Logger(CoachSessionFeed.name);
  private readonly watchers = new Set<WebSocket>();
  private readonly pending = new Set<string>();
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly access: ChatAccessService,
    private readonly activity: ChatActivityService,
  ) {}

  /** Only a coach may watch; anyone else is told why and closed with the "do not retry" code. */
  async watch(socket: WebSocket, upgrade: IncomingMessage, frame: WatchSessionsPayload): Promise<void> {
    if (!(await this.access.isCoach(frame, upgrade))) {
      send(socket, serverFrame('error', { message: AUTH_MESSAGES.authRequired }));
      socket.close(CHAT_REFUSED_CLOSE_CODE, AUTH_MESSAGES.authRequired);
      return;
    }
    this.watchers.add(socket);
    send(socket, serverFrame('sessions_watched', {}));
  }

  unwatch(socket: WebSocket): void {
    this.watchers.delete(socket);
  }

  /** After a join is accepted, before its history is sent: the coach has now seen the conversation. */
  async joined(identity: JoinedIdentity, origin: string): Promise<void> {
    if (identity.userType === 'coach') return this.coachRead(identity.sessionUuid, null, origin);
    await this.activity.markClientSeen(identity.sessionUuid);
  }

  /** A coach's mark_read: the mark moves up to those messages (or everything when none are named). */
  async coachRead(sessionUuid: string, messageIds: readonly string[] | null, origin: string): Promise<void> {
    const ids = messageIds?.filter((id) => isUuid(id)) ?? null;
    if (ids?.length === 0) return;
    if (await this.activity.markCoachRead(sessionUuid, ids, origin)) this.changed(sessionUuid);
  }

  /**
   * A message reached this instance's sockets. A coach reply that reached a customer's socket has been seen by them
   * (no e-mail about it); that write waits for nothing the sender waits for.
   */
  delivered(sessionUuid: string, stored: ChatMessageEntity, reachedCustomer: boolean): void {
    this.changed(sessionUuid);
    if (stored.senderType !== 'coach' || !reachedCustomer) return;
    this.activity.markClientSeen(sessionUuid, stored.id).catch((error: unknown) => this.log(error));
  }

  /** Something in the session changed: its entry goes to every watcher here (when there is one). */
  changed(sessionUuid: string): void {
    if (this.watchers.size === 0) return;
    this.pending.add(sessionUuid);
    this.flushing = this.flushing.then(() => this.flush()).catch((error: unknown) => this.log(error));
  }

  private async flush(): Promise<void> {
    if (this.pending.size === 0 || this.watchers.size === 0) return this.pending.clear();
    const ids = [...this.pending];
    this.pending.clear();
    const summaries = await this.activity.summaries(ids);
    for (const [sessionId, summary] of summaries) {
      const frame = Buffer.from(serverFrame('session_activity', { sessionId, ...summary }));
      for (const socket of this.watchers) send(socket, frame);
    }
  }

  private log(error: unknown): void {
    this.logger.error(error instanceof Error ? error.stack : String(error));
  }
}

function send(socket: WebSocket, frame: string | Buffer): void {
  if (socket.readyState === WebSocket.OPEN) socket.send(frame, { binary: false });
}
