// Shared supply: round, turn order, engineer strip, piles, factory pool, doublers, advantage cards,
// end-bonus pile size, last round's scoring [spec §8 "Main board"].
import { useTranslation } from 'react-i18next';
import { ENGINEERS } from '../../../games/russian-railroads/data/engineers';
import { FACTORIES, TURN_ORDER_VP } from '../../../games/russian-railroads/data/board';
import type { RRState } from '../../../games/russian-railroads/types';
import { effectText, NS, SEAT_GLYPH } from './ui';
import { Icon } from '../../icons';

interface Props {
  G: RRState;
  names: Record<string, string>;
  colors: string[];
}

const SLOT_NAMES = ['S6', 'S5', 'S4', 'S3', 'S2', 'S1', 'H'];

export function Supply({ G, names, colors }: Props) {
  const { t } = useTranslation(NS);
  return (
    <div className="rr-row">
      <div className="rr-panel">
        <b>{t('ui.round', { r: G.round, n: G.rounds })}</b>
        {G.lastRoundTile ? ` — ${t('ui.lastRound')}` : ''}
        <div>{t('ui.turnOrder')}:</div>
        <ol style={{ margin: 0, paddingLeft: 20 }}>
          {G.turnOrder.map((p, i) => (
            <li key={p} title={`+${TURN_ORDER_VP[i]} VP`}>
              <span style={{ color: colors[Number(p)] }}>{SEAT_GLYPH[Number(p)]}</span> {names[p]} (+{TURN_ORDER_VP[i]})
              {G.players[p].passed ? ` — ${t('ui.passed')}` : ''}
              {G.claims.TO1 === p ? ' → 1' : G.claims.TO2 === p ? ' → 2' : ''}
            </li>
          ))}
        </ol>
      </div>
      <div className="rr-panel">
        <div>
          <b>{t('ui.strip')}</b>
        </div>
        <div className="rr-strip">
          {G.strip.map((n, i) => {
            const left = 6 - i;
            const kind = i === 4 || i === 5 ? 'h' : 'v';
            const tip = n ? `#${n}: ${effectText(ENGINEERS[n], t)}` : t('ui.empty');
            return (
              <div key={i} className={`rr-eng ${kind}`} title={`${SLOT_NAMES[i]} — ${tip}`}>
                <div>
                  <small>
                    {SLOT_NAMES[i]}
                    {i < 6 ? ` · ${t('ui.roundsLeft', { n: left })}` : ` · ${t('ui.hireSlot')}`}
                  </small>
                </div>
                <div>{n ? `#${n}` : '—'}</div>
                <div>
                  <small>{n ? effectText(ENGINEERS[n], t) : ''}</small>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      <div className="rr-panel">
        <div>
          <b>{t('ui.piles')}</b>
        </div>
        <div>
          {G.locoPiles.map((c, i) => (
            <span
              key={i}
              className="rr-card"
              title={`${t('ui.loco', { n: i + 1 })} ×${c} — ${t('ui.factoryBack', { n: i + 1, text: effectText(FACTORIES[i + 1], t) })}`}
              style={c ? undefined : { borderStyle: 'dashed', color: 'var(--muted)' }}>
              <Icon name="loco" label={t('ui.loco', { n: i + 1 })} />
              {i + 1}×{c}
            </span>
          ))}
        </div>
        <div>
          {t('ui.pool')}:{' '}
          {G.factoryPool.length
            ? G.factoryPool.map((n, i) => (
                <span key={i} className="rr-card" title={t('ui.factoryBack', { n, text: effectText(FACTORIES[n], t) })}>
                  F{n}
                </span>
              ))
            : t('ui.empty')}
        </div>
        <div>
          {t('ui.doublerSupply', { n: G.doublerSupply })} ·{' '}
          {G.tempOnBoard ? (
            <>
              <Icon name="cap" label={t('ui.temp')} />
              <Icon name="cap" label={t('ui.temp')} /> {t('ui.tempOnBoard')}
            </>
          ) : (
            ''
          )}
        </div>
      </div>
      <div className="rr-panel">
        <div>
          <b>{t('ui.advCards')}</b>
        </div>
        {G.advCards.map((c) => (
          <div key={c} className="rr-card" title={t(`card.${c}`)}>
            {c}: {t(`card.${c}`)}
          </div>
        ))}
        <div>{t('ui.endPile', { n: G.endBonusPile.length })}</div>
      </div>
      {G.lastRoundScores && (
        <div className="rr-panel">
          <div>
            <b>{t('ui.lastScores')}</b>
          </div>
          <table>
            <tbody>
              {Object.entries(G.lastRoundScores).map(([p, s]) => (
                <tr key={p}>
                  <td style={{ color: colors[Number(p)] }}>
                    {SEAT_GLYPH[Number(p)]} {names[p]}
                  </td>
                  <td>
                    {t('score.TS')} {s.TS}
                  </td>
                  <td>
                    {t('score.SP')} {s.SP}
                  </td>
                  <td>
                    {t('score.KV')} {s.KV}
                  </td>
                  <td>
                    {t('score.industry')} {s.industry}
                  </td>
                  <td>
                    <b>{s.total}</b>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
