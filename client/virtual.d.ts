/// <reference types="vite-plugin-pwa/vanillajs" />
// Modules written at build time by client/build/game-catalog.ts.
declare module 'virtual:game-catalog' {
  import type { VariantDef } from '../games/common/module';
  export interface CatalogEntry {
    id: string;
    title: string;
    minPlayers: number;
    maxPlayers: number;
    playTime: [number, number];
    playerColors: string[];
    variants: VariantDef[];
  }
  export const CATALOG: CatalogEntry[];
}
declare module 'virtual:game-texts/*' {
  /** game id → { title, description, variants, variantLabel, variantChoice } in one language. */
  const texts: Record<string, Record<string, unknown>>;
  export default texts;
}
