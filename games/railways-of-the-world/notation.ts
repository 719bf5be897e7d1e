// Short readable English per move, for logs and replays [brief rule 8].
const DIR = ['E', 'NE', 'NW', 'W', 'SW', 'SE'];
const money = (n: unknown) => `$${Number(n).toLocaleString('en-US')}`;

export function notation(move: string, arg: Record<string, unknown> | undefined, playerID: string): string {
  const p = `P${Number(playerID) + 1}`;
  const a = arg ?? {};
  switch (move) {
    case 'chooseBaron': return `${p} chooses a Railroad Baron`;
    case 'bid': return `${p} bids ${money(a.amount)}`;
    case 'passBid': return `${p} passes the auction`;
    case 'passAction': return `${p} passes`;
    case 'beginBuild': {
      const o = a.origin as Record<string, unknown>;
      const from = o?.kind === 'city' ? `${o.cityId} ${DIR[o.dir as number]}` : `link ${o?.linkId}`;
      const cards = [a.landGrantCardId, ...((a.diamonds as string[]) ?? [])].filter(Boolean);
      return `${p} starts building from ${from}${cards.length ? ` with ${cards.join(', ')}` : ''}`;
    }
    case 'placeTrack': return `${p} lays track ${DIR[a.exit as number]}`;
    case 'redirectTrack': return `${p} redirects track ${DIR[a.exit as number]}`;
    case 'finishBuild': return `${p} finishes building`;
    case 'cancelBuild': return `${p} cancels building`;
    case 'urbanize': return `${p} urbanizes ${a.cityId} as ${a.color}`;
    case 'deliverGoods': return `${p} delivers ${a.color} from ${a.cityId} over ${(a.path as string[])?.length} link(s)${a.useExpress ? ' (Express)' : ''}`;
    case 'upgradeEngine': return `${p} upgrades the locomotive${a.subsidyCardId ? ' with a subsidy' : ''}`;
    case 'takeOperationsCard': return `${p} takes ${a.cardId}`;
    case 'resolveCityGrowth': return `${p} adds 2 cubes to ${a.cityId}`;
    case 'resolveNewIndustry': return `${p} opens a ${a.color} New Industry in ${a.cityId}`;
    case 'buildWesternLink': return `${p} builds the Western Link at ${a.cityId}`;
    default: return `${p} ${move}`;
  }
}
