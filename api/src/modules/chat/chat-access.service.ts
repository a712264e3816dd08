import type { IncomingMessage } from 'node:http';
import { AUTH_MESSAGES, CHAT_MESSAGES, DEMO_CHAT_SESSION_ID, type JoinSessionPayload } from '@app/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AppConfigService } from '../../config/app-config.module';
import { AdminAuthService } from '../auth/admin-auth.service';
import { ChatSessionsService } from './chat-sessions.service';
import { ChatMessagesService, type ChatParticipant } from './chat-messages.service';
import { DEMO_CHAT_SESSION_UUID } from './chat-gateway.constants';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface JoinedIdentity extends ChatParticipant {
  /** The id the client used (DEMO_CHAT_SESSION_ID for the demo): what outgoing frames carry. */
  wireSessionId: string;
}

export type JoinDecision = { ok: true; identity: JoinedIdentity } | { ok: false; message: string };

/**
 * Who may join which session (issue 4 §3): a signed-in coach any session as the coach; a customer a booking's
 * session with its token; anyone the sandboxed demo as a client. The sender identity used for every later
 * message is fixed here.
 */
@Injectable()
export class ChatAccessService {
  constructor(
    private readonly sessions: ChatSessionsService,
    private readonly auth: AdminAuthService,
    private readonly messages: ChatMessagesService,
    @Inject(ConfigService) private readonly config: AppConfigService,
  ) {}

  async decide(join: JoinSessionPayload, upgrade: IncomingMessage): Promise<JoinDecision> {
    const refused = (message: string): JoinDecision => ({ ok: false, message });
    const isDemo = join.sessionId === DEMO_CHAT_SESSION_ID;
    const session = isDemo ? null : UUID.test(join.sessionId) ? await this.sessions.findById(join.sessionId) : null;
    if (!isDemo && !session) return refused(CHAT_MESSAGES.badToken);
    if (isDemo) await this.messages.ensureDemoSession();

    const identity = (userName: string): JoinDecision => ({
      ok: true,
      identity: {
        sessionUuid: isDemo ? DEMO_CHAT_SESSION_UUID : session!.id,
        wireSessionId: join.sessionId,
        userId: join.userId,
        userName,
        userType: join.userType,
      },
    });

    if (join.userType === 'coach') {
      return (await this.isCoach(join, upgrade)) ? identity(join.userName) : refused(AUTH_MESSAGES.authRequired);
    }
    if (isDemo) return identity(join.userName);
    // A customer speaks under the booked name, whatever the frame says.
    return this.sessions.verifyToken(session!, join.token) ? identity(session!.clientName) : refused(CHAT_MESSAGES.badToken);
  }

  /**
   * The admin session cookie of the upgrade request, or an admin token sent in the join frame (for clients
   * that cannot set cookies). The cookie only counts when the page that opened the socket is ours: browsers
   * attach cookies to cross-site WebSocket handshakes, and no CORS check applies to them.
   */
  private async isCoach(join: JoinSessionPayload, upgrade: IncomingMessage): Promise<boolean> {
    if (join.token && (await this.auth.sessionFor(join.token))) return true;
    if (!this.originAllowed(upgrade)) return false;
    return this.auth.isAdminRequest({ headers: upgrade.headers } as Parameters<AdminAuthService['isAdminRequest']>[0]);
  }

  private originAllowed(upgrade: IncomingMessage): boolean {
    const origin = upgrade.headers.origin;
    // No Origin: not a browser page (a server-side client), so no ambient-cookie attack to defend against.
    if (!origin) return true;
    const host = upgrade.headers.host;
    if (host && (origin === `http://${host}` || origin === `https://${host}`)) return true;
    return this.config.get('corsOrigins', { infer: true }).includes(origin);
  }
}
