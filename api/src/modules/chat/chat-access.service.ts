import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { AUTH_MESSAGES, CHAT_MESSAGES, type JoinSessionPayload } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { isUuid } from '../../common/uuid';
import { AdminAuthService } from '../auth/admin-auth.service';
import type { ChatSessionEntity } from './chat-session.entity';
import { ChatSessionsService } from './chat-sessions.service';
import type { ChatParticipant } from './chat-messages.service';
import { chatClosure } from './chat-lifetime';

export interface JoinedIdentity extends ChatParticipant {
  /** The id the client used: what outgoing frames carry. */
  wireSessionId: string;
}

export type JoinDecision =
  | { ok: true; identity: JoinedIdentity }
  /** Allowed in, but the session has ended: the history may be read, nothing may be sent. */
  | { ok: true; identity: JoinedIdentity; ended: string }
  | { ok: false; message: string };

/**
 * Who may join which session (issue 4 §3, issue 15): a signed-in coach any session as the coach; a customer a
 * booking's session, or a visitor their own demo room, with its token. The sender identity used for every later
 * message is fixed here. The upgrade itself was only accepted from our own pages (ChatGateway), so an admin cookie
 * seen here was not sent by a foreign site's page.
 */
@Injectable()
export class ChatAccessService {
  constructor(
    private readonly sessions: ChatSessionsService,
    private readonly auth: AdminAuthService,
    private readonly clock: Clock,
  ) {}

  /**
   * GET /api/chat-sessions/:id, the read side of the same rule: the session's token or a signed-in coach; null for
   * "no such session" and "not yours" alike.
   */
  async readable(
    id: string,
    token: string | undefined,
    headers: IncomingHttpHeaders,
  ): Promise<ChatSessionEntity | null> {
    const session = await this.find(id);
    if (!session) return null;
    return this.sessions.verifyToken(session, token) || (await this.auth.isAdminRequest({ headers })) ? session : null;
  }

  async decide(join: JoinSessionPayload, upgrade: IncomingMessage): Promise<JoinDecision> {
    const refused = (message: string): JoinDecision => ({ ok: false, message });
    const session = await this.find(join.sessionId);
    if (!session) return refused(CHAT_MESSAGES.badToken);

    const isCoach = join.userType === 'coach';
    // A customer speaks under the booked name, whatever the frame says; a demo guest under the name they chose.
    const userName = isCoach || session.kind === 'demo' ? join.userName : session.clientName;
    if (isCoach ? !(await this.isCoach(join, upgrade)) : !this.sessions.verifyToken(session, join.token)) {
      return refused(isCoach ? AUTH_MESSAGES.authRequired : CHAT_MESSAGES.badToken);
    }

    const closure = chatClosure(session, this.clock.now());
    // An expired demo room is gone for everyone; the page makes a new one.
    if (closure?.kind === 'expired') return refused(closure.message);
    const identity: JoinedIdentity = {
      sessionUuid: session.id,
      wireSessionId: join.sessionId,
      userId: join.userId,
      userName,
      userType: join.userType,
    };
    return closure ? { ok: true, identity, ended: closure.message } : { ok: true, identity };
  }

  private async find(id: string): Promise<ChatSessionEntity | null> {
    return isUuid(id) ? this.sessions.findById(id) : null;
  }

  /**
   * The admin session cookie of the upgrade request, or an admin token sent in the frame (clients without cookies).
   * Also what lets a socket watch every session's activity (CoachSessionFeed).
   */
  async isCoach(frame: { token?: string }, upgrade: IncomingMessage): Promise<boolean> {
    if (frame.token && (await this.auth.sessionFor(frame.token))) return true;
    return this.auth.isAdminRequest({ headers: upgrade.headers });
  }
}
