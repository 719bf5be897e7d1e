// Player-board tracks [spec §2.4, §2.13] ([design] spaces, D7). Index 0 = start space.
export interface TrackSpace {
  v: number;
  star?: boolean;
  blank?: boolean;
}

export const COAL_TRACK: TrackSpace[] = [
  { v: 2 },
  { v: 3 },
  { v: 4, star: true },
  { v: 4, blank: true },
  { v: 5, star: true },
  { v: 5, blank: true },
  { v: 6, star: true },
  { v: 7, star: true },
];
export const KNOWLEDGE_TRACK: TrackSpace[] = [
  { v: 1 },
  { v: 2 },
  { v: 3, star: true },
  { v: 3, blank: true },
  { v: 4, star: true },
  { v: 4, blank: true },
  { v: 5, star: true },
  { v: 5, blank: true },
  { v: 6, star: true },
];
export const INCOME_TRACK: TrackSpace[] = [12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22].map((v) => ({ v }));

export const TRACK_TABLE = { coal: COAL_TRACK, knowledge: KNOWLEDGE_TRACK, income: INCOME_TRACK } as const;
