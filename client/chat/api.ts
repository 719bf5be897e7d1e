// The table chat's routes (server/chat/routes.ts): the same the board and any other client use.
import { request } from '../lobby-api';

export type Room = 'players' | 'spectators';

export interface ChatMessage {
  id: string;
  /** The seat's playerID; null for a spectator. */
  seat: string | null;
  name: string;
  text: string;
  at: number;
}

const base = (matchID: string) => `/api/matches/${encodeURIComponent(matchID)}/chat`;
const roomQuery = (room: Room) => (room === 'spectators' ? '?room=spectators' : '');

export const chatApi = {
  list: (matchID: string, room: Room) => request<ChatMessage[]>('GET', base(matchID) + roomQuery(room)),
  /** A seat writes with its credentials; a signed-in spectator without. */
  post: (matchID: string, text: string, as: { playerID: string; credentials: string } | { room: 'spectators' }) =>
    request<ChatMessage>('POST', base(matchID), { text, ...as }),
  /** New messages and deletions as they happen (server-sent events). */
  stream(
    matchID: string,
    room: Room,
    on: { message(m: ChatMessage): void; delete(id: string): void; open?(): void },
  ): () => void {
    if (typeof EventSource === 'undefined') return () => undefined;
    const es = new EventSource(`${base(matchID)}/stream${roomQuery(room)}`);
    // after a reconnection the room is read again: messages may have come meanwhile
    let opened = false;
    es.addEventListener('open', () => {
      if (opened) on.open?.();
      opened = true;
    });
    es.addEventListener('message', (e) => {
      try {
        on.message(JSON.parse((e as MessageEvent).data));
      } catch {
        /* not a message */
      }
    });
    es.addEventListener('delete', (e) => {
      try {
        on.delete(JSON.parse((e as MessageEvent).data).id);
      } catch {
        /* not a deletion */
      }
    });
    return () => es.close();
  },
};

export const TEXT_MAX = 300;
