// The name of an online bot seat.

/** Its number and level, as a local table names its bots in English ("Bot 2 (Normal)"; the name
 *  is stored with the match, so it is not translated). */
export function botSeatName(index: number, level: string): string {
  return `Bot ${index + 1} (${level.charAt(0).toUpperCase()}${level.slice(1)})`;
}
