import type { IncomingMessage } from 'node:http';
import {
  CHAT_ENDED_CLOSE_CODE,
  CHAT_MESSAGES,
  CHAT_REFUSED_CLOSE_CODE,
  CHAT_WS_PATH,
  chatEndedMessage,
  serverFrame,
  type JoinSessionPayload,
  type MarkReadPayload,
  type SendMessagePayload,
  type ServerEventMap,
  type ServerEventType,
  type WatchSessionsPayload,
} from '@app/contracts';
import { type BeforeApplicationShutdown, Inject, Logger, type OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import type { Subscription } from 'rxjs';
import { WebSocket, type WebSocketServer } from 'ws';
import { isOwnOrigin, ownOrigins } from '../../common/own-origin';
import type { AppConfigService } from '../../config/app-config.module';
import { ChatAccessService, type JoinedIdentity } from './chat-access.service';
import type { ChatEventEnvelope } from './chat-events';
import { fromEventMessage } from './chat-session.mapper';
import {
  CLIENT_RATE_LIMIT_BURST,
  CLIENT_RATE_LIMIT_PER_SECOND,
  HEARTBEAT_INTERVAL_MS,
  INVALID_FRAME_EVENT,
  SESSION_RATE_LIMIT_BURST,
  SESSION_RATE_LIMIT_PER_SECOND,
  WS_MAX_PAYLOAD_BYTES,
} from './chat-gateway.constants';
import { ChatHeartbeat } from './chat-heartbeat';
import type { ChatMessageEntity } from './chat-message.entity';
import { ChatMessagesService, toWireMessage } from './chat-messages.service';
import { ChatEventsChannel } from './chat-events.channel';
import { AppMetrics } from '../metrics/app-metrics';
import { ChatRooms } from './chat-rooms';
import { clientAddressOf, KeyedBuckets } from './chat-rate-caps';
import { ChatSockets, type SocketState } from './chat-sockets';
import { CoachSessionFeed } from './coach-session-feed.service';

/**
 * The live chat socket at /ws (issue 4, DESIGN §3): JSON frames `{type, ...}` per @app/contracts chat.ts.
 * Messages are stored first, then delivered: to this instance's sockets directly, to the other instances'
 * through NOTIFY (ChatEventsChannel). Bad frames get an `error` frame; nothing a client sends can crash it.
 * A coach's console may watch every session's activity instead of joining one (CoachSessionFeed, issue 27).
 * Each socket's state, frame order and per-socket rate limit are kept by ChatSockets; this class says what frames do.
 */
@WebSocketGateway({ path: CHAT_WS_PATH, maxPayload: WS_MAX_PAYLOAD_BYTES })
export class ChatGateway
  implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect, OnModuleDestroy, BeforeApplicationShutdown
{
  private readonly logger = new Logger(ChatGateway.name);
  private readonly sockets = new ChatSockets(this.logger);
  private readonly rooms = new ChatRooms();
  private readonly heartbeat = new ChatHeartbeat();
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private readonly subscriptions: Subscription[] = [];
  /** Remote events are applied in arrival (= commit) order. */
  private fanout: Promise<void> = Promise.resolve();
  private readonly clientCaps: KeyedBuckets;
  private readonly sessionCaps: KeyedBuckets;
  @Inject(AppMetrics) private readonly metrics!: AppMetrics;

  constructor(
    private readonly access: ChatAccessService,
    private readonly messages: ChatMessagesService,
    private readonly listener: ChatEventsChannel,
    private readonly feed: CoachSessionFeed,
    @Inject(ConfigService) private readonly config: AppConfigService,
  ) {
    const scale = (n: number) => Math.max(1, Math.round(n * config.get('rateLimitMultiplier', { infer: true })));
    this.clientCaps = new KeyedBuckets(scale(CLIENT_RATE_LIMIT_BURST), scale(CLIENT_RATE_LIMIT_PER_SECOND));
    this.sessionCaps = new KeyedBuckets(scale(SESSION_RATE_LIMIT_BURST), scale(SESSION_RATE_LIMIT_PER_SECOND));
  }

  afterInit(server: WebSocketServer): void {
    // Cross-site WebSocket hijacking: browsers attach cookies (the admin session) to a WebSocket handshake from any
    // page and no CORS applies to it, so a handshake sent from a page that is not ours is refused before it opens.
    // ws reads `verifyClient` from its options at every upgrade; the decorator's options cannot reach the config.
    const own = ownOrigins({
      publicUrl: this.config.get('publicUrl', { infer: true }),
      corsOrigins: this.config.get('corsOrigins', { infer: true }),
    });
    server.options.verifyClient = (info, done) =>
      isOwnOrigin(info.req.headers, own) ? done(true) : done(false, 403, 'Forbidden');

    this.heartbeatTimer = setInterval(() => {
      this.heartbeat.tick();
      this.clientCaps.prune();
      this.sessionCaps.prune();
    }, HEARTBEAT_INTERVAL_MS);
    this.heartbeatTimer.unref();
    this.subscriptions.push(
      this.listener.events$.subscribe((envelope) => this.serially(() => this.applyRemote(envelope))),
      this.listener.resynced$.subscribe(() => this.serially(() => this.resendHistories())),
    );
  }

  onModuleDestroy(): void {
    clearInterval(this.heartbeatTimer);
    this.subscriptions.forEach((s) => s.unsubscribe());
  }

  /** A graceful stop (api/src/lifecycle): sockets close with the restart code once their frames are stored. */
  beforeApplicationShutdown(): Promise<void> {
    return this.sockets.closeForRestart();
  }

  handleConnection(socket: WebSocket, upgrade: IncomingMessage): void {
    this.metrics.trackSocket(socket);
    this.sockets.open(socket, upgrade, clientAddressOf(upgrade, this.config.get('trustProxy', { infer: true })));
    this.heartbeat.track(socket);
  }

  handleDisconnect(socket: WebSocket): void {
    this.feed.unwatch(socket);
    this.rooms.leave(socket);
    this.sockets.forget(socket);
  }

  @SubscribeMessage('join_session')
  onJoin(@ConnectedSocket() socket: WebSocket, @MessageBody() frame: JoinSessionPayload): void {
    this.sockets.enqueue(socket, (state) => this.join(socket, state, frame));
  }

  @SubscribeMessage('send_message')
  onSend(@ConnectedSocket() socket: WebSocket, @MessageBody() frame: SendMessagePayload): void {
    this.sockets.enqueue(socket, (state) => this.sendMessage(socket, state, frame));
  }

  @SubscribeMessage('mark_read')
  onMarkRead(@ConnectedSocket() socket: WebSocket, @MessageBody() frame: MarkReadPayload): void {
    this.sockets.enqueue(socket, (state) => this.markRead(socket, state, frame));
  }

  @SubscribeMessage('watch_sessions')
  onWatch(@ConnectedSocket() socket: WebSocket, @MessageBody() frame: WatchSessionsPayload): void {
    this.sockets.enqueue(socket, (state) => this.feed.watch(socket, state.upgrade, frame));
  }

  @SubscribeMessage(INVALID_FRAME_EVENT)
  onInvalid(@ConnectedSocket() socket: WebSocket, @MessageBody() frame: { message: string }): void {
    this.sockets.enqueue(socket, async () => this.send(socket, 'error', { message: frame.message }));
  }

  // ---- handlers ----------------------------------------------------------------------------------------

  private async join(socket: WebSocket, state: SocketState, frame: JoinSessionPayload): Promise<void> {
    const decision = await this.access.decide(frame, state.upgrade);
    if (!decision.ok) {
      this.send(socket, 'error', { message: decision.message });
      socket.close(CHAT_REFUSED_CLOSE_CODE, decision.message);
      return;
    }
    const identity = decision.identity;
    await this.feed.joined(identity, this.messages.instanceId);
    if ('ended' in decision) {
      // An ended session's conversation stays readable; then the client is told why it cannot write, and the close
      // code says "final" (no reconnect loop).
      const history = await this.messages.history(identity.sessionUuid);
      this.send(socket, 'message_history', { messages: history.map((m) => toWireMessage(m, identity.wireSessionId)) });
      return this.endFor(socket, decision.ended);
    }
    state.joined = identity;
    this.rooms.join(socket, identity.sessionUuid);
    const history = await this.messages.history(identity.sessionUuid);
    this.send(socket, 'message_history', { messages: history.map((m) => toWireMessage(m, identity.wireSessionId)) });
  }

  private endFor(socket: WebSocket, message: string): void {
    this.send(socket, 'error', { message });
    this.rooms.leave(socket);
    const state = this.sockets.get(socket);
    if (state) state.joined = null;
    socket.close(CHAT_ENDED_CLOSE_CODE, message);
  }

  private async sendMessage(socket: WebSocket, state: SocketState, frame: SendMessagePayload): Promise<void> {
    const me = this.joinedTo(state, frame.sessionId);
    if (!me) return this.send(socket, 'error', { message: CHAT_MESSAGES.notJoined });
    // Messages are capped per client address and per session too: more sockets do not buy more messages.
    if (!this.clientCaps.take(state.client) || !this.sessionCaps.take(me.sessionUuid))
      return this.send(socket, 'error', { message: CHAT_MESSAGES.rateLimited });
    // The sender is who joined, not who the frame claims to be (a client cannot post as the coach).
    const result = await this.messages.append(me, frame.message);
    if (!result.ok) {
      if (result.final) return this.endFor(socket, result.message);
      return this.send(socket, 'error', { message: result.message });
    }
    this.deliverMessage(me.sessionUuid, result.message);
  }

  private async markRead(socket: WebSocket, state: SocketState, frame: MarkReadPayload): Promise<void> {
    const me = this.joinedTo(state, frame.sessionId);
    if (!me) return this.send(socket, 'error', { message: CHAT_MESSAGES.notJoined });
    const changed = await this.messages.markRead(me, frame.messageIds);
    if (changed.length > 0) this.deliverRead(me.sessionUuid, changed, me.userType);
    if (me.userType === 'coach')
      await this.feed.coachRead(me.sessionUuid, frame.messageIds ?? null, this.messages.instanceId);
  }

  // ---- fan-out from other instances -------------------------------------------------------------------

  private async applyRemote({ origin, event }: ChatEventEnvelope): Promise<void> {
    if (origin === this.messages.instanceId) return;
    if (event.kind === 'seen') return this.feed.changed(event.sessionUuid);
    if (this.rooms.socketsIn(event.sessionUuid).size === 0) {
      // The coach's lists hear of every message, whether or not this instance has sockets in its room.
      if (event.kind === 'message') this.feed.changed(event.sessionUuid);
      return;
    }
    if (event.kind === 'read') return this.deliverRead(event.sessionUuid, event.messageIds, event.readerType);
    if (event.kind === 'ended') {
      for (const peer of [...this.rooms.socketsIn(event.sessionUuid)])
        this.endFor(peer, chatEndedMessage(event.reason));
      return;
    }
    // The payload carries the message (no read back) unless it was too long for NOTIFY.
    const stored = event.message
      ? fromEventMessage(event.sessionUuid, event.message)
      : await this.messages.findById(event.messageId);
    // Gone already: its demo room was pruned between commit and now.
    if (stored) this.deliverMessage(event.sessionUuid, stored);
  }

  /** After the listener was down, events may be lost: a fresh history replaces every open client's list. */
  private async resendHistories(): Promise<void> {
    for (const sessionUuid of this.rooms.sessions()) {
      const history = await this.messages.history(sessionUuid);
      for (const peer of this.rooms.socketsIn(sessionUuid)) {
        const wire = this.sockets.get(peer)?.joined?.wireSessionId;
        if (wire) this.send(peer, 'message_history', { messages: history.map((m) => toWireMessage(m, wire)) });
      }
    }
  }

  /**
   * To every socket in the session, under the session id each one joined with. Sockets that joined alike share one
   * encoded frame: a session's sockets nearly always did, so a message is encoded once, not once per socket.
   */
  private deliverMessage(sessionUuid: string, stored: ChatMessageEntity): void {
    const frames = new Map<string, Buffer>();
    let reachedCustomer = false;
    for (const peer of this.rooms.socketsIn(sessionUuid)) {
      const joined = this.sockets.get(peer)?.joined;
      const wire = joined?.wireSessionId;
      if (!wire || peer.readyState !== WebSocket.OPEN) continue;
      reachedCustomer ||= joined.userType === 'client';
      let frame = frames.get(wire);
      if (!frame) {
        frame = Buffer.from(serverFrame('new_message', { message: toWireMessage(stored, wire) }));
        frames.set(wire, frame);
      }
      peer.send(frame, { binary: false });
    }
    this.feed.delivered(sessionUuid, stored, reachedCustomer);
  }

  private deliverRead(sessionUuid: string, messageIds: string[], readerType: JoinedIdentity['userType']): void {
    for (const peer of this.rooms.socketsIn(sessionUuid)) {
      const wire = this.sockets.get(peer)?.joined?.wireSessionId;
      if (wire) this.send(peer, 'messages_read', { sessionId: wire, messageIds, readerType });
    }
  }

  // ---- plumbing ----------------------------------------------------------------------------------------

  private serially(task: () => Promise<void>): void {
    this.fanout = this.fanout.then(task).catch((error: unknown) => {
      this.logger.error(error instanceof Error ? error.stack : String(error));
    });
  }

  private joinedTo(state: SocketState, sessionId: string): JoinedIdentity | null {
    return state.joined && state.joined.wireSessionId === sessionId ? state.joined : null;
  }

  private send<K extends ServerEventType>(socket: WebSocket, type: K, payload: ServerEventMap[K]): void {
    if (socket.readyState === WebSocket.OPEN) socket.send(serverFrame(type, payload));
  }
}
