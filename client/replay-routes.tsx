// Routes of the replay feature (#/finished, #/replay/<source>/<game>/<id>).
import type { ReactNode } from 'react';

export const REPLAY_ROUTES: Record<string, (a?: string, b?: string, c?: string) => ReactNode> = {};
