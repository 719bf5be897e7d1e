// The social routes (server/social/routes.ts): follows, blocks, invitations and the inbox.
import { request } from '../lobby-api';

export interface Follow {
  name: string;
  online: boolean;
  playing: boolean;
}

export interface InboxItem {
  id: string;
  type: 'invite';
  from: string;
  matchID: string;
  gameId: string;
  at: number;
}

/** An open invitation of a table, as its seated players see it. */
export interface TableInvite {
  id: string;
  name: string;
  playerID: string;
  at: number;
  /** When it lapses and its seat is free again. */
  until: number;
}

const named = (base: string, name: string) => `${base}/${encodeURIComponent(name)}`;

export const socialApi = {
  follows: () => request<Follow[]>('GET', '/api/me/follows'),
  follow: (name: string) => request<void>('POST', named('/api/me/follows', name), {}),
  unfollow: (name: string) => request<void>('DELETE', named('/api/me/follows', name)),
  blocks: () => request<{ name: string }[]>('GET', '/api/me/blocks'),
  block: (name: string) => request<void>('POST', named('/api/me/blocks', name), {}),
  unblock: (name: string) => request<void>('DELETE', named('/api/me/blocks', name)),
  inbox: () => request<InboxItem[]>('GET', '/api/me/inbox'),
  accept: (id: string) =>
    request<{ matchID: string; playerID: string; credentials: string }>(
      'POST',
      `/api/me/inbox/${encodeURIComponent(id)}/accept`,
      {},
    ),
  decline: (id: string) => request<void>('POST', `/api/me/inbox/${encodeURIComponent(id)}/decline`, {}),
  invite: (matchID: string, name: string) =>
    request<{ id: string; matchID: string; playerID: string }>(
      'POST',
      `/api/tables/${encodeURIComponent(matchID)}/invites`,
      { name },
    ),
  tableInvites: (matchID: string) =>
    request<TableInvite[]>('GET', `/api/tables/${encodeURIComponent(matchID)}/invites`),
  withdraw: (matchID: string, id: string) =>
    request<void>('DELETE', `/api/tables/${encodeURIComponent(matchID)}/invites/${encodeURIComponent(id)}`),
};
