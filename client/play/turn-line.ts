// The play view's turn line: whose turn it is, in words. While a stand-in bot plays this viewer's
// seat (online: the seat's time ran out or its player left the table), the seat's turn is not
// "Your turn": the stand-in is playing it until the player takes the seat back. Before every seat
// of an online table is taken, nobody's turn: the table waits for players.
import type { TFunction } from 'i18next';

export interface TurnLineInput {
  gameover: boolean;
  /** This viewer's seat must act now (the stand-in's turn included). */
  seatToAct: boolean;
  /** A stand-in bot plays this viewer's seat. */
  standIn: boolean;
  /** Seats whose bot is thinking now; the seats that must act; names by seat. */
  thinking: string[];
  active: string[];
  names: Record<string, string>;
  /** An online table with seats not taken yet: nobody moves before they are. */
  waitingForPlayers?: { taken: number; seats: number } | null;
}

export function turnLine(o: TurnLineInput, t: TFunction): string {
  if (o.gameover) return t('play.gameOver');
  if (o.waitingForPlayers) return t('play.waitingForPlayers', o.waitingForPlayers);
  if (o.seatToAct && o.standIn) return t('play.standInTurn');
  if (o.seatToAct) return t('play.yourTurn');
  if (o.thinking.length) return t('play.thinking', { name: o.thinking.map((s) => o.names[s]).join(', ') });
  if (o.active.length === 1) return t('play.waitingFor', { name: o.names[o.active[0]] ?? o.active[0] });
  return t('play.waitingForMany', { names: o.active.map((s) => o.names[s] ?? s).join(', ') });
}
