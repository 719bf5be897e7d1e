// Routes of the replay feature (#/finished, #/replay/<source>/<game>/<id>), loaded on demand.
import { lazy, type ReactNode } from 'react';
import type { ReplaySource } from './replay/sources';

const FinishedPage = lazy(() => import('./replay').then((m) => ({ default: m.FinishedPage })));
const ReplayPage = lazy(() => import('./replay').then((m) => ({ default: m.ReplayPage })));

export const REPLAY_ROUTES: Record<string, (a?: string, b?: string, c?: string) => ReactNode> = {
  finished: () => <FinishedPage />,
  replay: (source, gameId, matchID) => (
    <ReplayPage
      key={`${source}/${gameId}/${matchID}`}
      source={source as ReplaySource}
      gameId={gameId}
      matchID={matchID}
    />
  ),
};
