// Table options of an online table besides its pace (server/clock/pace.ts), chosen when it is
// created (POST /api/tables) and kept in the match metadata as `tableOptions`, so the Lobby's
// match data (GET /games/:name/:id) shows them to every client:
//   hints   true: each seated player may ask for a hint (the Normal bot's move, thought out in that
//           player's own browser from that player's own view; nothing secret leaves the server).
//           Off when absent.
//   invitedOnly  true: only accounts invited to the table (server/social/) and its creator sit
//           there; the table is never listed. Kept only when true (absent: anyone with the link).
import type { Server } from 'boardgame.io';
import type { RoundhouseStoreBase } from '../storage/base';

export interface TableOptions {
  hints: boolean;
  invitedOnly?: boolean;
}

export const DEFAULT_TABLE_OPTIONS: TableOptions = { hints: false };

/** The options a create body asks for, or the reason they cannot be used (a 400 for the client). */
export function parseTableOptions(
  body: Record<string, unknown>,
): { ok: true; options: TableOptions } | { ok: false; error: string } {
  const hints = body.hints === undefined ? false : body.hints;
  if (typeof hints !== 'boolean') return { ok: false, error: 'hints must be true or false' };
  const invitedOnly = body.invitedOnly === undefined ? false : body.invitedOnly;
  if (typeof invitedOnly !== 'boolean') return { ok: false, error: 'invitedOnly must be true or false' };
  return { ok: true, options: invitedOnly ? { hints, invitedOnly } : { hints } };
}

/** A match's options (a match created without them, e.g. through the Lobby's own create: defaults). */
export function tableOptionsOf(metadata: Server.MatchData | undefined): TableOptions {
  const o = (metadata as { tableOptions?: Partial<TableOptions> } | undefined)?.tableOptions;
  return o?.invitedOnly === true ? { hints: o?.hints === true, invitedOnly: true } : { hints: o?.hints === true };
}

export function withTableOptions(metadata: Server.MatchData, options: TableOptions): Server.MatchData {
  return Object.assign(metadata, { tableOptions: options });
}

/** "Play again": the next match keeps the table's options. */
export async function copyTableOptions(
  store: Pick<RoundhouseStoreBase, 'fetch' | 'setMetadata'>,
  fromMatchID: string,
  toMatchID: string,
): Promise<void> {
  const [{ metadata: from }, { metadata: to }]: { metadata?: Server.MatchData }[] = await Promise.all([
    store.fetch(fromMatchID, { metadata: true }),
    store.fetch(toMatchID, { metadata: true }),
  ]);
  if (!from || !to || !(from as { tableOptions?: unknown }).tableOptions) return;
  await store.setMetadata(toMatchID, withTableOptions(to, tableOptionsOf(from)));
}
