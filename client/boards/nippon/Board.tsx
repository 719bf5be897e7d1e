// Nippon board: prompt, map, action slots, scoring track and rewards, factory supply, player boards.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalMove } from '../../../games/common/module';
import { nippon } from '../../../games/nippon';
import type { NipponState, RegionReport } from '../../../games/nippon/types';
import type { RoundhouseBoardProps } from '../types';
import { MapView } from './MapView';
import { PlayerBoard } from './PlayerBoard';
import { Prompt } from './Prompt';
import { SlotsView, TrackAndRewards } from './SlotsView';
import { SupplyView } from './SupplyView';
import { STYLE } from './style';
import { useChangeMarker } from './ui';

export function Board(props: RoundhouseBoardProps<NipponState>) {
  const { G, ctx, playerID, moves, readOnly, isActive, playerNames } = props;
  const { t } = useTranslation('nippon');
  const [choices, setChoices] = useState<LegalMove[] | null>(null);
  const changed = useChangeMarker(G);
  const canAct = !readOnly && isActive && playerID !== null && playerID !== undefined && !ctx.gameover;
  // a suggestion (hint, analysis) is highlighted the way legal moves are, read-only
  const allLegal = useMemo(() => (canAct ? nippon.legalMoves(G, ctx, playerID!) : []), [G, ctx, playerID, canAct]);
  const legal = useMemo(() => (props.suggestion ? [props.suggestion as any] : allLegal), [allLegal, props.suggestion]);
  // whether consolidating is the only choice is a fact of the position, not of what a hint shows
  const canTakeWorker = allLegal.some((m) => m.move === 'takeWorker');
  // Invest [spec §4.5]: the factory supply comes up under the prompt while a factory is to be chosen
  // (it sits at the foot of the board), in view; the page goes back where it was after the choice.
  const investing = canAct && legal.some((m) => m.move === 'buildFactory');
  const investPanel = useRef<HTMLDivElement>(null);
  const scrolledFrom = useRef<number | null>(null);
  useEffect(() => {
    if (investing) {
      scrolledFrom.current = window.scrollY;
      investPanel.current?.scrollIntoView({ block: 'nearest' });
    } else if (scrolledFrom.current !== null) {
      window.scrollTo({ top: scrolledFrom.current });
      scrolledFrom.current = null;
    }
  }, [investing]);
  const names = useMemo(
    () => Object.fromEntries(G.playOrder.map((s) => [s, playerNames?.[s] ?? `P${Number(s) + 1}`])),
    [G.playOrder, playerNames],
  );

  const play = (m: LegalMove) => {
    setChoices(null);
    if (!canAct) return;
    const fn = (moves as Record<string, (a?: unknown) => void>)[m.move];
    if (m.args.length) fn?.(m.args[0]);
    else fn?.();
  };
  const choose = (ms: LegalMove[]) => {
    if (ms.length === 1) play(ms[0]);
    else if (ms.length > 1) setChoices(ms);
  };
  const pick = (pred: (m: LegalMove) => boolean) => legal.filter(pred);
  const seats =
    playerID != null && G.players[playerID] ? [playerID, ...G.playOrder.filter((s) => s !== playerID)] : G.playOrder;
  const view = { G, pick, choose, changed, names };

  return (
    <div className="nip-board">
      <style>{STYLE}</style>
      <Prompt
        G={G}
        seat={playerID ?? null}
        active={canAct}
        legal={legal}
        canTakeWorker={canTakeWorker}
        choices={choices}
        play={play}
        cancel={() => setChoices(null)}
        currentName={names[ctx.currentPlayer] ?? ctx.currentPlayer}
      />
      {investing ? (
        <div ref={investPanel} className="nip-invest-panel" data-testid="nippon-invest-panel">
          <SupplyView G={G} pick={pick} choose={choose} />
        </div>
      ) : null}
      <div className="nip-main">
        <div className="nip-scroll">
          <MapView {...view} />
        </div>
        <div className="nip-scroll">
          <SlotsView {...view} />
        </div>
        <div className="nip-scroll">
          <TrackAndRewards {...view} />
        </div>
        {G.lastScoring ? (
          <ScoringReport round={G.lastScoring.round} regions={G.lastScoring.regions} names={names} />
        ) : null}
      </div>
      <div className="nip-players">
        {seats.map((s) => (
          <PlayerBoard
            key={s}
            G={G}
            seat={s}
            name={names[s]}
            mine={s === playerID}
            pick={pick}
            choose={choose}
            changed={changed}
          />
        ))}
      </div>
      {investing ? null : <SupplyView G={G} pick={pick} choose={choose} />}
      <p className="nip-legend">
        {t('ui.changed')}: <span style={{ outline: '2px solid #00b3a4', padding: '0 4px' }}>▢</span>
      </p>
    </div>
  );
}

function ScoringReport({
  round,
  regions,
  names,
}: {
  round: number;
  regions: RegionReport[];
  names: Record<string, string>;
}) {
  const { t } = useTranslation('nippon');
  return (
    <details className="nip-report">
      <summary>{t('ui.scoringReport', { n: round })}</summary>
      <table>
        <tbody>
          {regions.map((r) => (
            <tr key={r.region}>
              <th>{t(`region.${r.region}`)}</th>
              <td>
                {Object.keys(r.influence)
                  .sort((a, b) => r.influence[b] - r.influence[a])
                  .map(
                    (k) =>
                      `${t('ui.position', { n: r.position[k] })} ${k === 'overseas' ? t('ui.overseas') : names[k]} ${r.influence[k]}` +
                      (k !== 'overseas' ? ` → +${(r.vp[k] ?? 0) + (r.shipVp[k] ?? 0)}` : ''),
                  )
                  .join(' · ') || '-'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
