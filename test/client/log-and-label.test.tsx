// The move log and the Nippon prompt's label:
// - Ticket to Ride's "takes face-up card N" names the card's colour: the move records the face-up
//   card on its log entry (boardgame.io's log metadata: public, the card was face up), the log and
//   the replay word it, in English and Japanese; a log without the record says what it said before.
// - Nippon's Consolidate button says "(required)" only when no worker can be taken, also while a
//   hint narrows the board to the hinted move [spec §4.4: takeWorker or consolidate].
import type { LogEntry } from 'boardgame.io';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import { activeSeats, startMatch } from '../../games/common/match';
import { rebuildReplay } from '../../games/common/replay';
import { logLines } from '../../client/play/MoveLog';
import { Prompt } from '../../client/boards/nippon/Prompt';
import nipponBoard from '../../client/boards/nippon/index';
import ttrBoard from '../../client/boards/ticket-to-ride-card-game/index';
import type { NipponState } from '../../games/nippon/types';

const ttr = GAMES.find((m) => m.id === 'ticket-to-ride-card-game')!;
const nippon = GAMES.find((m) => m.id === 'nippon')!;

beforeAll(async () => {
  const i18n = (b: unknown) => (b as { i18n: { en: Record<string, unknown>; ja: Record<string, unknown> } }).i18n;
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: {
      en: { nippon: i18n(nipponBoard).en, [ttr.id]: i18n(ttrBoard).en },
      ja: { nippon: i18n(nipponBoard).ja, [ttr.id]: i18n(ttrBoard).ja },
    },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  } as never);
});

/** A Ticket to Ride match played (first legal move, a face-up card whenever one may be taken)
 *  until two face-up cards were taken; its initial state and whole log. */
function playWithFaceUps() {
  const match = startMatch(ttr, 2, 'face-up-colours');
  const initial = match.state;
  const log: LogEntry[] = [];
  const taken: string[] = [];
  for (let n = 0; n < 200 && taken.length < 2; n++) {
    const seat = activeSeats(match.state.ctx)[0];
    const legal = ttr.legalMoves(match.state.G, match.state.ctx, seat);
    const m = legal.find((x) => x.move === 'drawFaceUp') ?? legal[0];
    if (m.move === 'drawFaceUp')
      taken.push((match.state.G as { faceUp: string[] }).faceUp[(m.args[0] as { slot: number }).slot]);
    const r = match.step({ playerID: seat, move: m.move, args: m.args });
    expect(r.ok).toBe(true);
    log.push(...(((r.state as { deltalog?: LogEntry[] }).deltalog ?? []) as LogEntry[]));
  }
  return { initial, log, taken };
}

describe('the move log names the colour of a face-up card taken', () => {
  it('the move records the card on its log entry; the log and the replay say its colour, in English and Japanese', () => {
    const { initial, log, taken } = playWithFaceUps();
    expect(taken.length).toBe(2);
    const faceUps = log.filter((e) => (e.action.payload as { type: string }).type === 'drawFaceUp');
    expect(faceUps.map((e) => (e as { metadata?: { card?: string } }).metadata?.card)).toEqual(taken);

    const en = logLines(
      ttr,
      log,
      (k, o) => i18next.t(`notation.${k}`, { ...o, ns: ttr.id, lng: 'en' }) as string,
    ).filter((l) => l.code.startsWith('drawFaceUp'));
    expect(en.map((l) => l.text)).toEqual(
      faceUps.map(
        (e, i) =>
          `takes face-up card ${(e.action.payload as { args: { slot: number }[] }).args[0].slot + 1} (${i18next.t(`notation.color.${taken[i]}`, { ns: ttr.id, lng: 'en' })})`,
      ),
    );
    const ja = logLines(
      ttr,
      log,
      (k, o) => i18next.t(`notation.${k}`, { ...o, ns: ttr.id, lng: 'ja' }) as string,
    ).filter((l) => l.code.startsWith('drawFaceUp'));
    expect(ja[0].text).toContain(`（${i18next.t(`notation.color.${taken[0]}`, { ns: ttr.id, lng: 'ja' })}）`);
    // the replay's steps say the same
    const r = rebuildReplay(ttr, initial, log);
    expect(r.error).toBeUndefined();
    expect(r.steps.filter((s) => s.move === 'drawFaceUp').map((s) => s.notation)).toEqual(
      en.map((l) => `P${Number(l.playerID) + 1} ${l.text}`),
    );
  });

  it('a log written before the card was recorded says "takes face-up card N" as before', () => {
    const { log } = playWithFaceUps();
    const old = log.map(({ metadata: _m, ...e }) => e as LogEntry);
    const lines = logLines(ttr, old).filter((l) => l.code.startsWith('drawFaceUp'));
    expect(lines[0].text).toMatch(/^takes face-up card \d$/);
  });
});

describe('Nippon: the Consolidate button', () => {
  const G = startMatch(nippon, 2, 'consolidate-label').state.G as NipponState;
  const consolidate = { move: 'consolidate', args: [] as never[] };
  const render = (legal: (typeof consolidate)[], canTakeWorker: boolean) =>
    renderToStaticMarkup(
      <Prompt
        G={G}
        seat="0"
        active
        legal={legal as never}
        canTakeWorker={canTakeWorker}
        choices={null}
        play={() => {}}
        cancel={() => {}}
        currentName="A"
      />,
    );

  it('while a hint shows only Consolidate but a worker can be taken: "Consolidate", not required', () => {
    const html = render([consolidate], true);
    expect(html).toContain('>Consolidate<');
    expect(html).not.toContain('Consolidate (required)');
  });

  it('when no worker can be taken: "Consolidate (required)"', () => {
    expect(render([consolidate], false)).toContain('Consolidate (required)');
  });
});

describe('the move log after a takeback', () => {
  it('leaves out the moves a takeback took back (games/common/replay.ts isServerTakeback)', async () => {
    const { logLines } = await import('../../client/play/MoveLog');
    const { takebackAction } = await import('../../games/common/replay');
    const { toyCards } = await import('../fixtures/toy-cards');
    const mv = (id: number, card: number, p: string) => ({
      _stateID: id,
      turn: id + 1,
      phase: '',
      action: { type: 'MAKE_MOVE', payload: { type: 'play', args: [{ card }], playerID: p } },
    });
    const log = [
      mv(0, 1, '0'),
      mv(1, 2, '1'),
      { _stateID: 2, turn: 2, phase: '', action: takebackAction(1) },
      mv(3, 5, '1'),
    ] as never;
    expect(logLines(toyCards, log).map((l) => l.text)).toEqual(['plays 1', 'plays 5']);
  });
});
