// Short readable text per move, for logs and replays [GameModule.notation]. English templates here;
// the board's i18n resources hold the same keys under `notation` (Japanese in i18n.ja.ts).
import type { NotationT } from '../common/module';
import { formatter } from '../common/notation';
import { OPS_BY_ID } from './data/cards';
import { CITIES } from './data/map';

const DIR = ['E', 'NE', 'NW', 'W', 'SW', 'SE'];
const COLORS = ['red', 'yellow', 'blue', 'purple', 'black', 'gray'];

/** English templates (`notation.<key>`). Cities and cards are named as on the board: `city.<id>`
 *  and `cardKind.<kind>` (with the card's city) have their own keys. */
/** Operations card names, as on the board (`card.<kind>.name` of its i18n texts). */
const CARD_KIND_EN: Record<string, string> = {
  'cardKind.eraBegins': 'The Railroad Era Begins',
  'cardKind.speedRecord': 'Speed Record',
  'cardKind.newLocomotive': 'New Locomotive',
  'cardKind.serviceBounty': 'Service Bounty: {{city}}',
  'cardKind.westernExpansion': 'Western Expansion',
  'cardKind.longHaul': 'Long Haul',
  'cardKind.railNetwork': 'Rail Network',
  'cardKind.hotel': 'Hotel: {{city}}',
  'cardKind.perfectEngineering': 'Perfect Engineering',
  'cardKind.mountainEngineers': 'Mountain Engineers',
  'cardKind.tunnelEngineers': 'Tunnel Engineers',
  'cardKind.expressFreight': 'Express Freight',
  'cardKind.landGrant': 'Government Land Grant',
  'cardKind.subsidy': 'Locomotive Subsidy',
  'cardKind.cityGrowth': 'City Growth',
  'cardKind.newIndustry': 'New Industry',
  'cardKind.executive': 'Railroad Executive',
  'cardKind.capital': 'Capital Investment',
};

export const NOTATION_EN: Record<string, string> = {
  chooseBaron: '{{who}} chooses a Railroad Baron',
  bid: '{{who}} bids {{amount}}',
  passBid: '{{who}} passes the auction',
  passAction: '{{who}} passes',
  beginBuild: '{{who}} starts building from {{from}}',
  beginBuildWith: '{{who}} starts building from {{from}} with {{cards}}',
  fromCity: '{{city}} {{dir}}',
  fromLink: 'the end of an unfinished link',
  listSeparator: ', ',
  placeTrack: '{{who}} lays track {{dir}}',
  redirectTrack: '{{who}} redirects track {{dir}}',
  finishBuild: '{{who}} finishes building',
  cancelBuild: '{{who}} cancels building',
  urbanize: '{{who}} urbanizes {{city}} as {{color}}',
  deliverGoods_one: '{{who}} delivers a {{color}} cube from {{city}} over {{count}} link',
  deliverGoods: '{{who}} delivers a {{color}} cube from {{city}} over {{count}} links',
  deliverGoodsExpress_one: '{{who}} delivers a {{color}} cube from {{city}} over {{count}} link (Express Freight)',
  deliverGoodsExpress: '{{who}} delivers a {{color}} cube from {{city}} over {{count}} links (Express Freight)',
  upgradeEngine: '{{who}} upgrades the locomotive',
  upgradeEngineSubsidy: '{{who}} upgrades the locomotive with a subsidy',
  takeOperationsCard: '{{who}} takes the card "{{card}}"',
  resolveCityGrowth: '{{who}} adds 2 cubes to {{city}}',
  resolveNewIndustry: '{{who}} opens a {{color}} New Industry in {{city}}',
  buildWesternLink: '{{who}} builds the Western Link at {{city}}',
  other: '{{who}} makes a move',
  money: '${{n}}',
  ...Object.fromEntries(DIR.map((d) => [`dir.${d}`, d])),
  ...Object.fromEntries(COLORS.map((c) => [`color.${c}`, c])),
  ...Object.fromEntries(CITIES.map((c) => [`city.${c.id}`, c.name])),
  ...CARD_KIND_EN,
};

export function notation(
  move: string,
  arg: Record<string, unknown> | undefined,
  playerID: string,
  t?: NotationT,
): string {
  const f = formatter(NOTATION_EN, t);
  /** A word parameter: translated through its own key when it has one, else shown as is. */
  const word = (kind: string, v: unknown) =>
    `${kind}.${String(v)}` in NOTATION_EN ? f(`${kind}.${String(v)}`) : String(v);
  const dir = (d: unknown) => word('dir', DIR[d as number]);
  /** An Operations card by its name on the board ("Hotel: Chicago"). */
  const card = (id: unknown): string => {
    const c = OPS_BY_ID[String(id)];
    return c ? f(`cardKind.${c.kind}`, { city: c.city ? word('city', c.city) : '' }) : String(id);
  };
  const who = `P${Number(playerID) + 1}`;
  const a = arg ?? {};
  switch (move) {
    case 'chooseBaron':
    case 'passBid':
    case 'passAction':
    case 'finishBuild':
    case 'cancelBuild':
      return f(move, { who });
    case 'bid':
      return f('bid', { who, amount: f('money', { n: Number(a.amount).toLocaleString('en-US') }) });
    case 'beginBuild': {
      const o = a.origin as Record<string, unknown>;
      const from =
        o?.kind === 'city' ? f('fromCity', { city: word('city', o.cityId), dir: dir(o.dir) }) : f('fromLink');
      const cards = [a.landGrantCardId, ...((a.diamonds as string[]) ?? [])].filter(Boolean);
      if (!cards.length) return f('beginBuild', { who, from });
      return f('beginBuildWith', { who, from, cards: cards.map((c) => card(c)).join(f('listSeparator')) });
    }
    case 'placeTrack':
    case 'redirectTrack':
      return f(move, { who, dir: dir(a.exit) });
    case 'urbanize':
    case 'resolveNewIndustry':
      return f(move, { who, city: word('city', a.cityId), color: word('color', a.color) });
    case 'deliverGoods':
      return f(a.useExpress ? 'deliverGoodsExpress' : 'deliverGoods', {
        who,
        color: word('color', a.color),
        city: word('city', a.cityId),
        count: (a.path as string[])?.length ?? 0,
      });
    case 'upgradeEngine':
      return f(a.subsidyCardId ? 'upgradeEngineSubsidy' : 'upgradeEngine', { who });
    case 'takeOperationsCard':
      return f('takeOperationsCard', { who, card: card(a.cardId) });
    case 'resolveCityGrowth':
    case 'buildWesternLink':
      return f(move, { who, city: word('city', a.cityId) });
    default:
      return f('other', { who });
  }
}
