// Scoring details: the viewer's own interim scoring (4 players), and at the end every Track Stack
// revealed with the cards that fulfilled each ticket, penalties and Big City awards. [spec §8.3 7–8]
import { useTranslation } from 'react-i18next';
import { CARD_TYPES } from '../../../games/ticket-to-ride-card-game/constants';
import type { PlayerScoring, TTRState } from '../../../games/ticket-to-ride-card-game/types';
import { CardSvg } from './CardSvg';
import { TicketView } from './TicketView';
import { cityKey } from './ui';

const NS = 'ticket-to-ride-card-game';

function OneScoring({ sc }: { sc: PlayerScoring }) {
  const { t } = useTranslation(NS);
  return (
    <div>
      <div className="row" title={t('stackRevealed')}>
        <span>{t('roundStack', { round: sc.round })}:</span>
        {CARD_TYPES.filter((k) => sc.stack[k] > 0).map((k) => (
          <CardSvg key={k} type={k} small count={sc.stack[k]} title={`${t(`card.${k}`)} × ${sc.stack[k]}`} />
        ))}
        {CARD_TYPES.every((k) => sc.stack[k] === 0) ? <span className="muted">—</span> : null}
      </div>
      <div className="tickets">
        {sc.completed.map((id) => (
          <TicketView key={id} id={id} status="done" used={sc.allocation[id]} />
        ))}
      </div>
      <p style={{ margin: '0.2rem 0' }}>
        {t('roundScoredPoints', { round: sc.round, count: sc.points })}
        {CARD_TYPES.some((k) => sc.unused[k] > 0)
          ? ' · ' +
            t('unused', {
              cards: CARD_TYPES.filter((k) => sc.unused[k] > 0)
                .map((k) => `${t(`card.${k}`)} ${sc.unused[k]}`)
                .join(', '),
            })
          : ''}
      </p>
    </div>
  );
}

export function InterimScoring({ G, me, names }: { G: TTRState; me: string | null; names: Record<string, string> }) {
  const { t } = useTranslation(NS);
  const first = G.scoring[0];
  if (!first || G.result) return null;
  const own = me !== null ? G.private[me]?.scorings.find((s) => s.round === 1) : undefined;
  return (
    <section>
      <h3>{t('interimTitle')}</h3>
      <p style={{ margin: 0 }}>
        {Object.entries(first.perPlayer)
          .map(([p, r]) => t('interimLine', { name: names[p] ?? p, points: r.points, count: r.completedCount }))
          .join(' · ')}
      </p>
      {own ? <OneScoring sc={own} /> : null}
    </section>
  );
}

export function FinalScoring({
  G,
  names,
  winners,
}: {
  G: TTRState;
  names: Record<string, string>;
  winners?: string[];
}) {
  const { t } = useTranslation(NS);
  const r = G.result;
  if (!r) return null;
  // a seat out of the match (resigned, left for good) is last: the match's result names the winner
  const won = winners ?? r.winners;
  return (
    <section aria-label={t('finalTitle')}>
      <h3>{t('finalTitle')}</h3>
      <p style={{ margin: '0 0 0.4rem' }}>
        {t(won.length > 1 ? 'sharedWin' : 'winnerIs', { names: won.map((w) => names[w] ?? w).join(', ') })}
        {winners ? null : (
          <>
            {' · '}
            {t(`decidedBy.${r.decidedBy}`)}
          </>
        )}
      </p>
      {Object.keys(G.players).map((pid) => {
        const b = r.breakdown[pid];
        const priv = G.private[pid];
        return (
          <div key={pid} className="end-player">
            <h3>
              {names[pid] ?? pid}: {r.scores[pid]} (
              {t('endLine', { done: b.completedPoints, penalty: b.penaltyPoints, bonus: b.bonusPoints })})
            </h3>
            {priv?.scorings.map((sc) => (
              <OneScoring key={sc.round} sc={sc} />
            ))}
            {priv && priv.tickets.length > 0 ? (
              <div className="tickets">
                {priv.tickets.map((id) => (
                  <TicketView key={id} id={id} status="failed" />
                ))}
              </div>
            ) : null}
            <div className="cities">
              {b.bonusCities.map((c) => (
                <span key={c} className="city">
                  ★ {t(`city.${cityKey(c)}`)}
                </span>
              ))}
            </div>
          </div>
        );
      })}
    </section>
  );
}
