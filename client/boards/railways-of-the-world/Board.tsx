// Railways of the World board: map, prompt for the current decision, side panels [spec §8].
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalMove } from '../../../games/common/module';
import { railwaysOfTheWorld as mod } from '../../../games/railways-of-the-world';
import { CITIES, CITY_BY_ID } from '../../../games/railways-of-the-world/data/map';
import { OPS_BY_ID } from '../../../games/railways-of-the-world/data/cards';
import { incomeFor } from '../../../games/railways-of-the-world/data/tables';
import { upgradeCost } from '../../../games/railways-of-the-world/rules/actions';
import { bondsNeeded } from '../../../games/railways-of-the-world/rules/economy';
import { minBid } from '../../../games/railways-of-the-world/rules/legal';
import { checkPlace, checkRedirect, openEnd } from '../../../games/railways-of-the-world/rules/track';
import { hexInfo, neighbour, opposite, terrainAt } from '../../../games/railways-of-the-world/hex';
import type { RotwState } from '../../../games/railways-of-the-world/types';
import type { RoundhouseBoardProps } from '../types';
import { baronText, cityName } from './cards';
import { CUBE_FILL, money } from './geometry';
import { usePhone } from './phone';
import { MapView, type Overlays } from './MapView';
import { CubeBadge, MajorLinesPanel, OpsDisplay, PlayersPanel, StatusBar } from './Panels';
import './style.css';
import { Icon } from '../../icons';

type Mode = 'menu' | 'build' | 'deliver' | 'urbanize';
type A = Record<string, any>;
const argOf = (m: LegalMove) => (m.args[0] ?? {}) as A;
/** The six hex sides as arrows: E, NE, NW, W, SW, SE [spec §2.8.1]. */
const ARROW = ['→', '↗', '↖', '←', '↙', '↘'];
/** What a tap on the map chose, with the choices it offers (shown beside or over the map). */
interface Spot {
  title: string;
  cityId?: string;
  body: ReactNode /** the prompt already says it */;
  quiet?: boolean;
}

export function Board(props: RoundhouseBoardProps<RotwState>) {
  const { G, ctx, playerID, isActive, readOnly, moves } = props;
  const { t } = useTranslation('railways-of-the-world');
  const names = useMemo(
    () => Object.fromEntries(G.seating.map((p) => [p, props.playerNames?.[p] ?? `P${Number(p) + 1}`])),
    [G.seating, props.playerNames],
  );
  const colors = mod.playerColors;
  const [mode, setMode] = useState<Mode>('menu');
  const [city, setCity] = useState<string | null>(null);
  const [hoverPath, setHoverPath] = useState<A | null>(null);
  const [useLand, setUseLand] = useState(false);
  const [diamonds, setDiamonds] = useState<string[]>([]);
  const [bidAmount, setBidAmount] = useState(0);
  // A city tapped only to see it (its name and cubes, drawn too small on a phone's whole map).
  const [inspect, setInspect] = useState<string | null>(null);
  const phone = usePhone();
  // Chosen with the keyboard: the focus goes on to the first choice it offers.
  const spotRef = useRef<HTMLDivElement>(null);
  const focusSpot = useRef(false);
  const choose = (key: string | null, e?: unknown) => {
    setCity(key);
    setInspect(null);
    focusSpot.current = !!e && typeof e === 'object' && 'key' in (e as object);
  };
  useEffect(() => {
    if (!focusSpot.current) return;
    focusSpot.current = false;
    spotRef.current?.querySelector<HTMLElement>('button, input')?.focus();
  }, [city]);
  const can = !readOnly && isActive && playerID !== null;
  // a suggestion (hint, analysis) is highlighted the way legal moves are, read-only
  const legal = useMemo(
    () => (props.suggestion ? [props.suggestion as any] : can ? mod.legalMoves(G, ctx, playerID!) : []),
    [can, G, ctx, playerID, props.suggestion],
  );
  const by = (name: string) => legal.filter((m) => m.move === name);
  const send = (name: string, arg?: A) => {
    if (!can) return;
    setCity(null);
    setHoverPath(null);
    setInspect(null);
    (moves as Record<string, (a?: A) => void>)[name]?.(arg);
  };
  // Reset local UI state when the decision changes.
  const decisionKey = `${ctx.phase}|${ctx.currentPlayer}|${G.turn}|${G.actionRound}|${G.build ? 'b' : ''}|${G.pending?.type ?? ''}|${G.extraActions}`;
  const [lastKey, setLastKey] = useState(decisionKey);
  if (lastKey !== decisionKey) {
    setLastKey(decisionKey);
    setMode('menu');
    setCity(null);
    setUseLand(false);
    setDiamonds([]);
    setBidAmount(0);
    setInspect(null);
  }

  const ev = G.lastEvent;
  const changed = {
    hexes: ev?.hexes ?? [],
    links: ev?.linkIds ?? [],
    cities: ev?.kind === 'delivery' ? [] : (ev?.cities ?? []),
  };
  const overlays: Overlays = {
    cityTargets: {},
    hexTargets: [],
    arrows: [],
    pathLinks: [],
    pathCities: [],
    westernTargets: {},
    selected: city,
  };
  if (ev?.kind === 'delivery' && !hoverPath) {
    overlays.pathLinks = ev.linkIds ?? [];
    overlays.pathCities = ev.cities ?? [];
  }

  const me = playerID !== null ? G.players[playerID] : null;
  let focus: { key: string; q: number; r: number } | null = null;
  let prompt = '';
  let controls: React.ReactNode = null;
  let spot: Spot | null = null;
  const phase = ctx.phase;

  if (ctx.gameover) prompt = t('prompt.over');
  else if (phase === 'chooseBaron') {
    if (me && me.baronId === null && can) {
      prompt = t('prompt.chooseBaron');
      controls = (
        <div className="rotw-barons">
          {me.baronOptions.map((id, i) => (
            <div key={id} className="rotw-baron-card" title={baronText(t, id)}>
              <div>
                <Icon name="crown" label={t('ui.baron')} /> {baronText(t, id)}
              </div>
              <button type="button" onClick={() => send('chooseBaron', { index: i })}>
                {t('btn.pick')}
              </button>
            </div>
          ))}
        </div>
      );
    } else prompt = t('prompt.chosen');
  } else if (!can)
    prompt = t('prompt.wait', {
      name: Object.keys(ctx.activePlayers ?? { [ctx.currentPlayer]: 1 })
        .map((p) => names[p])
        .join(', '),
    });
  else if (phase === 'auction' && G.auction) {
    prompt = t('prompt.auction');
    // Any higher bid is legal (rules version 3: no cap), also above the highest bid the legal-move
    // generator lists, so the control asks whyIllegal, not the list.
    const min = minBid(G);
    const amt = bidAmount || min;
    const bidWhy = mod.whyIllegal(G, ctx, playerID!, 'bid', { amount: amt });
    const canBid = mod.whyIllegal(G, ctx, playerID!, 'bid', { amount: min }) === null;
    const bonds = canBid && bidWhy === null ? bondsNeeded(me!.cash, amt) : 0;
    controls = (
      <div className="rotw-row">
        <span>
          {G.auction.highBidder !== null
            ? t('ui.highBid', { amount: money(G.auction.highBid), name: names[G.auction.highBidder] })
            : t('ui.noBid')}
        </span>
        {G.auction.passed.length ? (
          <span className="muted">
            {t('ui.passed')}: {G.auction.passed.map((p) => names[p]).join(', ')}
          </span>
        ) : null}
        {canBid ? (
          <>
            <button
              type="button"
              onClick={() => setBidAmount(Math.max(min, Math.ceil(amt / 1000) * 1000 - 1000))}
              disabled={amt <= min}
              aria-label="−1000">
              −
            </button>
            <input
              type="number"
              min={min}
              step={1000}
              value={amt}
              aria-label={t('ui.bidAmount')}
              onChange={(e) => setBidAmount(Number(e.target.value) || min)}
              style={{ width: '8em' }}
            />
            <button type="button" onClick={() => setBidAmount(Math.floor(amt / 1000) * 1000 + 1000)} aria-label="+1000">
              ＋
            </button>
            <button
              type="button"
              className="primary"
              disabled={bidWhy !== null}
              onClick={() => send('bid', { amount: amt })}>
              {t('btn.bid')} {money(amt)}
            </button>
            {bidWhy === null ? (
              <span className="muted">{t('ui.wouldBonds', { count: bonds })}</span>
            ) : (
              <span className="muted" role="status">
                {t(`reason.${bidWhy}`)}
              </span>
            )}
          </>
        ) : null}
        <button type="button" onClick={() => send('passBid')}>
          {t('btn.passBid')}
        </button>
      </div>
    );
  } else if (phase === 'actions' && G.pending) {
    if (G.pending.type === 'cityGrowth') {
      prompt = t('prompt.cityGrowth');
      for (const m of by('resolveCityGrowth'))
        overlays.cityTargets[argOf(m).cityId] = () => send('resolveCityGrowth', argOf(m));
    } else {
      prompt = t('prompt.newIndustry');
      const opts = by('resolveNewIndustry');
      for (const m of opts) overlays.cityTargets[argOf(m).cityId] = (e) => choose(argOf(m).cityId, e);
      if (city)
        spot = {
          title: cityName(t, city),
          cityId: city,
          body: colorButtons(
            opts.filter((m) => argOf(m).cityId === city),
            'resolveNewIndustry',
          ),
        };
    }
  } else if (phase === 'actions' && G.build) {
    const b = G.build;
    prompt = t('prompt.build', { placed: b.tilesPlaced, max: b.maxTiles });
    const end = openEnd(G, b);
    if (can) focus = { key: `${G.turn}-${G.actionRound}-${b.linkId ?? JSON.stringify(b.origin)}`, q: end.q, r: end.r };
    for (const m of by('placeTrack')) {
      const chk = checkPlace(G, playerID!, argOf(m).exit);
      const cost = typeof chk === 'string' ? 0 : chk.cost;
      overlays.arrows.push({
        q: end.q,
        r: end.r,
        d: argOf(m).exit,
        kind: 'place',
        label: `$${cost / 1000}k`,
        title: `${t('dir.' + argOf(m).exit)} — ${t('ui.cost', { cost: money(cost) })}`,
        onClick: () => send('placeTrack', argOf(m)),
      });
    }
    if (b.origin.kind === 'link') {
      const l = G.links[b.origin.linkId];
      const last = l.tiles[l.tiles.length - 1];
      for (const m of by('redirectTrack')) {
        const chk = checkRedirect(G, playerID!, argOf(m).exit);
        const cost = typeof chk === 'string' ? 0 : chk.cost;
        overlays.arrows.push({
          q: last.q,
          r: last.r,
          d: argOf(m).exit,
          kind: 'redirect',
          label: `↻$${cost / 1000}k`,
          title: `${t('btn.redirect', { dir: t('dir.' + argOf(m).exit) })} — ${t('ui.cost', { cost: money(cost) })}`,
          onClick: () => send('redirectTrack', argOf(m)),
        });
      }
    }
    // The same choices as the arrows, as buttons: direction, cost and where the tile leads.
    const place = by('placeTrack').map((m) => {
      const chk = checkPlace(G, playerID!, argOf(m).exit);
      const cost = typeof chk === 'string' ? 0 : chk.cost;
      const to =
        typeof chk === 'string'
          ? ''
          : chk.target.kind === 'city'
            ? ` · ${t('ui.reaches', { city: cityName(t, chk.target.cityId) })}`
            : chk.target.kind === 'join'
              ? ` · ${t('ui.joins')}`
              : '';
      const d = argOf(m).exit as number;
      return (
        <button type="button" key={`p${d}`} className="rotw-dir" onClick={() => send('placeTrack', argOf(m))}>
          {ARROW[d]} {t('dir.' + d)} · {money(cost)}
          {to}
        </button>
      );
    });
    const redirect = by('redirectTrack').map((m) => {
      const chk = checkRedirect(G, playerID!, argOf(m).exit);
      const cost = typeof chk === 'string' ? 0 : chk.cost;
      return (
        <button
          type="button"
          key={`r${argOf(m).exit}`}
          className="rotw-dir"
          onClick={() => send('redirectTrack', argOf(m))}>
          ↻ {t('btn.redirect', { dir: t('dir.' + argOf(m).exit) })} · {money(cost)}
        </button>
      );
    });
    const body = (
      <div className="rotw-row">
        {place}
        {redirect}
        {by('finishBuild').length ? (
          <button type="button" className="primary" onClick={() => send('finishBuild')}>
            {t('btn.finish')}
          </button>
        ) : null}
        {by('cancelBuild').length ? (
          <button type="button" onClick={() => send('cancelBuild')}>
            {t('btn.cancel')}
          </button>
        ) : null}
      </div>
    );
    spot = { title: t('ui.layTile', { placed: b.tilesPlaced, max: b.maxTiles }), body, quiet: true };
  } else if (phase === 'actions' && me) {
    prompt =
      t('prompt.action', { round: G.actionRound }) +
      (G.extraActions ? ` ${t('prompt.extra', { count: G.extraActions })}` : '');
    const builds = by('beginBuild');
    const deliveries = by('deliverGoods');
    const urb = by('urbanize');
    const back = (
      <button
        type="button"
        onClick={() => {
          setMode('menu');
          setCity(null);
        }}>
        {t('btn.back')}
      </button>
    );
    for (const m of by('buildWesternLink'))
      overlays.westernTargets[argOf(m).cityId as 'KCY' | 'DSM'] = () => send('buildWesternLink', argOf(m));
    if (mode === 'build') {
      prompt = t('prompt.buildPick');
      const land = me.hand.filter((id) => OPS_BY_ID[id].kind === 'landGrant').sort()[0];
      const ds = [...diamonds].sort();
      const matching = builds.filter((m) => {
        const a = argOf(m);
        return (
          (a.landGrantCardId ?? null) === (useLand ? land : null) &&
          JSON.stringify(a.diamonds ?? []) === JSON.stringify(ds)
        );
      });
      // Where a build may start: a city (then one of its sides) or the open end of a link.
      const origins = new Map<string, LegalMove[]>();
      for (const m of matching) {
        const o = argOf(m).origin;
        const key = o.kind === 'city' ? (o.cityId as string) : `link:${o.linkId}`;
        origins.set(key, [...(origins.get(key) ?? []), m]);
        if (o.kind === 'city') {
          const c = CITY_BY_ID[o.cityId];
          overlays.arrows.push({
            q: c.q,
            r: c.r,
            d: o.dir,
            kind: 'side',
            title: `${cityName(t, c.id)} → ${t('dir.' + o.dir)}`,
            onClick: () => send('beginBuild', argOf(m)),
          });
          overlays.cityTargets[c.id] = (e) => choose(c.id, e);
        } else {
          const l = G.links[o.linkId];
          const last = l.tiles[l.tiles.length - 1];
          overlays.arrows.push({
            q: last.q,
            r: last.r,
            d: last.exit,
            kind: 'continue',
            title: `${l.cityA}–… `,
            onClick: () => send('beginBuild', argOf(m)),
          });
          overlays.hexTargets!.push({
            key,
            q: last.q,
            r: last.r,
            label: t('ui.continueFrom', { city: cityName(t, l.cityA) }),
            onClick: (e) => choose(key, e),
          });
        }
      }
      const here = city ? origins.get(city) : undefined;
      if (city && here) {
        if (city.startsWith('link:')) {
          const l = G.links[city.slice(5)];
          spot = {
            title: t('ui.continueFrom', { city: cityName(t, l.cityA) }),
            body: (
              <div className="rotw-row">
                <button type="button" className="rotw-dir" onClick={() => send('beginBuild', argOf(here[0]))}>
                  {t('btn.continueLink', { city: cityName(t, l.cityA) })}
                </button>
              </div>
            ),
          };
        } else {
          const c = CITY_BY_ID[city];
          spot = {
            title: t('ui.buildFrom', { city: cityName(t, city) }),
            cityId: city,
            body: (
              <div className="rotw-row">
                {here.map((m) => {
                  const d = argOf(m).origin.dir as number;
                  const [q, r] = neighbour(c.q, c.r, d);
                  const terrain = terrainAt(q, r);
                  const ridge = hexInfo(q, r)?.ridge[opposite(d)];
                  return (
                    <button type="button" key={d} className="rotw-dir" onClick={() => send('beginBuild', argOf(m))}>
                      {ARROW[d]} {t('dir.' + d)} · {t(`terrain.${terrain}`)}
                      {ridge ? ` + ${t('terrain.ridge')}` : ''}
                    </button>
                  );
                })}
              </div>
            ),
          };
        }
      }
      const held = me.tableau.filter((id) => ['OP19', 'OP20', 'OP21', 'OP22'].includes(id));
      controls = (
        <div className="rotw-row">
          {land ? (
            <label title={t('card.landGrant.text')}>
              <input type="checkbox" checked={useLand} onChange={(e) => setUseLand(e.target.checked)} />{' '}
              {t('card.landGrant.name')}
            </label>
          ) : null}
          {held.map((id) => (
            <label key={id} title={t(`card.${OPS_BY_ID[id].kind}.text`)}>
              <input
                type="checkbox"
                checked={diamonds.includes(id)}
                onChange={(e) => setDiamonds(e.target.checked ? [...diamonds, id] : diamonds.filter((x) => x !== id))}
              />{' '}
              ◆ {t(`card.${OPS_BY_ID[id].kind}.name`)}
            </label>
          ))}
          {back}
        </div>
      );
    } else if (mode === 'deliver') {
      prompt = city ? t('prompt.deliverPath') : t('prompt.deliverPick');
      for (const m of deliveries) overlays.cityTargets[argOf(m).cityId] = (e) => choose(argOf(m).cityId, e);
      const opts = deliveries.filter((m) => argOf(m).cityId === city);
      if (hoverPath) {
        overlays.pathLinks = hoverPath.path;
        overlays.pathCities = citiesOf(G, hoverPath);
      }
      const list = opts.length ? (
        <div className="rotw-col">
          {opts.map((m, i) => {
            const a = argOf(m);
            const cs = citiesOf(G, a);
            const scorers: Record<string, number> = {};
            for (const id of a.path as string[]) scorers[G.links[id].owner] = (scorers[G.links[id].owner] ?? 0) + 1;
            const dest = cs[cs.length - 1];
            for (const p of G.seating)
              for (const cid of G.players[p].tableau)
                if (OPS_BY_ID[cid].kind === 'hotel' && OPS_BY_ID[cid].city === dest) scorers[p] = (scorers[p] ?? 0) + 1;
            return (
              <button
                type="button"
                key={i}
                className="rotw-option"
                onMouseEnter={() => setHoverPath(a)}
                onMouseLeave={() => setHoverPath(null)}
                onFocus={() => setHoverPath(a)}
                onClick={() => send('deliverGoods', a)}>
                <CubeBadge color={a.color} /> {cs.join(' → ')} ({a.path.length}){a.useExpress ? ' ◆' : ''} ·{' '}
                {Object.entries(scorers)
                  .map(([p, n]) => t('ui.scores', { name: names[p], n }))
                  .join(', ')}
              </button>
            );
          })}
        </div>
      ) : null;
      if (city && list) spot = { title: cityName(t, city), cityId: city, body: list };
      controls = <div className="rotw-row">{back}</div>;
    } else if (mode === 'urbanize') {
      prompt = t('prompt.urbanizePick');
      for (const m of urb) overlays.cityTargets[argOf(m).cityId] = (e) => choose(argOf(m).cityId, e);
      if (city)
        spot = {
          title: cityName(t, city),
          cityId: city,
          body: colorButtons(
            urb.filter((m) => argOf(m).cityId === city),
            'urbanize',
          ),
        };
      controls = <div className="rotw-row">{back}</div>;
    } else {
      const up = by('upgradeEngine');
      controls = (
        <div className="rotw-row">
          <button type="button" disabled={!builds.length} onClick={() => setMode('build')}>
            <Icon name="track" decorative /> {t('btn.build')}
          </button>
          <button type="button" disabled={!deliveries.length} onClick={() => setMode('deliver')}>
            <Icon name="crate" decorative /> {t('btn.deliver')}
          </button>
          <button type="button" disabled={!urb.length} onClick={() => setMode('urbanize')}>
            ★ {t('btn.urbanize')}
          </button>
          {up.map((m) => (
            <button
              type="button"
              key={argOf(m).subsidyCardId ?? 'plain'}
              onClick={() => send('upgradeEngine', m.args[0] as A | undefined)}>
              <Icon name="loco" decorative />{' '}
              {t('btn.upgrade', { cost: money(upgradeCost(G, playerID!, !!argOf(m).subsidyCardId)) })}
              {argOf(m).subsidyCardId ? ` · ${t('btn.subsidy')}` : ''}
            </button>
          ))}
          {by('buildWesternLink').map((m) => (
            <button type="button" key={argOf(m).cityId} onClick={() => send('buildWesternLink', argOf(m))}>
              W{' '}
              {t('btn.western', {
                city: t(`city.${argOf(m).cityId}`, { defaultValue: CITY_BY_ID[argOf(m).cityId].name }),
              })}
            </button>
          ))}
          <span className="muted">{t('btn.card')}</span>
          <button type="button" onClick={() => send('passAction')}>
            {t('btn.pass')}
          </button>
        </div>
      );
    }
  }

  function colorButtons(opts: LegalMove[], move: string) {
    return (
      <span className="rotw-row">
        {opts.map((m) => (
          <button type="button" key={argOf(m).color} onClick={() => send(move, argOf(m))}>
            <CubeBadge color={argOf(m).color} /> {t(`color.${argOf(m).color}`)}
          </button>
        ))}
      </span>
    );
  }

  const takeable = new Set(by('takeOperationsCard').map((m) => argOf(m).cardId as string));
  const lastDelivery =
    ev?.kind === 'delivery' && ev.scorers
      ? `${t('ui.lastDelivery')}: ${names[ev.player!]} ${ev.color ? t(`color.${ev.color}`) : ''} ${(ev.cities ?? []).join(' → ')} · ${Object.entries(
          ev.scorers,
        )
          .map(([p, n]) => t('ui.scores', { name: names[p], n }))
          .join(', ')}`
      : null;

  // A city as the tap panel shows it: name, colour and cubes (on a phone's whole map these are
  // drawn too small to read).
  const cityLine = (id: string) => {
    const st = G.cities[id];
    const cubes = (['red', 'yellow', 'blue', 'purple', 'black'] as const).flatMap((col) =>
      Array.from({ length: st.cubes[col] }, () => col),
    );
    return (
      <span className="rotw-city-line">
        <span className="rotw-city-dot" style={{ background: CUBE_FILL[st.color] }} aria-hidden="true" />{' '}
        {t(`color.${st.color}`)} ({id}){' · '}
        {cubes.length ? cubes.map((col, i) => <CubeBadge key={i} color={col} />) : t('ui.noCubes')}
        {st.emptyMarker ? ` · ${t('ui.empty')}` : ''}
        {st.urbanized ? ` · ${t('ui.urbanized')}` : ''}
      </span>
    );
  };
  const spotBox = (sp: Spot, close?: () => void, head = true) => (
    <div ref={spotRef} className="rotw-spot" role="group" aria-label={sp.title}>
      {head ? (
        <div className="rotw-spot-head">
          <span className="rotw-spot-title">
            <strong>{sp.title}</strong> {sp.cityId ? cityLine(sp.cityId) : null}
          </span>
          {close ? (
            <button
              type="button"
              className="rotw-close"
              onClick={close}
              aria-label={t('btn.close')}
              title={t('btn.close')}>
              ×
            </button>
          ) : null}
        </div>
      ) : null}
      {sp.body}
    </div>
  );
  const spotAfter = mode === 'build' && !G.build;
  // On a phone the choices of a tapped place lie over the bottom of the map, by the finger; on a
  // wide screen they stay in the prompt.
  const inPrompt = spot && !phone ? spotBox(spot, undefined, !spot.quiet) : null;
  const closeSpot = city && !G.build ? () => setCity(null) : undefined;
  const panel =
    spot && phone
      ? spotBox(spot, closeSpot)
      : inspect
        ? spotBox({ title: cityName(t, inspect), cityId: inspect, body: null }, () => setInspect(null))
        : null;

  return (
    <div className="rotw">
      <StatusBar G={G} phase={phase} names={names} />
      <div className={`rotw-prompt${can ? ' mine' : ''}`} role="status">
        <div>{prompt}</div>
        {spotAfter ? null : inPrompt}
        {controls}
        {spotAfter ? inPrompt : null}
        {lastDelivery ? <div className="muted">{lastDelivery}</div> : null}
      </div>
      <div className="rotw-main">
        <MapView
          G={G}
          colors={colors}
          overlays={overlays}
          changed={changed}
          names={names}
          focus={focus}
          panel={panel}
          panelOver={phone}
          onInspect={(id) => {
            if (id && overlays.cityTargets[id]) return;
            if (!id && city && !G.build) setCity(null);
            setInspect(id);
          }}
        />
        <div className="rotw-side">
          <PlayersPanel G={G} viewer={playerID} colors={colors} names={names} />
          <OpsDisplay G={G} takeable={takeable} onTake={(id) => send('takeOperationsCard', { cardId: id })} />
          <MajorLinesPanel G={G} colors={colors} names={names} />
          <IncomeTrack G={G} colors={colors} names={names} />
          <div className="muted small">{t('ui.trackLegend')}</div>
          <div className="muted small">
            {CITIES.length} · {t('terrain.ridge')}
          </div>
        </div>
      </div>
    </div>
  );
}

function citiesOf(G: RotwState, a: A): string[] {
  const cs = [a.cityId as string];
  for (const id of a.path as string[]) {
    const l = G.links[id];
    const here = cs[cs.length - 1];
    cs.push(l.cityA === here ? l.cityB! : l.cityA);
  }
  return cs;
}

/** Compact Income/Score track: 0–100 with each space's income on hover, markers per player. */
function IncomeTrack({ G, colors, names }: { G: RotwState; colors: string[]; names: Record<string, string> }) {
  const { t } = useTranslation('railways-of-the-world');
  return (
    <div className="rotw-panel">
      <h3>{t('score.points')}</h3>
      <svg viewBox="0 0 202 22" className="rotw-track">
        {Array.from({ length: 101 }, (_, p) => (
          <rect key={p} x={1 + p * 2} y={2} width={2} height={8} fill={p % 10 === 0 ? '#888' : p % 2 ? '#ddd' : '#eee'}>
            <title>{`${p}: ${money(incomeFor(p))}`}</title>
          </rect>
        ))}
        {G.seating.map((p, i) => {
          const pts = G.players[p].points;
          const x = 1 + (pts % 100) * 2;
          return (
            <g key={p}>
              <title>{`${names[p]}: ${pts} · ${money(incomeFor(pts))}`}</title>
              <circle cx={x + 1} cy={13 + (i % 3) * 3} r={2} fill={colors[Number(p)]} stroke="#111" strokeWidth={0.4} />
            </g>
          );
        })}
      </svg>
    </div>
  );
}

export default Board;
