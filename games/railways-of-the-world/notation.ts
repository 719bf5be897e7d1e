// Short readable text per move, for logs and replays [brief rule 8]. English templates here;
// the board's i18n resources hold the same keys under `notation` (Japanese in i18n.ja.ts).
import type { NotationT } from '../common/module';
import { formatter } from '../common/notation';
import { OPS_CARDS } from './data/cards';
import { CITY_IDS } from './data/map';

const DIR = ['E', 'NE', 'NW', 'W', 'SW', 'SE'];
const COLORS = ['red', 'yellow', 'blue', 'purple', 'black', 'gray'];

/** English templates (`notation.<key>`). City and card words are their ids in English; the
 *  `city.<id>` / `card.<id>` keys let other languages show names instead. */
export const NOTATION_EN: Record<string, string> = {
  chooseBaron: '{{who}} chooses a Railroad Baron',
  bid: '{{who}} bids {{amount}}',
  passBid: '{{who}} passes the auction',
  passAction: '{{who}} passes',
  beginBuild: '{{who}} starts building from {{from}}',
  beginBuildWith: '{{who}} starts building from {{from}} with {{cards}}',
  fromCity: '{{city}} {{dir}}',
  fromLink: 'link {{link}}',
  listSeparator: ', ',
  placeTrack: '{{who}} lays track {{dir}}',
  redirectTrack: '{{who}} redirects track {{dir}}',
  finishBuild: '{{who}} finishes building',
  cancelBuild: '{{who}} cancels building',
  urbanize: '{{who}} urbanizes {{city}} as {{color}}',
  deliverGoods: '{{who}} delivers {{color}} from {{city}} over {{n}} link(s)',
  deliverGoodsExpress: '{{who}} delivers {{color}} from {{city}} over {{n}} link(s) (Express)',
  upgradeEngine: '{{who}} upgrades the locomotive',
  upgradeEngineSubsidy: '{{who}} upgrades the locomotive with a subsidy',
  takeOperationsCard: '{{who}} takes {{card}}',
  resolveCityGrowth: '{{who}} adds 2 cubes to {{city}}',
  resolveNewIndustry: '{{who}} opens a {{color}} New Industry in {{city}}',
  buildWesternLink: '{{who}} builds the Western Link at {{city}}',
  other: '{{who}} {{move}}',
  money: '${{n}}',
  ...Object.fromEntries(DIR.map((d) => [`dir.${d}`, d])),
  ...Object.fromEntries(COLORS.map((c) => [`color.${c}`, c])),
  ...Object.fromEntries(CITY_IDS.map((id) => [`city.${id}`, id])),
  ...Object.fromEntries(OPS_CARDS.map((c) => [`card.${c.id}`, c.id])),
};

export function notation(move: string, arg: Record<string, unknown> | undefined, playerID: string, t?: NotationT): string {
  const f = formatter(NOTATION_EN, t);
  /** A word parameter: translated through its own key when it has one, else shown as is. */
  const word = (kind: string, v: unknown) => (`${kind}.${String(v)}` in NOTATION_EN ? f(`${kind}.${String(v)}`) : String(v));
  const dir = (d: unknown) => word('dir', DIR[d as number]);
  const who = `P${Number(playerID) + 1}`;
  const a = arg ?? {};
  switch (move) {
    case 'chooseBaron':
    case 'passBid':
    case 'passAction':
    case 'finishBuild':
    case 'cancelBuild':
      return f(move, { who });
    case 'bid': return f('bid', { who, amount: f('money', { n: Number(a.amount).toLocaleString('en-US') }) });
    case 'beginBuild': {
      const o = a.origin as Record<string, unknown>;
      const from = o?.kind === 'city' ? f('fromCity', { city: word('city', o.cityId), dir: dir(o.dir) }) : f('fromLink', { link: String(o?.linkId) });
      const cards = [a.landGrantCardId, ...((a.diamonds as string[]) ?? [])].filter(Boolean);
      if (!cards.length) return f('beginBuild', { who, from });
      return f('beginBuildWith', { who, from, cards: cards.map((c) => word('card', c)).join(f('listSeparator')) });
    }
    case 'placeTrack':
    case 'redirectTrack':
      return f(move, { who, dir: dir(a.exit) });
    case 'urbanize':
    case 'resolveNewIndustry':
      return f(move, { who, city: word('city', a.cityId), color: word('color', a.color) });
    case 'deliverGoods':
      return f(a.useExpress ? 'deliverGoodsExpress' : 'deliverGoods', { who, color: word('color', a.color), city: word('city', a.cityId), n: String((a.path as string[])?.length) });
    case 'upgradeEngine': return f(a.subsidyCardId ? 'upgradeEngineSubsidy' : 'upgradeEngine', { who });
    case 'takeOperationsCard': return f('takeOperationsCard', { who, card: word('card', a.cardId) });
    case 'resolveCityGrowth':
    case 'buildWesternLink':
      return f(move, { who, city: word('city', a.cityId) });
    default: return f('other', { who, move });
  }
}
