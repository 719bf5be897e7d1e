// The current decision as a prompt with buttons, per stage [spec §8 "Interactions"].
import { useTranslation } from 'react-i18next';
import type { LegalMove } from '../../../games/common/module';
import { shapeOf } from '../../../games/steam-rollers/data/shapes';
import { type DeliverArg, deliveryPoints } from '../../../games/steam-rollers/rules/delivery';
import type { SRState, StageName } from '../../../games/steam-rollers/types';
import type { DeliveryGroup } from './selectors';
import { CUBE_FILL, CUBE_GLYPH, CUBE_TEXT, DIE_FACE, HL, argOf, hexPoints, segmentPath, tileKey } from './ui';

export interface PromptProps {
  G: SRState;
  seat: string | null;
  stage: StageName | null;
  current: string;
  canAct: boolean;
  legal: LegalMove[];
  names: Record<string, string>;
  play: (m: LegalMove) => void;
  group: DeliveryGroup | null;
  delivery: LegalMove | null;
  setDelivery: (m: LegalMove | null) => void;
  clearGroup: () => void;
  powerMode: string | null;
  setPowerMode: (m: string | null) => void;
  setPreview: (p: { hex: string; edges: [number, number] } | null) => void;
}

function SegmentButton({
  edges,
  onClick,
  onHover,
  title,
}: {
  edges: [number, number];
  onClick: () => void;
  onHover: (on: boolean) => void;
  title: string;
}) {
  const s = 20;
  return (
    <button
      className="sr-seg"
      onClick={onClick}
      onMouseEnter={() => onHover(true)}
      onMouseLeave={() => onHover(false)}
      onFocus={() => onHover(true)}
      title={title}>
      <svg width={46} height={46} viewBox="0 0 46 46" aria-hidden>
        <polygon points={hexPoints(23, 23, s)} fill="#eee" stroke="#888" />
        <path d={segmentPath(23, 23, s, edges[0], edges[1])} stroke="#111" strokeWidth={4} fill="none" />
      </svg>
    </button>
  );
}

export function Prompt(p: PromptProps) {
  const { t } = useTranslation('steam-rollers');
  const { G, legal, play } = p;
  const by = (name: string) => legal.filter((m) => m.move === name);
  const die = G.turn.currentDie;
  const name = p.names[p.current] ?? p.current;
  if (G.gameOver) return <div className="sr-prompt">{t('ui.gameOver')}</div>;
  if (!p.canAct) {
    const pend = G.pendingSteal;
    return (
      <div className="sr-prompt sr-wait">
        {pend
          ? t('ui.waitSteal', { thief: p.names[pend.thief], victim: p.names[pend.victim] })
          : t(`wait.${p.stage ?? 'pickDie'}`, { name })}
      </div>
    );
  }
  const btn = (m: LegalMove, label: string, title?: string) => (
    <button key={label} className="sr-btn" onClick={() => play(m)} title={title}>
      {label}
    </button>
  );
  const segButtons = (moves: LegalMove[], hex: string) =>
    moves.map((m) => {
      const e = argOf(m).edges as [number, number];
      return (
        <SegmentButton
          key={e.join('-')}
          edges={e}
          onClick={() => {
            p.setPreview(null);
            play(m);
          }}
          onHover={(on) => p.setPreview(on ? { hex, edges: e } : null)}
          title={t(`shape.${shapeOf(e[0], e[1])}`)}
        />
      );
    });

  switch (p.stage) {
    case 'choosePower': {
      const ms = by('chooseStartingPower');
      const kinds = [...new Set(ms.map((m) => argOf(m).power as string))];
      const sub = p.powerMode ? ms.filter((m) => argOf(m).power === p.powerMode) : [];
      return (
        <div className="sr-prompt">
          <b>{t('prompt.choosePower')}</b>
          <div className="sr-row">
            {kinds.map((k) =>
              k === 'points' || k === 'personalCube' ? (
                btn(ms.find((m) => argOf(m).power === k)!, t(`power.${k}`), t(`powerTip.${k}`))
              ) : (
                <button
                  key={k}
                  className={`sr-btn${p.powerMode === k ? ' sel' : ''}`}
                  onClick={() => p.setPowerMode(k)}
                  title={t(`powerTip.${k}`)}>
                  {t(`power.${k}`)}…
                </button>
              ),
            )}
          </div>
          {p.powerMode === 'engine' ? (
            <div className="sr-row">{sub.map((m) => btn(m, t('ui.box', { n: argOf(m).box })))}</div>
          ) : null}
          {p.powerMode === 'actionTile' ? (
            <div className="sr-row">
              {sub.map((m) =>
                btn(
                  m,
                  t('ui.tileN', { n: argOf(m).tile }),
                  t(`tile.${tileKey(argOf(m).tile, G.actionTiles[argOf(m).tile - 1].side)}`),
                ),
              )}
            </div>
          ) : null}
          {p.powerMode === 'track' ? <div>{t('prompt.powerTrack')}</div> : null}
          {p.powerMode?.startsWith('track:') ? (
            <div className="sr-row">
              {segButtons(
                ms.filter((m) => argOf(m).power === 'track' && argOf(m).hex === p.powerMode!.slice(6)),
                p.powerMode.slice(6),
              )}
              <button className="sr-btn" onClick={() => p.setPowerMode('track')}>
                {t('ui.back')}
              </button>
            </div>
          ) : null}
        </div>
      );
    }
    case 'placePersonalCube': {
      const c = G.pendingPersonalCube?.color ?? 'red';
      return (
        <div className="sr-prompt">
          <b>{t('prompt.placeCube')}</b>{' '}
          <span className="sr-cube" style={{ background: CUBE_FILL[c], color: CUBE_TEXT[c] }}>
            {CUBE_GLYPH[c]}
          </span>{' '}
          {t(`cube.${c}`)}
          <div className="sr-row">
            {by('placePersonalCube').map((m) => btn(m, t('ui.cityN', { n: argOf(m).city })))}
          </div>
        </div>
      );
    }
    case 'pickDie': {
      const stolen = G.players[p.seat!]?.stolenDie;
      return (
        <div className="sr-prompt">
          <b>
            {stolen
              ? t('prompt.useStolen', { face: DIE_FACE[stolen.value] })
              : t(G.turn.twoDice && G.turn.diceTaken ? 'prompt.pickSecond' : 'prompt.pickDie')}
          </b>
          <div className="sr-row">
            {stolen ? btn(by('takeDie')[0], t('ui.takeStolen', { v: stolen.value })) : null}
            {by('useTwoDice').map((m) => btn(m, t('ui.useTwoDice'), t('tile.2a')))}
          </div>
        </div>
      );
    }
    case 'stealWindow': {
      const pend = G.pendingSteal!;
      return (
        <div className="sr-prompt sr-modal">
          <b>
            {t('prompt.steal', {
              name: p.names[pend.victim],
              face: DIE_FACE[G.dice[pend.dieId].value],
              v: G.dice[pend.dieId].value,
            })}
          </b>
          <div className="sr-row">
            {by('stealDie').map((m) => btn(m, t('ui.steal')))}
            {by('declineSteal').map((m) => btn(m, t('ui.letGo')))}
          </div>
        </div>
      );
    }
    case 'action': {
      const d = die?.value ?? 0;
      const mods = [
        ...by('useTileSetDie').map((m) => btn(m, t('ui.setDie', { v: argOf(m).value }), t('tile.1a'))),
        ...by('useTileNudge').map((m) =>
          btn(m, argOf(m).delta > 0 ? t('ui.nudgeUp') : t('ui.nudgeDown'), t('tile.5a')),
        ),
        ...by('useTileReroll').map((m) => btn(m, t('ui.reroll'), t('tile.5b'))),
        ...by('useTileFlip').map((m) => btn(m, t('ui.flip', { v: 7 - d }), t('tile.5b'))),
        ...by('useTwoDice').map((m) => btn(m, t('ui.useTwoDice'), t('tile.2a'))),
      ];
      const dv = p.delivery ? (argOf(p.delivery) as unknown as DeliverArg) : null;
      return (
        <div className="sr-prompt">
          <b>{t('prompt.action', { face: DIE_FACE[d], d })}</b>
          {mods.length ? (
            <div className="sr-row">
              <span>{t('ui.modifiers')}:</span>
              {mods}
            </div>
          ) : null}
          <div className="sr-row">
            {by('selectTrackHex').length ? <span className="sr-hint">{t('prompt.trackHint', { d })}</span> : null}
            {by('upgradeEngine').map((m) => btn(m, t('ui.upgrade', { d })))}
            {by('takeActionTile').map((m) => btn(m, t('ui.takeTile', { d })))}
            {by('passAction').map((m) => btn(m, t('ui.pass'), t('ui.passTip')))}
          </div>
          {by('deliver').length && !p.group ? <div className="sr-hint">{t('prompt.deliverHint')}</div> : null}
          {p.group ? (
            <div className="sr-deliver">
              <span
                className="sr-cube"
                style={{ background: CUBE_FILL[p.group.color], color: CUBE_TEXT[p.group.color] }}>
                {CUBE_GLYPH[p.group.color]}
              </span>{' '}
              {t('prompt.chooseDest', { color: t(`cube.${p.group.color}`), src: p.group.src })}
              <div className="sr-row">
                {[...p.group.byDest.entries()].map(([dst, ms]) => {
                  const a = argOf(ms[0]) as unknown as DeliverArg;
                  return (
                    <button
                      key={dst}
                      className={`sr-btn${dv && dv.path[dv.path.length - 1] === dst ? ' sel' : ''}`}
                      onClick={() => p.setDelivery(ms[0])}>
                      → {dst} ({t('ui.points', { n: deliveryPoints(G, p.seat!, a.path.length - 1) })})
                    </button>
                  );
                })}
                <button className="sr-btn" onClick={p.clearGroup}>
                  {t('ui.cancel')}
                </button>
              </div>
              {dv && p.delivery ? (
                <div className="sr-row" style={{ borderLeft: `4px solid ${HL}`, paddingLeft: 6 }}>
                  <span>
                    {dv.path.join(' → ')} ·{' '}
                    <b>{t('ui.points', { n: deliveryPoints(G, p.seat!, dv.path.length - 1) })}</b>
                    {dv.useUnlimited ? ` · ${t('ui.uses4a')}` : ''}
                    {dv.useDestinationDie ? ` · ${t('ui.uses3a')}` : ''}
                  </span>
                  {p.group.byDest.get(dv.path[dv.path.length - 1])!.length > 1 ? (
                    <select
                      aria-label={t('ui.otherPaths')}
                      value={JSON.stringify(dv)}
                      onChange={(e) => {
                        const m = p
                          .group!.byDest.get(dv.path[dv.path.length - 1])!
                          .find((x) => JSON.stringify(argOf(x)) === e.target.value);
                        if (m) p.setDelivery(m);
                      }}>
                      {p.group.byDest.get(dv.path[dv.path.length - 1])!.map((m) => {
                        const a = argOf(m) as unknown as DeliverArg;
                        return (
                          <option key={JSON.stringify(a)} value={JSON.stringify(a)}>
                            {a.path.join('→')} ({deliveryPoints(G, p.seat!, a.path.length - 1)})
                            {a.useUnlimited ? ' 4a' : ''}
                          </option>
                        );
                      })}
                    </select>
                  ) : null}
                  <button className="sr-btn primary" onClick={() => play(p.delivery!)}>
                    {t('ui.confirmDelivery')}
                  </button>
                </div>
              ) : null}
            </div>
          ) : null}
        </div>
      );
    }
    case 'drawSegment': {
      const hex = G.turn.trackHex!;
      return (
        <div className="sr-prompt">
          <b>{t('prompt.segment')}</b>
          <div className="sr-row">
            {segButtons(by('drawTrack'), hex)}
            {by('cancelTrackHex').map((m) => btn(m, t('ui.otherHex')))}
          </div>
        </div>
      );
    }
    case 'afterAction':
      return (
        <div className="sr-prompt">
          <b>{t('prompt.afterAction')}</b>
          <div className="sr-row">
            {by('fulfillOrder').map((m) =>
              btn(
                m,
                argOf(m).blackAs
                  ? t('ui.fulfilBlack', { n: argOf(m).order, color: t(`cube.${argOf(m).blackAs}`) })
                  : t('ui.fulfil', { n: argOf(m).order }),
              ),
            )}
            {by('finishTurn').map((m) => btn(m, t('ui.endTurn')))}
          </div>
        </div>
      );
    default:
      return <div className="sr-prompt">…</div>;
  }
}
