import type { WebSocket } from 'ws';

/** Which of this instance's sockets are in which session (one room per conversation). */
export class ChatRooms {
  private readonly rooms = new Map<string, Set<WebSocket>>();
  private readonly roomOf = new Map<WebSocket, string>();

  join(socket: WebSocket, sessionUuid: string): void {
    this.leave(socket);
    let room = this.rooms.get(sessionUuid);
    if (!room) this.rooms.set(sessionUuid, (room = new Set()));
    room.add(socket);
    this.roomOf.set(socket, sessionUuid);
  }

  leave(socket: WebSocket): void {
    const sessionUuid = this.roomOf.get(socket);
    if (sessionUuid === undefined) return;
    this.roomOf.delete(socket);
    const room = this.rooms.get(sessionUuid);
    room?.delete(socket);
    if (room?.size === 0) this.rooms.delete(sessionUuid);
  }

  socketsIn(sessionUuid: string): ReadonlySet<WebSocket> {
    return this.rooms.get(sessionUuid) ?? new Set();
  }

  /** Sessions with at least one socket here. */
  sessions(): string[] {
    return [...this.rooms.keys()];
  }
}
