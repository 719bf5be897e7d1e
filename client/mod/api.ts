// Reports and the moderators' API (server/mod/routes.ts).
import { request } from '../lobby-api';

export const REPORT_REASONS = ['abuse', 'spam', 'cheating', 'name', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export interface Report {
  id: string;
  reporter: string;
  name: string;
  /** The author is a guest seat (no account): `name` is the seat's, which an account may bear too. */
  guest: boolean;
  matchID: string | null;
  messageId: string | null;
  reason: string;
  text: string;
  at: number;
  message: { text: string; name: string; at: number; deleted: boolean } | null;
}

export interface LogEntry {
  id: string;
  at: number;
  moderator: string;
  action: string;
  name: string | null;
  detail: string;
}

export const modApi = {
  report: (r: { name?: string; matchID?: string; messageId?: string; reason: ReportReason; text: string }) =>
    request<{ id: string }>('POST', '/api/reports', r),
  reports: () => request<Report[]>('GET', '/api/mod/reports'),
  close: (id: string) => request<void>('POST', `/api/mod/reports/${encodeURIComponent(id)}/close`, {}),
  deleteMessage: (id: string) => request<void>('DELETE', `/api/mod/messages/${encodeURIComponent(id)}`),
  mute: (name: string, minutes: number, reason: string) =>
    request<void>('POST', '/api/mod/mutes', { name, minutes, reason }),
  /** Mute the author of a message: its account, or the guest seat it was written from. */
  muteAuthor: (messageId: string, minutes: number, reason: string) =>
    request<void>('POST', '/api/mod/mutes', { messageId, minutes, reason }),
  suspend: (name: string, reason: string) => request<void>('POST', '/api/mod/suspensions', { name, reason }),
  unsuspend: (name: string) => request<void>('DELETE', `/api/mod/suspensions/${encodeURIComponent(name)}`),
  log: () => request<LogEntry[]>('GET', '/api/mod/log'),
  amModerator: () => request<{ moderator: boolean }>('GET', '/api/me/moderator'),
};
