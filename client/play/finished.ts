// At the end of a local game: mark the table finished and keep the game for replays.
import type { GameModule } from '../../games/common/module';
import { store, type LocalTable } from '../store';
import { hintsOf } from './hints';

export function onLocalGameOver(mod: GameModule, table: LocalTable) {
  store.saveTable({ ...table, finished: true });
  const playerNames = Object.fromEntries(table.seats.map((s, i) => [String(i), s.name]));
  // The replay store is loaded lazily: it is not needed to play.
  import('../replay/local-store')
    .then((m) =>
      m.saveFinishedLocal(mod.id, table.matchID, {
        playerNames,
        rulesVersion: mod.rulesVersion,
        hints: hintsOf(table.matchID),
        out: table.out,
      }),
    )
    .catch(() => undefined);
}
