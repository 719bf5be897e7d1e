// Replay UI parts rendered to HTML (no DOM needed): move list in notation with turn headers,
// controls, final scoring, the viewer's texts in English and Japanese.
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../games/common/rng';
import { rebuildReplay } from '../../games/common/replay';
import { ScoreTable } from '../../client/play/ScoreTable';
import { appEn, appJa } from '../../client/locales/app';
import { replayI18n } from '../../client/replay/i18n';
import { MoveList, withoutSeatLabel } from '../../client/replay/MoveList';
import { ReplayControls } from '../../client/replay/ReplayControls';
import { toyModule } from './fixtures/toy-game';
import { playThroughMaster, quietBoardgameErrors } from './helpers';

quietBoardgameErrors();

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { replay: replayI18n.en, app: appEn }, ja: { replay: replayI18n.ja, app: appJa } },
    interpolation: { escapeValue: false },
  });
});

async function sample() {
  const m = await playThroughMaster(toyModule, { numPlayers: 2, seed: 'ui', rand: seededRandom('ui') });
  const rec = (await m.store.fetchReplay(m.matchID))!;
  return rebuildReplay(toyModule, rec.initialState, rec.log);
}

describe('replay UI parts', () => {
  it('lists moves by turn in the game notation, names instead of seat labels', async () => {
    const r = await sample();
    const html = renderToStaticMarkup(
      <MoveList
        steps={r.steps}
        current={2}
        names={{ '0': 'Ann', '1': 'Bo' }}
        colors={['red', 'blue']}
        onJump={() => {}}
      />,
    );
    expect(html).toContain('Start of the game');
    expect(html).toContain('Turn 2');
    expect(html).toMatch(/<b>(Ann|Bo)<\/b>/);
    expect(html).toMatch(/rolls [12] dice/);
    expect(html).not.toMatch(/P[12] rolls/);
    expect(html.match(/aria-current="step"/g)).toHaveLength(1);
    expect(withoutSeatLabel('P2 takes card 1', '1')).toBe('takes card 1');
    expect(withoutSeatLabel('P2 takes card 1', '0')).toBe('P2 takes card 1');
  });

  it('renders the controls with the step and disables what cannot be used', () => {
    const html = renderToStaticMarkup(
      <ReplayControls
        step={0}
        last={10}
        playing={false}
        speed={2}
        onStep={() => {}}
        onPlaying={() => {}}
        onSpeed={() => {}}
      />,
    );
    expect(html).toContain('Step 0 of 10');
    expect(html).toMatch(/aria-label="First"[^>]*disabled|disabled[^>]*aria-label="First"/);
    expect(html).toContain('value="2" selected');
  });

  it('shows the final scoring breakdown and the winner', async () => {
    const r = await sample();
    const last = r.states[r.states.length - 1];
    const html = renderToStaticMarkup(
      <ScoreTable mod={toyModule} G={last.G} ctx={last.ctx} names={{ '0': 'Ann', '1': 'Bo' }} />,
    );
    expect(html).toContain('Game over');
    expect(html).toMatch(/(Ann|Bo) wins!/);
    expect(html).toContain('dice'); // category key falls back when the game namespace is absent
  });

  it("has the same keys in English and Japanese (less English's singular `_one` forms)", () => {
    const keys = (o: object, p = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v ? keys(v, `${p}${k}.`) : [`${p}${k}`]));
    expect(keys(replayI18n.ja).sort()).toEqual(
      keys(replayI18n.en)
        .filter((k) => !k.endsWith('_one'))
        .sort(),
    );
    for (const k of keys(replayI18n.ja)) {
      const v = k.split('.').reduce((o: any, s) => o[s], replayI18n.ja) as string;
      expect(v.length, k).toBeGreaterThan(0);
    }
  });
});
