// The seat's own secret choice in words (for its hint only): which end-bonus card it would take.
import type { TFunction } from 'i18next';

export function ownMoveText(
  move: string,
  args: unknown[],
  _G: unknown,
  _playerID: string,
  t: TFunction,
): string | undefined {
  if (move !== 'pickEndBonus') return undefined;
  const card = (args[0] as { card?: unknown } | undefined)?.card;
  if (typeof card !== 'string' || !t(`endBonusCard.${card}`, { defaultValue: '' })) return undefined;
  return t('ownMove.pickEndBonus', { card: `${card}: ${t(`endBonusCard.${card}`)}` });
}
