// Short English notation of one move for logs and replays. Never names hidden cards or tickets.
const P = (p: string) => `P${Number(p) + 1}`;

export function notation(move: string, arg: Record<string, unknown> | undefined, playerID: string): string {
  const who = P(playerID);
  switch (move) {
    case 'keepInitialTickets':
    case 'keepDrawnTickets': {
      const n = Array.isArray(arg?.keep) ? (arg!.keep as unknown[]).length : null;
      return n === null ? `${who} keeps tickets` : `${who} keeps ${n} ticket${n === 1 ? '' : 's'}`;
    }
    case 'drawFromDeck':
      return `${who} draws from the deck`;
    case 'drawFaceUp':
      return `${who} takes face-up card ${Number(arg?.slot) + 1}`;
    case 'playSet': {
      const l = Number(arg?.locos ?? 0);
      return `${who} plays ${arg?.naturals} ${arg?.color}${l ? ` + ${l} locomotive${l === 1 ? '' : 's'}` : ''}`;
    }
    case 'playThree':
      return `${who} plays ${Array.isArray(arg?.colors) ? (arg!.colors as string[]).join(', ') : 'three colours'}`;
    case 'drawTickets':
      return `${who} draws tickets`;
    case 'pass':
      return `${who} passes`;
    default:
      return `${who} ${move}`;
  }
}
