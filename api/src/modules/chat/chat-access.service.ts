import type { IncomingMessage } from 'node:http';
import { AUTH_MESSAGES, CHAT_MESSAGES, type JoinSessionPayload } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { AdminAuthService } from '../auth/admin-auth.service';
import { ChatSessionsService } from './chat-sessions.service';
import type { ChatParticipant } from './chat-messages.service';
import { chatClosure } from './chat-lifetime';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

  async decide(join: JoinSessionPayload, upgrade: IncomingMessage): Promise<JoinDecision> {
    const refused = (message: string): JoinDecision => ({ ok: false, message });
    const session = UUID.test(join.sessionId) ? await this.sessions.findById(join.sessionId) : null;
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

  /** The admin session cookie of the upgrade request, or an admin token sent in the join (clients without cookies). */
  private async isCoach(join: JoinSessionPayload, upgrade: IncomingMessage): Promise<boolean> {
    if (join.token && (await this.auth.sessionFor(join.token))) return true;
    return this.auth.isAdminRequest({ headers: upgrade.headers } as Parameters<AdminAuthService['isAdminRequest']>[0]);
  }
}
