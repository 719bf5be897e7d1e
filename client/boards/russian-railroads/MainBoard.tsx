// Main board action spaces with occupancy; legal ones highlighted from legalMoves [spec §8].
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOARD_SPACES, SPACE_BY_ID } from '../../../games/russian-railroads/data/spaces';
import { spaceEffect } from '../../../games/russian-railroads/rules/effects';
import type { RRState } from '../../../games/russian-railroads/types';
import type { LegalMove } from '../../../games/common/module';
import { effectText, NS, SEAT_GLYPH } from './ui';

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

export function MainBoard({ G, legal, colors, names, prev, send, me }: Props) {
  const { t } = useTranslation(NS);
  const [picking, setPicking] = useState<string | null>(null);
  const moveName = legal.some((l) => l.move === 'reuseTurnOrderWorker') ? 'reuseTurnOrderWorker' : 'place';
  const options = (space: string) => legal.filter((l) => l.move === moveName && (l.args[0] as { space?: string })?.space === space);
  const closed = (id: string) => {
    const d = SPACE_BY_ID[id];
    return (d.blockedAt2 && G.numPlayers === 2) || (d.area === 'turnOrder' && G.lastRoundTile) || (d.area === 'last' && !G.lastRoundTile);
  };
  const click = (space: string) => {
    const opts = options(space);
    if (opts.length === 1) send(opts[0].move, opts[0].args[0] as Record<string, unknown>);
    else if (opts.length > 1) setPicking(space);
  };
  const payLabel = (a: Record<string, unknown>) => {
    const parts = [];
    const d = SPACE_BY_ID[a.space as string];
    const own = (d ? d.workers : 1) - Number(a.rubles ?? 0) - Number(a.temp ?? 0) - Number(a.black ?? 0);
    if (own) parts.push(`${own} ${t('ui.workers')}`);
    if (a.temp) parts.push(`${a.temp} ${t('ui.temp')}`);
    if (a.black) parts.push(t('ui.black'));
    if (a.rubles) parts.push(`${a.rubles} ${t('ui.rubles')}`);
    return parts.join(' + ') || t('cost.feeOnly');
  };
  const renderSpace = (id: string, label: string) => {
    const def = SPACE_BY_ID[id];
    const occ = G.spaces[id] ?? [];
    const isLegal = options(id).length > 0;
    const isClosed = def ? closed(id) : false;
    const changed = prev && (prev.spaces[id]?.length ?? 0) !== occ.length;
    const eff = spaceEffect(G, id);
    let text = effectText(eff, t);
    if (def?.area === 'turnOrder') text = t('eff.turnOrder', { n: id === 'TO1' ? 1 : 2 });
    if (id === 'HIRE' && G.strip[6]) text = `${t('eff.hire')} #${G.strip[6]}: ${effectText(spaceEffect(G, `OWN_${G.strip[6]}`), t)}`;
    const cost = def ? (def.workers ? t('cost.workers', { n: def.workers }) + (def.fee ? ` ${t('cost.fee', { n: def.fee })}` : '') : t('cost.feeOnly')) : t('cost.workers', { n: 1 });
    const occText = occ.map((pl) => names[pl.player]).join(', ');
    const tip = `${label}: ${text} — ${cost}${isClosed ? ` (${t('ui.closed')})` : ''}${occText ? ` — ${t('ui.occupied', { who: occText })}` : ''}`;
    return (
      <button key={id} type="button" title={tip}
        className={`rr-space${isLegal ? ' legal' : ''}${isClosed ? ' closed' : ''}${changed ? ' changed' : ''}`}
        disabled={!isLegal} onClick={() => click(id)}>
        <span><b>{label}</b> <small>{cost}</small></span>
        <span>{text || '—'}</span>
        <span>
          {occ.map((pl, i) => (
            <span key={i} className="rr-chip" style={{ background: colors[Number(pl.player)] }}>
              {SEAT_GLYPH[Number(pl.player)]}{pl.black ? ' ●' : ''}{pl.temp ? ` ${t('ui.temp')}` : ''}{pl.rubles ? ` ₽${pl.rubles}` : ''}
            </span>
          ))}
        </span>
        {picking === id && (
          <span className="rr-pay" onClick={(e) => e.stopPropagation()}>
            {t('ui.pay')}:{' '}
            {options(id).map((o, i) => (
              <button key={i} type="button" onClick={() => { setPicking(null); send(o.move, o.args[0] as Record<string, unknown>); }}>
                {payLabel(o.args[0] as Record<string, unknown>)}
              </button>
            ))}
            <button type="button" onClick={() => setPicking(null)}>{t('ui.cancel')}</button>
          </span>
        )}
      </button>
    );
  };
  const ownIds = me ? G.players[me]?.engineers.map((n) => `OWN_${n}`) ?? [] : [];
  return (
    <div className="rr-areas">
      {AREAS.map((area) => (
        <div key={area} className={`rr-area rr-panel${area === 'track' ? ' wide' : ''}`}>
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
          {ownIds.map((id) => renderSpace(id, `#${id.slice(4)}`))}
        </div>
      )}
    </div>
  );
}
