// Factory tiles [spec §2.5]. Storage 4/4/3 by level and Paper coal 2 are [design] (D12).
import type { Good } from '../types';

export interface FactoryDef {
  id: string;
  good: Good;
  level: 1 | 2 | 3;
  coal: number;
  storage: number;
  /** When the synergy acts (for the board's tooltip): consolidation, action, once, produce. */
  timing: 'consolidation' | 'action' | 'once' | 'produce' | 'ongoing';
}

const f = (id: string, good: Good, level: 1 | 2 | 3, coal: number, timing: FactoryDef['timing']): FactoryDef => ({
  id,
  good,
  level,
  coal,
  storage: level === 3 ? 3 : 4,
  timing,
});

export const FACTORIES: Record<string, FactoryDef> = Object.fromEntries(
  [
    f('SILK1', 'silk', 1, 2, 'consolidation'),
    f('SILK2', 'silk', 1, 2, 'consolidation'),
    f('SILK3', 'silk', 1, 2, 'ongoing'),
    f('SILK4', 'silk', 1, 2, 'once'),
    f('PAPER1', 'paper', 1, 2, 'action'),
    f('PAPER2', 'paper', 1, 2, 'action'),
    f('PAPER3', 'paper', 1, 2, 'once'),
    f('PAPER4', 'paper', 1, 2, 'once'),
    f('LENS1', 'lens', 2, 2, 'produce'),
    f('LENS2', 'lens', 2, 3, 'once'),
    f('LENS3', 'lens', 2, 3, 'once'),
    f('LENS4', 'lens', 2, 3, 'action'),
    f('BENTO1', 'bento', 2, 2, 'produce'),
    f('BENTO2', 'bento', 2, 3, 'action'),
    f('BENTO3', 'bento', 2, 3, 'action'),
    f('BENTO4', 'bento', 2, 3, 'once'),
    f('CLOCK1', 'clock', 3, 3, 'produce'),
    f('CLOCK2', 'clock', 3, 4, 'once'),
    f('CLOCK3', 'clock', 3, 4, 'once'),
    f('CLOCK4', 'clock', 3, 4, 'action'),
    f('BULB1', 'bulb', 3, 3, 'produce'),
    f('BULB2', 'bulb', 3, 4, 'once'),
    f('BULB3', 'bulb', 3, 4, 'produce'),
    f('BULB4', 'bulb', 3, 4, 'action'),
  ].map((d) => [d.id, d]),
);

export const FACTORY_IDS: string[] = Object.keys(FACTORIES);

/** Knowledge needed to build a factory of each level [spec §2.2]. */
export const KNOWLEDGE_NEED: Record<1 | 2 | 3, number> = { 1: 2, 2: 4, 3: 6 };
