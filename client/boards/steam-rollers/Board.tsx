// Steam Rollers board: prompt, supply map with cubes, dice pool, tiles, and every player's sheet.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalMove } from '../../../games/common/module';
import { steamRollers } from '../../../games/steam-rollers';
import { scorePlayer } from '../../../games/steam-rollers/rules/scoring';
import type { DeliverArg } from '../../../games/steam-rollers/rules/delivery';
import type { Cube, NodeId, SRState, StageName } from '../../../games/steam-rollers/types';
import type { RoundhouseBoardProps } from '../types';
import { CubeList, HexMap } from './HexMap';
import { useNarrow } from '../common/narrow';
import { Pool } from './Pool';
import { Prompt } from './Prompt';
import { Sheet } from './Sheet';
import { groupDeliveries, pathHexes } from './selectors';
import { STYLE } from './style';
import { argOf, seatColor, seatGlyph, useChangeMarker } from './ui';
import { Icon } from '../../icons';

export function Board(props: RoundhouseBoardProps<SRState>) {
  const { G, ctx, playerID, moves, readOnly, isActive, playerNames } = props;
  const { t } = useTranslation('steam-rollers');
  const changed = useChangeMarker(G);
  const seat = playerID ?? null;
  const canAct = !readOnly && !!isActive && seat !== null && !!G.players[seat] && !ctx.gameover;
  // a suggestion (hint, analysis) is highlighted the way legal moves are, read-only
  const legal = useMemo(
    () => (props.suggestion ? [props.suggestion as any] : canAct ? steamRollers.legalMoves(G, ctx, seat!) : []),
    [G, ctx, seat, canAct, props.suggestion],
  );
  const names = useMemo(
    () => Object.fromEntries(G.playOrder.map((s) => [s, playerNames?.[s] ?? `P${Number(s) + 1}`])),
    [G.playOrder, playerNames],
  );
  const [groupKey, setGroupKey] = useState<string | null>(null);
  const [delivery, setDelivery] = useState<LegalMove | null>(null);
  const [powerMode, setPowerMode] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ hex: string; edges: [number, number] } | null>(null);
  const [focus, setFocus] = useState<string | null>(null);
  useEffect(() => {
    setGroupKey(null);
    setDelivery(null);
    setPowerMode(null);
    setPreview(null);
  }, [G]);

  const play = (m: LegalMove) => {
    if (!canAct) return;
    const fn = (moves as Record<string, (a?: unknown) => void>)[m.move];
    if (m.args.length) fn?.(m.args[0]);
    else fn?.();
  };
  const by = (name: string) => legal.filter((m) => m.move === name);
  const myStage = (seat !== null ? (ctx.activePlayers?.[seat] as StageName | undefined) : undefined) ?? null;
  // A die stolen with tile 2b is the only choice on the thief's turn: take it automatically [spec §8.1].
  const autoTaken = useRef('');
  useEffect(() => {
    if (!canAct || myStage !== 'pickDie' || !G.players[seat!]?.stolenDie) return;
    if (legal.length !== 1 || legal[0].move !== 'takeDie') return;
    const key = `${G.round}:${ctx.turn}`;
    if (autoTaken.current === key) return;
    autoTaken.current = key;
    play(legal[0]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [legal, canAct, myStage]);
  const shownStage = myStage ?? (ctx.activePlayers?.[ctx.currentPlayer] as StageName | undefined) ?? null;

  // delivery choices
  const groups = useMemo(() => groupDeliveries(legal), [legal]);
  const group = groupKey ? (groups.get(groupKey) ?? null) : null;
  const cubeTargets = new Set([...groups.values()].filter((g) => !g.personal).map((g) => g.key));
  const personal = [...groups.values()].find((g) => g.personal);
  const dv = delivery ? (argOf(delivery) as unknown as DeliverArg) : null;
  const path = dv?.path ?? null;
  const onNode = (node: NodeId) => {
    const ms = group?.byDest.get(node);
    if (ms) setDelivery(ms[0]);
  };

  // track targets on the own sheet
  let trackTargets: Set<string> | undefined;
  let onHex: ((hex: string) => void) | undefined;
  if (myStage === 'action' && !group) {
    const hexMoves = by('selectTrackHex');
    trackTargets = new Set(hexMoves.map((m) => argOf(m).hex as string));
    onHex = (hex) => {
      const m = hexMoves.find((x) => argOf(x).hex === hex);
      if (m) play(m);
    };
  } else if (myStage === 'choosePower' && powerMode?.startsWith('track')) {
    const chosen = powerMode.startsWith('track:') ? powerMode.slice(6) : null;
    trackTargets = chosen
      ? new Set([chosen])
      : new Set(
          by('chooseStartingPower')
            .filter((m) => argOf(m).power === 'track')
            .map((m) => argOf(m).hex as string),
        );
    onHex = chosen ? undefined : (hex) => setPowerMode(`track:${hex}`);
  } else if (myStage === 'drawSegment' && G.turn.trackHex) trackTargets = new Set([G.turn.trackHex]);

  const dieTargets = new Set(by('takeDie').map((m) => argOf(m).dieId as number));
  const tileTarget = by('takeActionTile').length ? G.turn.currentDie!.value : null;
  const engineTarget = by('upgradeEngine').length ? G.turn.currentDie!.value : null;
  const others = G.playOrder.filter((s) => s !== seat);
  const bigSeat = seat !== null && G.players[seat] ? seat : (focus ?? G.playOrder[0]);
  const mine = bigSeat === seat;
  const narrow = useNarrow();
  const onCube = (city: number, color: Cube) => {
    setGroupKey(`${city}:${color}`);
    setDelivery(null);
  };
  const lastPath = G.last?.move === 'deliver' && G.last.path ? G.last.path : null;

  return (
    <div className="sr-board">
      <style>{STYLE}</style>
      <Prompt
        G={G}
        seat={seat}
        stage={shownStage}
        current={ctx.currentPlayer}
        canAct={canAct}
        legal={legal}
        names={names}
        play={play}
        group={group}
        delivery={delivery}
        setDelivery={setDelivery}
        clearGroup={() => {
          setGroupKey(null);
          setDelivery(null);
        }}
        powerMode={powerMode}
        setPowerMode={setPowerMode}
        setPreview={setPreview}
      />
      {G.gameOver ? (
        <FinalTable
          G={G}
          names={names}
          compact={narrow}
          winners={
            (ctx.gameover as { out?: object; winners?: string[] } | undefined)?.out
              ? (ctx.gameover as { winners: string[] }).winners
              : undefined
          }
        />
      ) : null}
      <div className="sr-main">
        <div className="sr-col">
          <h3>{t('ui.supply')}</h3>
          <HexMap
            s={26}
            walls={G.walls}
            cubes={G.supply}
            cubeTargets={cubeTargets}
            selectedCube={groupKey && !group?.personal ? groupKey : null}
            onCube={onCube}
            nodeTargets={group ? new Set(group.byDest.keys()) : undefined}
            onNode={onNode}
            path={path ?? lastPath}
            label={t('ui.supply')}
            compact={narrow}
          />
          {narrow ? (
            <CubeList
              cubes={G.supply}
              cubeTargets={cubeTargets}
              onCube={onCube}
              selectedCube={groupKey && !group?.personal ? groupKey : null}
            />
          ) : null}
          <Pool
            G={G}
            names={names}
            changed={changed}
            dieTargets={dieTargets}
            onDie={(id) => {
              const m = by('takeDie').find((x) => argOf(x).dieId === id);
              if (m) play(m);
            }}
            tileTarget={tileTarget}
            onTile={() => play(by('takeActionTile')[0])}
          />
        </div>
        <div className="sr-col">
          <Sheet
            G={G}
            seat={bigSeat}
            name={names[bigSeat]}
            big
            changed={changed}
            compact={narrow}
            trackTargets={mine ? trackTargets : undefined}
            onHex={mine ? onHex : undefined}
            engineTarget={mine ? engineTarget : null}
            onEngine={() => play(by('upgradeEngine')[0])}
            path={mine ? path : null}
            pathHexes={mine && path ? pathHexes(G.players[bigSeat].track, path) : undefined}
            preview={mine ? preview : null}
            personalTarget={mine && !!personal}
            onPersonal={() => personal && (setGroupKey(personal.key), setDelivery(null))}
          />
        </div>
      </div>
      <div className="sr-others">
        {(seat !== null && G.players[seat] ? others : G.playOrder.filter((s) => s !== bigSeat)).map((s) => (
          <Sheet
            key={s}
            G={G}
            seat={s}
            name={names[s]}
            big={focus === s && seat !== null}
            changed={changed}
            compact={narrow}
            onFocus={() => setFocus(focus === s ? null : s)}
          />
        ))}
      </div>
    </div>
  );
}

/** The final scores with the tie-breaks. On a phone (compact) only the totals and the tie-breaks:
 *  the categories are in the score table above the board, and all ten columns do not fit. */
function FinalTable({
  G,
  names,
  winners,
  compact,
}: {
  G: SRState;
  names: Record<string, string>;
  winners?: string[];
  compact?: boolean;
}) {
  // a seat out of the match (resigned, left for good) is last: the match's result names the winner
  const won = winners ?? G.gameOver?.winners ?? [];
  const { t } = useTranslation('steam-rollers');
  const cats = compact ? [] : (['deliveries', 'network', 'engine', 'tiles', 'power', 'orders'] as const);
  return (
    <table className="sr-final">
      <thead>
        <tr>
          <th />
          {cats.map((c) => (
            <th key={c}>{t(`score.${c}`)}</th>
          ))}
          <th>{t('ui.sum')}</th>
          <th>{t('ui.tieEngine')}</th>
          <th>{t('ui.tieNetwork')}</th>
        </tr>
      </thead>
      <tbody>
        {G.playOrder.map((s) => {
          const sc = G.gameOver?.scores[s] ?? scorePlayer(G, s);
          return (
            <tr key={s} className={won.includes(s) ? 'win' : undefined}>
              <th>
                <span className="sr-seat" style={{ background: seatColor(s) }}>
                  {seatGlyph(s)}
                </span>{' '}
                {names[s]}
                {won.includes(s) ? (
                  <>
                    {' '}
                    <Icon name="trophy" color="#b8860b" />
                  </>
                ) : (
                  ''
                )}
              </th>
              {cats.map((c) => (
                <td key={c}>{sc[c]}</td>
              ))}
              <td>
                <b>{sc.total}</b>
              </td>
              <td>{sc.engineStrength ?? sc.engineBoxes}</td>
              <td>{sc.network}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
