// Ticket to Ride: The Card Game board. Draws what the rules computed; every highlight comes from
// the game's legalMoves, every refusal text from its whyIllegal. [spec §8]
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ticketToRideCardGame as mod } from '../../../games/ticket-to-ride-card-game';
import { CARD_TYPES, COLORS, emptyCounts } from '../../../games/ticket-to-ride-card-game/constants';
import type { CardType, Color, PublicEvent, TTRState } from '../../../games/ticket-to-ride-card-game/types';
import type { RoundhouseBoardProps } from '../types';
import { LocoGradient } from './CardSvg';
import { HandArea } from './HandArea';
import { PlayerArea } from './PlayerArea';
import { FinalScoring, InterimScoring } from './ScoringView';
import { classify, robbedBy, sameArgs } from './selection';
import { TableArea } from './TableArea';
import { TicketView } from './TicketView';
import { CSS } from './ui';
import { Icon } from '../../icons';

const NS = 'ticket-to-ride-card-game';

/** Keeps the previous G (from the last render with a different G) to mark what changed. */
function usePrevious(G: TTRState): TTRState | null {
  const box = useRef<{ cur: TTRState; prev: TTRState | null }>({ cur: G, prev: null });
  if (box.current.cur !== G) box.current = { cur: G, prev: box.current.cur };
  return box.current.prev;
}

export function Board(props: RoundhouseBoardProps<TTRState>) {
  const { t } = useTranslation(NS);
  const { G, ctx, moves, isActive, readOnly } = props;
  const me = props.playerID ?? null;
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
        : me !== null && !readOnly && !ctx.gameover
          ? mod.legalMoves(G, ctx, me)
          : [],
    [G, ctx, me, readOnly, props.suggestion],
  );
  const can = (move: string, arg?: unknown) =>
    legal.some((l) => l.move === move && (arg === undefined || sameArgs(l.args[0], arg)));
  const act = isActive && !readOnly && me !== null;
  const [sel, setSel] = useState(emptyCounts());
  // The colour a selection of Locomotives only is played as [seed 001 B; rules version 2].
  const [declared, setDeclared] = useState<Color | null>(null);
  const [keep, setKeep] = useState<string[]>([]);
  const priv = me !== null ? G.private[me] : undefined;
  const offerKey = priv?.offer.join(',') ?? '';
  const [offerSeen, setOfferSeen] = useState(offerKey);
  if (offerSeen !== offerKey) {
    setOfferSeen(offerKey);
    setKeep([]);
  }
  const send = (move: string, arg?: Record<string, unknown>) => {
    if (!act) return;
    const fn = (moves as Record<string, (a?: unknown) => void>)[move];
    if (!fn) return;
    if (arg === undefined) fn();
    else fn(arg);
    setSel(emptyCounts());
    setDeclared(null);
  };

  // What just changed (outlined): face-up slots, Rail Yard columns, own hand types, new log lines.
  const prev = usePrevious(G);
  const changedSlots = new Set<number>();
  const changedColumns = new Set<string>();
  const changedHand = new Set<CardType>();
  let fresh: PublicEvent[] = [];
  if (prev) {
    G.faceUp.forEach((c, i) => c !== prev.faceUp[i] && changedSlots.add(i));
    for (const p of Object.keys(G.players))
      for (const col of G.players[p].railYard) {
        const before = prev.players[p]?.railYard.find((c) => c.color === col.color);
        if (!before || before.cards.length !== col.cards.length) changedColumns.add(`${p}:${col.color}`);
      }
    const ph = me !== null ? prev.private[me]?.hand : undefined;
    if (priv && ph) for (const k of CARD_TYPES) if (priv.hand[k] !== ph[k]) changedHand.add(k);
    fresh = G.publicLog.slice(prev.publicLog.length);
  }
  const recent = (fresh.length ? fresh : G.publicLog.slice(-3)).slice(-6);

  const stage = me !== null ? ctx.activePlayers?.[me] : undefined;
  const inMain = act && ctx.phase !== 'initialTickets' && !stage;
  const staged = classify(sel, declared);
  // Locomotives only selected: the colours they may be played as, from the legal-move generator.
  const locosOnly = COLORS.every((c) => sel[c] === 0) && sel.loco > 0;
  const declarable = locosOnly ? COLORS.filter((c) => can('playSet', { color: c, naturals: 0, locos: sel.loco })) : [];

  let prompt: string;
  if (ctx.gameover) prompt = t('prompt.over');
  else if (me === null) prompt = t('prompt.spectator');
  else if (ctx.phase === 'initialTickets')
    prompt = priv && priv.offer.length > 0 ? t('prompt.initial') : t('prompt.waitingOthers');
  else if (!act) prompt = t('prompt.waiting', { name: names[ctx.currentPlayer] });
  else if (stage === 'secondDraw') prompt = t('prompt.secondDraw');
  else if (stage === 'keepDrawnTickets') prompt = t('prompt.keepDrawn');
  else prompt = t('prompt.main');

  const slotsLegal = new Set<number>();
  for (const l of legal) if (l.move === 'drawFaceUp') slotsLegal.add((l.args[0] as { slot: number }).slot);

  const offerMove = ctx.phase === 'initialTickets' ? 'keepInitialTickets' : 'keepDrawnTickets';
  const keepArg = priv ? { keep: priv.offer.filter((id) => keep.includes(id)) } : { keep: [] };

  const renderPlay = () => {
    if (!inMain || !priv) return null;
    let detail: string;
    let ok = false;
    let warning: string | null = null;
    if (staged.move === null) {
      detail = t(staged.hint === 'empty' ? 'play.empty' : staged.hint === 'declare' ? 'play.declare' : 'play.shape');
      if (staged.hint === 'declare' && declarable.length === 0)
        detail += ' — ' + t(`reason.${sel.loco < 2 ? 'set-too-small' : 'robbery-too-small'}`);
    } else {
      ok = can(staged.move, staged.arg);
      const why = ok ? null : mod.whyIllegal(G, ctx, me!, staged.move, staged.arg);
      detail =
        staged.move === 'playSet'
          ? t(staged.arg.naturals === 0 ? 'play.setLocos' : 'play.set', {
              n: staged.arg.naturals,
              color: t(`card.${staged.arg.color}`),
              locos: staged.arg.locos,
              count: staged.arg.locos,
            })
          : t('play.three', { colors: staged.arg.colors.map((c) => t(`card.${c}`)).join(', ') });
      if (why) detail += ' — ' + t(`reason.${why}`);
      if (staged.move === 'playSet') {
        const victim = robbedBy(G, me!, staged.arg.color);
        if (victim)
          warning = t('play.robs', { name: names[victim.pid], color: t(`card.${staged.arg.color}`), count: victim.n });
      }
    }
    return (
      <div className="row" style={{ marginTop: '0.3rem' }}>
        {locosOnly ? (
          <span role="group" aria-label={t('play.declareLabel')}>
            {t('play.declareLabel')}:{' '}
            {COLORS.map((c) => (
              <button
                key={c}
                className={`button${declared === c ? ' primary' : ''}`}
                aria-pressed={declared === c}
                disabled={!declarable.includes(c)}
                onClick={() => setDeclared(c)}>
                {t(`card.${c}`)}
              </button>
            ))}
          </span>
        ) : null}
        <span>{detail}</span>
        {warning ? (
          <strong style={{ color: '#b03a2e' }}>
            <Icon name="warning" /> {warning}
          </strong>
        ) : null}
        <button
          className="button primary"
          disabled={!ok}
          onClick={() => staged.move && send(staged.move, staged.arg as never)}>
          {t('play.confirm')}
        </button>
        <button
          className="button"
          disabled={staged.move === null && staged.hint === 'empty'}
          onClick={() => {
            setSel(emptyCounts());
            setDeclared(null);
          }}>
          {t('play.clear')}
        </button>
      </div>
    );
  };

  const seats = ctx.playOrder.slice().sort((a, b) => Number(a) - Number(b));
  return (
    <div className="ttr">
      <style>{CSS}</style>
      <LocoGradient />
      <div className="prompt" role="status">
        <span>{prompt}</span>
        {can('pass') ? (
          <button className="button primary" onClick={() => send('pass')}>
            {t('pass')}
          </button>
        ) : null}
      </div>
      {priv && priv.offer.length > 0 && !ctx.gameover ? (
        <section className="modal" aria-label={t('offerTitle')}>
          <h3>{t(offerMove === 'keepInitialTickets' ? 'offerInitial' : 'offerDrawn')}</h3>
          <div className="tickets">
            {priv.offer.map((id) => (
              <TicketView
                key={id}
                id={id}
                selected={keep.includes(id)}
                onClick={
                  act ? () => setKeep((k) => (k.includes(id) ? k.filter((x) => x !== id) : [...k, id])) : undefined
                }
              />
            ))}
          </div>
          <div className="row" style={{ marginTop: '0.4rem' }}>
            <button
              className="button primary"
              disabled={!can(offerMove, keepArg)}
              onClick={() => send(offerMove, keepArg)}>
              {t('keepConfirm', { n: keepArg.keep.length })}
            </button>
            {!can(offerMove, keepArg) && act ? (
              <span className="muted">
                {t(`reason.${mod.whyIllegal(G, ctx, me!, offerMove, keepArg) ?? 'bad-argument'}`)}
              </span>
            ) : null}
          </div>
        </section>
      ) : null}
      <FinalScoring
        G={G}
        names={names}
        winners={
          (ctx.gameover as { out?: object; winners?: string[] } | undefined)?.out
            ? (ctx.gameover as { winners: string[] }).winners
            : undefined
        }
      />
      <InterimScoring G={G} me={me} names={names} />
      <TableArea
        G={G}
        legalSlots={act ? slotsLegal : new Set()}
        canDrawDeck={act && can('drawFromDeck')}
        canDrawTickets={act && can('drawTickets')}
        changedSlots={changedSlots}
        onDeck={() => send('drawFromDeck')}
        onSlot={(slot) => send('drawFaceUp', { slot })}
        onTickets={() => send('drawTickets')}
      />
      {priv && !G.result ? (
        <HandArea
          priv={priv}
          sel={sel}
          canSelect={inMain}
          changed={changedHand}
          onAdd={(k) => setSel((s) => ({ ...s, [k]: s[k] + 1 }))}
          onRemove={(k) => setSel((s) => ({ ...s, [k]: Math.max(0, s[k] - 1) }))}
        />
      ) : null}
      {renderPlay()}
      <ul className="recent" aria-label={t('recent')}>
        {recent.map((e, i) => (
          <li key={i}>{eventText(e, names, t)}</li>
        ))}
      </ul>
      <div className="players">
        {seats.map((p) => (
          <PlayerArea
            key={p}
            G={G}
            pid={p}
            name={names[p]}
            current={!ctx.gameover && ctx.phase !== 'initialTickets' && ctx.currentPlayer === p}
            me={p === me}
            changedColumns={changedColumns}
          />
        ))}
      </div>
    </div>
  );
}

function eventText(
  e: PublicEvent,
  names: Record<string, string>,
  t: (k: string, o?: Record<string, unknown>) => string,
): string {
  const name = 'p' in e ? names[e.p] : '';
  switch (e.t) {
    case 'robbery':
      return t('log.robbery', { name, victim: names[e.victim], color: t(`card.${e.color}`), count: e.count });
    case 'drawFaceUp':
      return t('log.drawFaceUp', { name, card: t(`card.${e.card}`) });
    case 'playSet':
      return t(e.naturals === 0 ? 'log.playSetLocos' : 'log.playSet', {
        name,
        n: e.naturals,
        color: t(`card.${e.color}`),
        locos: e.locos,
        count: e.locos,
      });
    case 'playThree':
      return t('log.playThree', { name, colors: e.colors.map((c) => t(`card.${c}`)).join(', ') });
    case 'roundScored':
      return t('log.roundScored', {
        round: e.round,
        points: Object.entries(e.points)
          .map(([p, v]) => `${names[p]} ${v}`)
          .join(', '),
      });
    default:
      // (the number an event counts, for the plural: `n` or `kept`)
      return t(`log.${e.t}`, {
        name,
        ...(e as object),
        ...('n' in e ? { count: e.n } : 'kept' in e ? { count: e.kept } : {}),
      });
  }
}
