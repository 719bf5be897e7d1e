// Board-side views of what the rules computed: delivery choices grouped for clicking, the track
// hexes along a delivery path.
import type { LegalMove } from '../../../games/common/module';
import { HEXES } from '../../../games/steam-rollers/data/board';
import type { DeliverArg } from '../../../games/steam-rollers/rules/delivery';
import { chains } from '../../../games/steam-rollers/rules/network';
import type { NodeId } from '../../../games/steam-rollers/types';

/** Key of a cube choice: source city, colour, personal flag. */
export const cubeKey = (a: DeliverArg) => `${a.path[0].slice(1)}:${a.color}${a.personal ? ':p' : ''}`;

export interface DeliveryGroup {
  key: string;
  src: NodeId;
  color: DeliverArg['color'];
  personal: boolean;
  /** destination → legal delivery moves, longest path first. */
  byDest: Map<NodeId, LegalMove[]>;
}

export function groupDeliveries(legal: LegalMove[]): Map<string, DeliveryGroup> {
  const out = new Map<string, DeliveryGroup>();
  for (const m of legal) {
    if (m.move !== 'deliver') continue;
    const a = m.args[0] as unknown as DeliverArg;
    const k = cubeKey(a);
    let g = out.get(k);
    if (!g) out.set(k, (g = { key: k, src: a.path[0], color: a.color, personal: !!a.personal, byDest: new Map() }));
    const dst = a.path[a.path.length - 1];
    const list = g.byDest.get(dst) ?? [];
    list.push(m);
    g.byDest.set(dst, list);
  }
  for (const g of out.values())
    for (const list of g.byDest.values())
      list.sort(
        (x, y) => (y.args[0] as unknown as DeliverArg).path.length - (x.args[0] as unknown as DeliverArg).path.length,
      );
  return out;
}

/** Track hexes used by a delivery path (each link follows one chain). */
export function pathHexes(track: Record<string, [number, number]>, path: NodeId[]): Set<string> {
  const out = new Set<string>();
  const cs = chains(track).filter((c) => !c.cycle);
  for (let i = 0; i + 1 < path.length; i++) {
    const [x, y] = [path[i], path[i + 1]];
    for (const c of cs) {
      // node sequence with hex positions: city ends at -1 / len, towns at their index
      const seq: { node: NodeId; pos: number }[] = [];
      if (c.ends[0].kind === 'city') seq.push({ node: `C${c.ends[0].city}` as NodeId, pos: -1 });
      c.hexes.forEach((h, j) => HEXES[h].kind === 'town' && seq.push({ node: HEXES[h].node as NodeId, pos: j }));
      if (c.ends[1].kind === 'city') seq.push({ node: `C${c.ends[1].city}` as NodeId, pos: c.hexes.length });
      const j = seq.findIndex(
        (q, k) =>
          k + 1 < seq.length && ((q.node === x && seq[k + 1].node === y) || (q.node === y && seq[k + 1].node === x)),
      );
      if (j < 0) continue;
      const [from, to] = [seq[j].pos, seq[j + 1].pos];
      for (let k = Math.max(0, from); k <= Math.min(c.hexes.length - 1, to); k++) out.add(c.hexes[k]);
      break;
    }
  }
  return out;
}
