// The seat's own secret choice in words (for its hint only): which Railroad Baron it would keep.
import type { TFunction } from 'i18next';
import type { RotwState } from '../../../games/railways-of-the-world/types';
import { baronText } from './cards';

export function ownMoveText(
  move: string,
  args: unknown[],
  G: RotwState,
  playerID: string,
  t: TFunction,
): string | undefined {
  if (move !== 'chooseBaron') return undefined;
  const index = (args[0] as { index?: unknown } | undefined)?.index;
  const id = typeof index === 'number' ? G.players[playerID]?.baronOptions[index] : undefined;
  return id ? t('ownMove.chooseBaron', { baron: baronText(t, id) }) : undefined;
}
