// Deliver Goods [spec §4.5.5]: validation, enumeration (DFS), effects.
import { EXPRESS_FREIGHT, OPS_BY_ID } from '../data/cards';
import { CUBE_COLORS } from '../data/tables';
import type { Color, RotwState } from '../types';
import { addLog, cubeCount, onCityEmptied, placeCubes } from './economy';
import { checkGoals } from './network';

export interface DeliverArg {
  cityId: string;
  color: Color;
  path: string[];
  useExpress?: boolean;
}

/** Express Freight held: a purple-diamond card, usable once in each of the holder's actions [seed
 *  003: これらのカードの効果を手番ごとに1回使うことができます; rules version 3]. */
export function expressAvailable(G: RotwState, p: string): boolean {
  return G.players[p].tableau.includes(EXPRESS_FREIGHT);
}

/** Why a delivery is illegal (rules 2–9), or the visited cities when legal. */
export function checkDelivery(G: RotwState, p: string, arg: Record<string, unknown>): string | string[] {
  const { cityId, color, path, useExpress } = arg;
  if (typeof cityId !== 'string' || !G.cities[cityId]) return 'unknown-city';
  if (typeof color !== 'string' || !(CUBE_COLORS as readonly string[]).includes(color)) return 'bad-color';
  if (G.cities[cityId].cubes[color as Color] === 0) return 'no-cube';
  if (!Array.isArray(path) || path.length === 0 || path.some((x) => typeof x !== 'string')) return 'bad-path';
  if (useExpress !== undefined && typeof useExpress !== 'boolean') return 'bad-path';
  const engine = G.players[p].engine;
  if (useExpress) {
    if (!expressAvailable(G, p)) return 'express-unavailable';
    if (path.length <= engine) return 'express-not-needed'; // [design] canonical form, README
  }
  if (path.length > engine + (useExpress ? 1 : 0)) return 'engine-too-small';
  const cities = [cityId];
  for (const id of path as string[]) {
    const l = G.links[id];
    if (!l || !l.complete || !l.cityB) return 'link-incomplete';
    const here = cities[cities.length - 1];
    const next = l.cityA === here ? l.cityB : l.cityB === here ? l.cityA : null;
    if (next === null) return 'path-broken';
    cities.push(next);
  }
  if (G.links[(path as string[])[0]].owner !== p) return 'first-link-not-yours';
  if (new Set(cities).size !== cities.length) return 'city-repeated';
  const dest = cities[cities.length - 1];
  if (G.cities[dest].color !== color) return 'wrong-destination';
  for (let i = 1; i < cities.length - 1; i++) if (G.cities[cities[i]].color === color) return 'must-stop-earlier';
  return cities;
}

type Incident = Record<string, { id: string; other: string; owner: string }[]>;

interface Walk {
  G: RotwState;
  p: string;
  incident: Incident;
  start: string;
  color: Color;
  engine: number;
  maxLen: number;
  visited: Set<string>;
  path: string[];
  out: DeliverArg[];
}

function walkFrom(w: Walk, here: string): void {
  const edges = w.incident[here];
  if (!edges) return;
  for (const e of edges) {
    if (w.path.length === 0 && e.owner !== w.p) continue;
    if (w.visited.has(e.other)) continue;
    w.path.push(e.id);
    if (w.G.cities[e.other].color === w.color) {
      const arg: DeliverArg = { cityId: w.start, color: w.color, path: w.path.slice() };
      if (w.path.length > w.engine) arg.useExpress = true;
      w.out.push(arg);
    } else if (w.path.length < w.maxLen) {
      w.visited.add(e.other);
      walkFrom(w, e.other);
      w.visited.delete(e.other);
    }
    w.path.pop();
  }
}

/** Every legal delivery (DFS from every city with cubes) [spec §7]. */
export function enumerateDeliveries(G: RotwState, p: string): DeliverArg[] {
  const out: DeliverArg[] = [];
  const incident: Incident = {};
  for (const id in G.links) {
    const l = G.links[id];
    if (!l.complete || !l.cityB) continue;
    (incident[l.cityA] ??= []).push({ id, other: l.cityB, owner: l.owner });
    (incident[l.cityB] ??= []).push({ id, other: l.cityA, owner: l.owner });
  }
  const engine = G.players[p].engine;
  const express = expressAvailable(G, p);
  const maxLen = engine + (express ? 1 : 0);
  for (const start in incident) {
    if (!incident[start].some((e) => e.owner === p)) continue;
    if (cubeCount(G, start) === 0) continue;
    for (const color of CUBE_COLORS) {
      if (G.cities[start].cubes[color] === 0) continue;
      walkFrom({ G, p, incident, start, color, engine, maxLen, visited: new Set([start]), path: [], out }, start);
    }
  }
  return out;
}

/** Effects of a legal delivery, in the spec's order [spec §4.5.5]. */
export function applyDelivery(G: RotwState, p: string, arg: DeliverArg, cities: string[], rand: () => number): void {
  const { cityId, color, path } = arg;
  G.cities[cityId].cubes[color] -= 1; // 1
  G.bag[color] += 1;
  const scorers: Record<string, number> = {};
  for (const id of path) {
    const o = G.links[id].owner; // 2
    G.players[o].points += 1;
    scorers[o] = (scorers[o] ?? 0) + 1;
  }
  const dest = cities[cities.length - 1];
  for (const pid in G.players) {
    for (const cid of G.players[pid].tableau) {
      const card = OPS_BY_ID[cid];
      if (card.kind === 'hotel' && card.city === dest) {
        // 3
        G.players[pid].points += 1;
        scorers[pid] = (scorers[pid] ?? 0) + 1;
      }
    }
  }
  // 4 (spec: mark Express Freight used): nothing to mark, it may be used in every action (rules version 3)
  G.players[p].deliveries += 1; // 5
  addLog(G, `P${p} delivers ${color} ${cities.join('→')}`);
  const before = G.players[p].points;
  checkGoals(G, p, { kind: 'delivery', links: path.length, dest }); // 6
  if (G.players[p].points > before) scorers[p] = (scorers[p] ?? 0) + G.players[p].points - before;
  const w = cityId as 'KCY' | 'DSM';
  if (color === 'red' && dest === 'CHI' && (w === 'KCY' || w === 'DSM') && G.westernLinks[w] !== null) {
    placeCubes(G, 'CHI', 2, rand); // 7 [seed]
  }
  if (cubeCount(G, cityId) === 0) onCityEmptied(G, cityId); // 8
  G.lastEvent = { kind: 'delivery', player: p, cities, linkIds: path.slice(), color, scorers };
}
