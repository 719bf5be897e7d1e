// Playing toy-cards matches to their end over sockets for the rating tests.
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { activeSeats } from '../../../games/common/match';
import { toyCards } from '../../fixtures/toy-cards';
import { until } from '../harness';

export function seatClient(base: string, matchID: string, playerID: string, credentials: string) {
  const c = Client({
    game: toyCards.game,
    multiplayer: SocketIO({ server: base }),
    matchID,
    playerID,
    credentials,
    debug: false,
  });
  c.start();
  return c;
}

/** Play a toy-cards match to its end, each seat through its own client (first legal move). */
export async function playToEnd(base: string, matchID: string, creds: Record<string, string>) {
  const clients = Object.fromEntries(
    Object.entries(creds).map(([seat, c]) => [seat, seatClient(base, matchID, seat, c)]),
  );
  const all = Object.values(clients);
  try {
    await until(() => all.every((c) => !!c.getState()), 10_000, 'sync');
    for (let n = 0; n < 500 && !all[0].getState()!.ctx.gameover; n++) {
      const st = all[0].getState()!;
      const seat = activeSeats(st.ctx)[0];
      const own = clients[seat].getState()!;
      const legal = toyCards.legalMoves(own.G, own.ctx, seat);
      (clients[seat].moves as any)[legal[0].move](...legal[0].args);
      await until(() => all.every((c) => c.getState()!._stateID > st._stateID), 10_000, `move at state ${st._stateID}`);
    }
    return all[0].getState()!.ctx.gameover as {
      winner?: string;
      draw?: true;
      winners: string[];
      scores: Record<string, number>;
    };
  } finally {
    all.forEach((c) => c.stop());
  }
}
