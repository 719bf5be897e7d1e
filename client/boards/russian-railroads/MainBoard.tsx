// The main board drawn as the printed one: track spaces in rows by the colour of the railway they
// move, then the locomotive/factory, industry, auxiliary, engineer and turn-order areas. Each space
// shows its effect and its worker places, filled with the colour of whoever stands there; legal
// ones are highlighted from legalMoves [spec §8]. The space code stays in the tooltip.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOARD_SPACES, SPACE_BY_ID } from '../../../games/russian-railroads/data/spaces';
import { spaceEffect } from '../../../games/russian-railroads/rules/effects';
import type { Color, RRState } from '../../../games/russian-railroads/types';
import type { LegalMove } from '../../../games/common/module';
import { paymentWords } from '../../../games/russian-railroads/notation';
import { effectText, NS, SEAT_GLYPH, TRACK_FILL, TRACK_TEXT } from './ui';

interface Props {
  G: RRState;
  legal: LegalMove[];
  colors: string[];
  names: Record<string, string>;
  prev: RRState | null;
  send: (move: string, arg?: Record<string, unknown>) => void;
  me: string | null;
}

const AREAS = ['track', 'loco', 'industry', 'aux', 'engineer', 'turnOrder', 'last'] as const;
/** The track spaces in rows by the railway colour they move (the printed board's layout). */
const TRACK_ROWS: [Color | 'mixed', string[]][] = [
  ['black', ['TB1', 'TB2']],
  ['grey', ['TG1', 'TG2']],
  ['brown', ['TN1', 'TN2']],
  ['natural', ['TA1', 'TA2']],
  ['white', ['TW1', 'TW2']],
  ['mixed', ['TANY', 'TMULTI']],
];

export function MainBoard({ G, legal, colors, names, prev, send, me }: Props) {
  const { t } = useTranslation(NS);
  const [picking, setPicking] = useState<string | null>(null);
  const moveName = legal.some((l) => l.move === 'reuseTurnOrderWorker') ? 'reuseTurnOrderWorker' : 'place';
  const options = (space: string) =>
    legal.filter((l) => l.move === moveName && (l.args[0] as { space?: string })?.space === space);
  const closed = (id: string) => {
    const d = SPACE_BY_ID[id];
    return (
      (d.blockedAt2 && G.numPlayers === 2) ||
      (d.area === 'turnOrder' && G.lastRoundTile) ||
      (d.area === 'last' && !G.lastRoundTile)
    );
  };
  const click = (space: string) => {
    const opts = options(space);
    if (opts.length === 1) send(opts[0].move, opts[0].args[0] as Record<string, unknown>);
    else if (opts.length > 1) setPicking(space);
  };
  // a payment choice in the log's words ("1 worker, 1 ruble")
  const payLabel = (a: Record<string, unknown>) =>
    paymentWords((key, params) => t(`notation.${key}`, params), a) || t('cost.feeOnly');
  const renderSpace = (id: string, label: string) => {
    const def = SPACE_BY_ID[id];
    const occ = G.spaces[id] ?? [];
    const isLegal = options(id).length > 0;
    const isClosed = def ? closed(id) : false;
    const changed = prev && (prev.spaces[id]?.length ?? 0) !== occ.length;
    const eff = spaceEffect(G, id);
    let text = effectText(eff, t);
    if (def?.area === 'turnOrder') text = t('eff.turnOrder', { n: id === 'TO1' ? 1 : 2 });
    if (id === 'HIRE' && G.strip[6])
      text = `${t('eff.hire')} #${G.strip[6]}: ${effectText(spaceEffect(G, `OWN_${G.strip[6]}`), t)}`;
    const cost = def
      ? def.workers
        ? t('cost.workers', { count: def.workers }) + (def.fee ? ` ${t('cost.fee', { n: def.fee })}` : '')
        : t('cost.feeOnly')
      : t('cost.workers', { count: 1 });
    const occText = occ.map((pl) => names[pl.player]).join(', ');
    const tip = `${label}: ${text} — ${cost}${isClosed ? ` (${t('ui.closed')})` : ''}${occText ? ` — ${t('ui.occupied', { who: occText })}` : ''}`;
    // Worker places drawn on the space: filled with the colour of whoever stands there.
    const places = Math.max(def?.multi ? 0 : (def?.workers ?? 1), 0);
    const first = occ[0];
    const chip = (pl: (typeof occ)[number], key: number) => (
      <span key={key} className="rr-chip" style={{ background: colors[Number(pl.player)] }} title={names[pl.player]}>
        {SEAT_GLYPH[Number(pl.player)]}
        {pl.black ? ' ●' : ''}
        {pl.temp ? ` ${t('ui.temp')}` : ''}
        {pl.rubles ? ` ₽${pl.rubles}` : ''}
      </span>
    );
    return (
      <button
        key={id}
        type="button"
        title={tip}
        data-space={id}
        className={`rr-space${isLegal ? ' legal' : ''}${isClosed ? ' closed' : ''}${changed ? ' changed' : ''}${occ.length ? ' taken' : ''}`}
        disabled={!isLegal}
        onClick={() => click(id)}>
        <span className="rr-space-eff">{text || '—'}</span>
        <span className="rr-space-foot">
          {def?.multi
            ? occ.map(chip)
            : Array.from({ length: places }, (_, i) =>
                first ? (
                  <span
                    key={i}
                    className="rr-place on"
                    style={{ background: colors[Number(first.player)] }}
                    aria-hidden="true">
                    {SEAT_GLYPH[Number(first.player)]}
                  </span>
                ) : (
                  <span key={i} className="rr-place" aria-hidden="true" />
                ),
              )}
          {def?.fee ? <span className="rr-fee">₽{def.fee}</span> : null}
          <span className="rr-sr">
            {cost}
            {first ? ` — ${t('ui.occupied', { who: occText })}` : ''}
          </span>
          {first && !def?.multi && (first.black || first.temp || first.rubles) ? chip(first, -1) : null}
        </span>
        {picking === id && (
          <span className="rr-pay" onClick={(e) => e.stopPropagation()}>
            {t('ui.pay')}:{' '}
            {options(id).map((o, i) => (
              <button
                key={i}
                type="button"
                onClick={() => {
                  setPicking(null);
                  send(o.move, o.args[0] as Record<string, unknown>);
                }}>
                {payLabel(o.args[0] as Record<string, unknown>)}
              </button>
            ))}
            <button type="button" onClick={() => setPicking(null)}>
              {t('ui.cancel')}
            </button>
          </span>
        )}
      </button>
    );
  };
  const ownIds = me ? (G.players[me]?.engineers.map((n) => `OWN_${n}`) ?? []) : [];
  const trackRow = (color: Color | 'mixed', ids: string[]) => (
    <div
      key={color}
      className="rr-rail"
      style={{
        ['--rail' as string]:
          color === 'mixed' ? 'linear-gradient(90deg,#2b2b2b,#9e9e9e,#8d5a2b,#e8d6a8,#fff)' : TRACK_FILL[color],
      }}>
      <span className="rr-rail-name" style={{ color: color === 'mixed' ? undefined : TRACK_TEXT[color] }}>
        {color === 'mixed' ? <span>{t('eff.any')}</span> : t(`color.${color}`)}
      </span>
      <span className="rr-rail-spaces">{ids.map((id) => renderSpace(id, id))}</span>
    </div>
  );
  return (
    <div className="rr-areas rr-main">
      <div className="rr-area rr-panel wide rr-track-area">
        <h4>{t('area.track')}</h4>
        {TRACK_ROWS.map(([color, ids]) => trackRow(color, ids))}
      </div>
      {AREAS.filter((a) => a !== 'track').map((area) => (
        <div key={area} className={`rr-area rr-panel rr-area-${area}`}>
          <h4>{t(`area.${area}`)}</h4>
          <div className="rr-area-body">
            {BOARD_SPACES.filter((d) => d.area === area).map((d) => {
              const eng = d.id === 'ENG1' ? G.strip[5] : d.id === 'ENG2' ? G.strip[4] : null;
              return renderSpace(d.id, eng ? `${d.id} (#${eng})` : d.id);
            })}
          </div>
        </div>
      ))}
      {ownIds.length > 0 && (
        <div className="rr-area rr-panel">
          <h4>{t('area.own')}</h4>
          <div className="rr-area-body">{ownIds.map((id) => renderSpace(id, `#${id.slice(4)}`))}</div>
        </div>
      )}
    </div>
  );
}
