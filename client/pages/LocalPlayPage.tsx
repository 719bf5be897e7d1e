// Hot-seat and bot games on this device: boardgame.io's Local master persisted in localStorage
// (a refresh resumes the game). Bot seats are driven by the bot driver (Web Worker), each from
// its own seat's view; hot-seat hides the next player's secrets behind a "pass the device" screen.
import type { State } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { createMatch } from 'boardgame.io/internal';
import { Local } from 'boardgame.io/multiplayer';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameModule } from '../../games/common/module';
import { createBotDriver, type BotDriver } from '../bots';
import { onLocalGameOver } from '../play/finished';
import { useBoard } from '../play/board-loader';
import { PlayView } from '../play/PlayView';
import { LocalControls } from '../play/results/LocalControls';
import { activeOf } from '../play/seats';
import { useClients, useClientState, type BgioClient } from '../play/use-client';
import { navigate } from '../router';
import { newId, store, type LocalTable } from '../store';
import { reportPractice } from '../practice/report';
import { PracticeCountedNote } from '../practice/PracticeSummary';

const transports = new Map<string, ReturnType<typeof Local>>();
function localTransport(gameId: string) {
  let tr = transports.get(gameId);
  if (!tr) transports.set(gameId, (tr = Local({ persist: true, storageKey: 'rh' })));
  return tr;
}

function randomSeed(): string {
  const b = new Uint32Array(4);
  crypto.getRandomValues(b);
  return [...b].map((x) => x.toString(36)).join('');
}

/** Create the match in the local master's storage with our setupData and a CSPRNG seed. */
function ensureMatch(client: BgioClient, mod: GameModule, table: LocalTable) {
  const storage = (client as any).transport?.master?.storageAPI;
  if (!storage) throw new Error('local master unavailable');
  const existing = storage.fetch(table.matchID, { state: true });
  if (existing.state) return;
  const match = createMatch({
    game: { ...mod.game, seed: randomSeed() },
    numPlayers: table.numPlayers,
    setupData: table.setupData,
    unlisted: true,
  });
  if ('setupDataError' in match) throw new Error(match.setupDataError);
  table.seats.forEach((s, i) => (match.metadata.players[i] = { ...match.metadata.players[i], name: s.name }));
  storage.createMatch(table.matchID, match);
}

export function LocalPlayPage({
  gameId,
  matchID,
  mod,
}: {
  gameId: string;
  matchID: string;
  mod: GameModule | undefined;
}) {
  const { t } = useTranslation('app');
  // Resign and Undo change the stored match and table: `rev` starts the clients (and bots) again.
  const [rev, setRev] = useState(0);
  const table = useMemo(() => store.table(matchID), [matchID, rev]);
  const entry = useBoard(gameId);

  const clients = useClients(() => {
    if (!mod || !table) return [];
    const made = table.seats.map((_, i) =>
      Client({
        game: mod.game,
        multiplayer: localTransport(gameId),
        matchID,
        playerID: String(i),
        numPlayers: table.numPlayers,
        debug: false,
      }),
    );
    ensureMatch(made[0], mod, table);
    return made;
  }, `${gameId}/${matchID}/${rev}`);

  const humans = table
    ? table.seats.map((s, i) => (s.kind === 'human' ? String(i) : null)).filter((x): x is string => x !== null)
    : [];
  const [viewer, setViewer] = useState<string>(humans[0] ?? '0');
  // the viewer's seat went to a bot (resigned): show the next person's
  useEffect(() => {
    if (humans.length && !humans.includes(viewer)) setViewer(humans[0]);
  }, [humans.join(','), viewer]);
  const [passTo, setPassTo] = useState<string | null>(null);
  const viewerClient = clients[Number(viewer)] ?? null;
  const state = useClientState(viewerClient);
  const thinking = useBotSeats(mod, table, clients);

  // Hot-seat: when another human must act, cover the board until that player is ready.
  useEffect(() => {
    if (!state || humans.length < 2 || state.ctx.gameover) return;
    const active = activeOf(state.ctx);
    if (active.includes(viewer)) return;
    const next = humans.find((h) => active.includes(h));
    if (next !== undefined && next !== viewer) setPassTo(next);
  }, [state?._stateID, viewer]);

  // Keep finished local games for replays.
  const saved = useRef(false);
  const [practiceCounted, setPracticeCounted] = useState(false);
  useEffect(() => {
    if (state?.ctx.gameover && table && mod && !saved.current) {
      saved.current = true;
      onLocalGameOver(mod, table);
      // a signed-in player's game against bots: counted on the profile as practice (unrated)
      void reportPractice(table, state).then((counted) => counted && setPracticeCounted(true));
    }
  }, [state?.ctx.gameover]);

  if (!mod) return <p>{t('play.unknownGame', { id: gameId })}</p>;
  if (!table) return <p>{t('play.missingTable')}</p>;
  if (entry instanceof Error) return <p className="error">{entry.message}</p>;
  if (!entry || !state) return <p>{t('play.loadingBoard')}</p>;

  const seats = table.seats.map((s, i) => ({
    id: String(i),
    name: s.name,
    bot: s.kind === 'bot' ? s.level : undefined,
  }));
  if (passTo !== null) {
    const name = table.seats[Number(passTo)].name;
    return (
      <div className="pass-screen" role="dialog" aria-modal>
        <h1>{t('play.passTo', { name })}</h1>
        <p>{t('play.passHint', { name })}</p>
        <button
          className="button primary"
          autoFocus
          onClick={() => {
            setViewer(passTo);
            setPassTo(null);
          }}>
          {t('play.ready', { name })}
        </button>
      </div>
    );
  }

  const again = () => {
    const next: LocalTable = { ...table, matchID: newId(), createdAt: Date.now(), finished: false };
    store.saveTable(next);
    navigate('local', gameId, next.matchID);
  };

  return (
    <PlayView
      mod={mod}
      entry={entry}
      state={state}
      client={viewerClient}
      playerID={viewer}
      seats={seats}
      thinking={thinking}
      isMultiplayer={false}
      hints
      out={table.out}
      headerExtra={
        state.ctx.gameover ? null : (
          <LocalControls
            mod={mod}
            client={viewerClient}
            table={table}
            seat={viewer}
            onChange={() => setRev((r) => r + 1)}
          />
        )
      }
      endActions={
        state.ctx.gameover ? (
          <>
            <button className="button primary" onClick={again}>
              {t('play.playAgain')}
            </button>
            <a className="button" href={`#/replay/local/${gameId}/${matchID}`}>
              {t('play.replay')}
            </a>
            <a className="button" href={`#/replay/local/${gameId}/${matchID}?analyse=1`}>
              {t('play.analyse')}
            </a>
            {practiceCounted ? <PracticeCountedNote /> : null}
          </>
        ) : null
      }
    />
  );
}

/** Drive every bot seat: think from that seat's own view, drop stale answers. */
function useBotSeats(mod: GameModule | undefined, table: LocalTable | undefined, clients: BgioClient[]): string[] {
  const [thinking, setThinking] = useState<string[]>([]);
  useEffect(() => {
    if (!mod || !table || clients.length === 0) return;
    const drivers: { seat: string; client: BgioClient; driver: BotDriver; asked: number }[] = [];
    const unsubs: (() => void)[] = [];
    table.seats.forEach((s, i) => {
      if (s.kind !== 'bot') return;
      const seed = [...`${table.matchID}:${i}`].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 17);
      const d = {
        seat: String(i),
        client: clients[i],
        driver: createBotDriver({ gameId: mod.id, level: s.level ?? 'normal', seed }),
        asked: -1,
      };
      drivers.push(d);
      const consider = (st: State | null) => {
        if (!st || st.ctx.gameover || !activeOf(st.ctx).includes(d.seat) || d.asked === st._stateID) return;
        d.asked = st._stateID;
        // a transition, as the states are (client/play/use-client.ts): the whole view renders again
        startTransition(() => setThinking((x) => (x.includes(d.seat) ? x : [...x, d.seat])));
        performance.mark('rh-bot-think-start');
        d.driver
          .think(st, d.seat)
          .then((choice) => {
            performance.mark('rh-bot-think-end');
            const now = d.client.getState();
            if (!now || now._stateID !== st._stateID) return; // stale answer: the game moved on
            const fn = (d.client.moves as any)[choice.move];
            if (fn) fn(...choice.args);
          })
          .catch(() => undefined)
          .finally(() => startTransition(() => setThinking((x) => x.filter((y) => y !== d.seat))));
      };
      unsubs.push(d.client.subscribe((st) => consider(st as State | null)));
    });
    return () => {
      unsubs.forEach((u) => u());
      drivers.forEach((d) => d.driver.dispose());
      setThinking([]);
    };
  }, [mod, table, clients]);
  return thinking;
}
