// Russian Railroads board. Draws what the rules computed; every highlight comes from legalMoves.
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { russianRailroads as mod } from '../../../games/russian-railroads';
import type { RRState } from '../../../games/russian-railroads/types';
import type { RoundhouseBoardProps } from '../types';
import { MainBoard } from './MainBoard';
import { PlayerBoard } from './PlayerBoard';
import { Prompt } from './Prompt';
import { Supply } from './Supply';
import { CSS, NS } from './ui';

/** The previous G (from the last render with a different G), to mark what just changed. */
function usePrevious(G: RRState): RRState | null {
  const box = useRef<{ cur: RRState; prev: RRState | null }>({ cur: G, prev: null });
  if (box.current.cur !== G) box.current = { cur: G, prev: box.current.cur };
  return box.current.prev;
}

export function Board(props: RoundhouseBoardProps<RRState>) {
  const { t } = useTranslation(NS);
  const { G, ctx, moves, isActive, readOnly } = props;
  const me = props.playerID ?? null;
  const prev = usePrevious(G);
  const names = useMemo(() => {
    const out: Record<string, string> = {};
    for (const p of Object.keys(G.players)) out[p] = props.playerNames?.[p] ?? t('seat', { n: Number(p) + 1 });
    return out;
  }, [G.players, props.playerNames, t]);
  // a suggestion (hint, analysis) is highlighted the way legal moves are, read-only
  const legal = useMemo(
    () =>
      props.suggestion
        ? [props.suggestion as any]
        : me !== null && !readOnly && !ctx.gameover && G.players[me]
          ? mod.legalMoves(G, ctx, me)
          : [],
    [G, ctx, me, readOnly, props.suggestion],
  );
  const canAct = isActive && !readOnly && me !== null;
  const send = (move: string, arg?: Record<string, unknown>) => {
    if (!canAct) return;
    const fn = (moves as Record<string, (a?: unknown) => void>)[move];
    if (fn) arg === undefined ? fn() : fn(arg);
  };
  const seats = Object.keys(G.players);
  const order = me !== null && G.players[me] ? [me, ...seats.filter((s) => s !== me)] : seats;
  return (
    <div className="rr">
      <style>{CSS}</style>
      <Prompt G={G} ctx={ctx} me={me} legal={legal} names={names} send={send} />
      <Supply G={G} names={names} colors={mod.playerColors} />
      <MainBoard G={G} legal={legal} colors={mod.playerColors} names={names} prev={prev} send={send} me={me} />
      <div className="rr-players">
        {order.map((s) => (
          <PlayerBoard
            key={s}
            G={G}
            seat={s}
            me={me}
            name={names[s]}
            color={mod.playerColors[Number(s)]}
            legal={legal}
            prev={prev}
            send={send}
          />
        ))}
      </div>
    </div>
  );
}
