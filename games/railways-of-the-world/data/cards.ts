// Railroad Operations cards [spec §2.10], Baron cards [spec §2.11], Major Lines [spec §2.9].
// Compositions and numbers are [design] in the spec.

export type OpsType = 'goal' | 'diamond' | 'instant' | 'hand' | 'permanent';
export type OpsKind =
  | 'eraBegins'
  | 'speedRecord'
  | 'newLocomotive'
  | 'serviceBounty'
  | 'westernExpansion'
  | 'longHaul'
  | 'railNetwork'
  | 'hotel'
  | 'perfectEngineering'
  | 'mountainEngineers'
  | 'tunnelEngineers'
  | 'expressFreight'
  | 'landGrant'
  | 'subsidy'
  | 'cityGrowth'
  | 'newIndustry'
  | 'executive'
  | 'capital';

export interface OpsCard {
  id: string;
  kind: OpsKind;
  type: OpsType;
  start?: boolean;
  /** goal reward */
  points?: number;
  /** Service Bounty destination / Hotel city */
  city?: string;
}

const c = (id: string, kind: OpsKind, type: OpsType, extra: Partial<OpsCard> = {}): OpsCard => ({
  id,
  kind,
  type,
  ...extra,
});

export const OPS_CARDS: readonly OpsCard[] = [
  c('OP01', 'eraBegins', 'goal', { start: true, points: 2 }),
  c('OP02', 'speedRecord', 'goal', { start: true, points: 3 }),
  c('OP03', 'newLocomotive', 'goal', { start: true, points: 4 }),
  c('OP04', 'serviceBounty', 'goal', { city: 'KCY', points: 4 }),
  c('OP05', 'serviceBounty', 'goal', { city: 'MTL', points: 4 }),
  c('OP06', 'serviceBounty', 'goal', { city: 'NOL', points: 3 }),
  c('OP07', 'serviceBounty', 'goal', { city: 'JAX', points: 3 }),
  c('OP08', 'serviceBounty', 'goal', { city: 'LRK', points: 3 }),
  c('OP09', 'serviceBounty', 'goal', { city: 'TOR', points: 3 }),
  c('OP10', 'westernExpansion', 'goal', { points: 3 }),
  c('OP11', 'longHaul', 'goal', { points: 5 }),
  c('OP12', 'railNetwork', 'goal', { points: 4 }),
  c('OP13', 'hotel', 'permanent', { city: 'NYC' }),
  c('OP14', 'hotel', 'permanent', { city: 'CHI' }),
  c('OP15', 'hotel', 'permanent', { city: 'PHL' }),
  c('OP16', 'hotel', 'permanent', { city: 'BOS' }),
  c('OP17', 'hotel', 'permanent', { city: 'ATL' }),
  c('OP18', 'hotel', 'permanent', { city: 'PIT' }),
  c('OP19', 'perfectEngineering', 'diamond'),
  c('OP20', 'perfectEngineering', 'diamond'),
  c('OP21', 'mountainEngineers', 'diamond'),
  c('OP22', 'tunnelEngineers', 'diamond'),
  c('OP23', 'expressFreight', 'diamond'),
  c('OP24', 'landGrant', 'hand'),
  c('OP25', 'landGrant', 'hand'),
  c('OP26', 'landGrant', 'hand'),
  c('OP27', 'subsidy', 'hand'),
  c('OP28', 'subsidy', 'hand'),
  c('OP29', 'cityGrowth', 'instant'),
  c('OP30', 'cityGrowth', 'instant'),
  c('OP31', 'cityGrowth', 'instant'),
  c('OP32', 'newIndustry', 'instant'),
  c('OP33', 'newIndustry', 'instant'),
  c('OP34', 'newIndustry', 'instant'),
  c('OP35', 'executive', 'instant'),
  c('OP36', 'executive', 'instant'),
  c('OP37', 'capital', 'instant'),
];
export const OPS_BY_ID: Record<string, OpsCard> = Object.fromEntries(OPS_CARDS.map((x) => [x.id, x]));
export const START_CARDS = ['OP01', 'OP02', 'OP03'];
export const SERVICE_BOUNTIES = ['OP04', 'OP05', 'OP06', 'OP07', 'OP08', 'OP09'];
export const BUILD_DIAMONDS = ['OP19', 'OP20', 'OP21', 'OP22'];
export const EXPRESS_FREIGHT = 'OP23';

export type BaronKind = 'connect' | 'western' | 'engine' | 'links' | 'deliveries' | 'bonds';
export interface BaronCard {
  id: string;
  kind: BaronKind;
  cities?: string[];
  points: number;
}
export const BARONS: readonly BaronCard[] = [
  { id: 'B01', kind: 'connect', cities: ['MKE', 'CHI', 'DET', 'CLE', 'BUF'], points: 6 },
  { id: 'B02', kind: 'connect', cities: ['BOS', 'NYC', 'PHL', 'BAL', 'WAS'], points: 5 },
  { id: 'B03', kind: 'connect', cities: ['RIC', 'CLT', 'ATL', 'SAV'], points: 6 },
  { id: 'B04', kind: 'connect', cities: ['STL', 'MEM', 'NOL'], points: 7 },
  { id: 'B05', kind: 'connect', cities: ['PIT', 'CIN', 'LOU', 'STL'], points: 5 },
  { id: 'B06', kind: 'connect', cities: ['NOL', 'MOB', 'TLH', 'JAX'], points: 5 },
  { id: 'B07', kind: 'connect', cities: ['TOR', 'MTL'], points: 8 },
  { id: 'B08', kind: 'western', points: 7 },
  { id: 'B09', kind: 'engine', points: 6 },
  { id: 'B10', kind: 'links', points: 6 },
  { id: 'B11', kind: 'deliveries', points: 6 },
  { id: 'B12', kind: 'bonds', points: 5 },
];
export const BARON_BY_ID: Record<string, BaronCard> = Object.fromEntries(BARONS.map((b) => [b.id, b]));

export interface MajorLine {
  id: string;
  a: string;
  /** ML9: 'WEST' = KCY or DSM with the player's own Western Link there */
  b: string;
  points: number;
}
export const MAJOR_LINES: readonly MajorLine[] = [
  { id: 'ML1', a: 'NYC', b: 'CHI', points: 8 },
  { id: 'ML2', a: 'CHI', b: 'NOL', points: 7 },
  { id: 'ML3', a: 'BOS', b: 'WAS', points: 4 },
  { id: 'ML4', a: 'KCY', b: 'ATL', points: 6 },
  { id: 'ML5', a: 'TOR', b: 'MTL', points: 7 },
  { id: 'ML6', a: 'WAS', b: 'ATL', points: 4 },
  { id: 'ML7', a: 'PIT', b: 'STL', points: 5 },
  { id: 'ML8', a: 'JAX', b: 'NOL', points: 4 },
  { id: 'ML9', a: 'NYC', b: 'WEST', points: 10 },
];
