// What a client may ask of a new match: a player count the title takes and only the table
// options the title declares (GameModule.variants, plus its own setup keys), each with a value of
// its kind. Unknown keys are refused with the reason, so nothing but the options is ever stored.
import type { GameModule } from '../../games/common/module';

const MAX_OPTION_STRING = 32;

export function checkNumPlayers(
  mod: GameModule,
  value: unknown,
): { ok: true; n: number } | { ok: false; error: string } {
  if (value === undefined) return { ok: false, error: 'numPlayers is required' };
  const n = typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) return { ok: false, error: 'numPlayers must be a whole number' };
  if (n < mod.minPlayers || n > mod.maxPlayers)
    return { ok: false, error: `${mod.title} takes ${mod.minPlayers}–${mod.maxPlayers} players, not ${n}` };
  return { ok: true, n };
}

/** The reason `setupData` cannot be used for `mod` at `numPlayers`, or null. */
export function checkSetupData(mod: GameModule, setupData: unknown, numPlayers: number): string | null {
  if (setupData === undefined) return null;
  if (typeof setupData !== 'object' || setupData === null || Array.isArray(setupData))
    return 'setupData must be an object';
  const allowed = new Set(['variants', ...(mod.setupKeys ?? [])]);
  for (const k of Object.keys(setupData))
    if (!allowed.has(k)) return `setupData has an unknown key "${k.slice(0, 40)}"`;
  const variants = (setupData as { variants?: unknown }).variants;
  if (variants !== undefined) {
    if (typeof variants !== 'object' || variants === null || Array.isArray(variants))
      return 'setupData.variants must be an object';
    const defs = new Map(mod.variants.map((v) => [v.id, v]));
    for (const [k, v] of Object.entries(variants)) {
      const def = defs.get(k);
      if (!def) return `${mod.title} has no table option "${k.slice(0, 40)}"`;
      if (typeof v !== 'boolean' && !(typeof v === 'string' && v.length <= MAX_OPTION_STRING))
        return `table option ${k} must be true, false or one of its choices`;
    }
  }
  for (const [k, v] of Object.entries(setupData)) {
    if (k !== 'variants' && typeof v === 'object' && v !== null) return `setupData.${k} must be a plain value`;
    if (typeof v === 'string' && v.length > MAX_OPTION_STRING) return `setupData.${k} is too long`;
  }
  const err = mod.game.validateSetupData?.(setupData, numPlayers);
  return err ? `Invalid setupData: ${err}` : null;
}
