/**
 * Numbers of the live chat gateway (issue 4). The wire contract (frames, size caps, reconnect delay) lives in
 * @app/contracts chat.ts; these are server-side policy.
 */

/** message_history sends the latest this many messages (oldest first). */
export const HISTORY_LIMIT = 200;

/** Hard cap the ws library enforces (it closes with 1009 above it); frames above MAX_CHAT_FRAME_BYTES but
 * below this get an error frame instead, which tells a buggy client what went wrong. */
export const WS_MAX_PAYLOAD_BYTES = 64 * 1024;

/** Token bucket per socket: bursts of 10 frames, 2 a second sustained — plenty for a person typing. */
export const RATE_LIMIT_BURST = 10;
export const RATE_LIMIT_PER_SECOND = 2;
/**
 * Messages (send_message) of every socket of one client address (a person's tabs, a household behind one router),
 * and of every socket in one session: opening more sockets does not buy more messages. Scaled by
 * RATE_LIMIT_MULTIPLIER like the HTTP limits (load tests send from one address). Per instance: each replica counts
 * what reaches it. Other frames (joins, read receipts) are cheap and capped per socket.
 */
export const CLIENT_RATE_LIMIT_BURST = 30;
export const CLIENT_RATE_LIMIT_PER_SECOND = 5;
export const SESSION_RATE_LIMIT_BURST = 20;
export const SESSION_RATE_LIMIT_PER_SECOND = 4;
/** A socket that keeps hammering after being told to slow down is closed (1008 policy violation). */
export const RATE_LIMIT_MAX_STRIKES = 50;

/** Ping every 30 s; a socket that has not answered the previous ping is terminated. */
export const HEARTBEAT_INTERVAL_MS = 30_000;

/** Postgres LISTEN/NOTIFY channel that carries chat events between API instances. */
export const CHAT_NOTIFY_CHANNEL = 'chat_events';
/** NOTIFY payloads must stay under 8000 bytes: read receipts are split into batches of this many ids. */
export const NOTIFY_READ_BATCH = 100;

/** Frames the parser could not accept reach the gateway under this event, to be answered with an error frame. */
export const INVALID_FRAME_EVENT = '__invalid_frame';
