// The viewer's analysis state: cached result, a run in the bots' worker filling in move by move,
// stop and resume (the cache keeps what was analysed).
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { hashString } from '../../../games/common/rng';
import type { AnalysedPosition, Analysis, AnalysisLevel } from '../../../games/common/analysis';
import { startAnalysis, type AnalysisRun } from '../../bots';
import type { LoadedReplay } from '../sources';
import { cacheKey, readCached, writeCached } from './cache';

export type AnalysisStatus = 'idle' | 'running' | 'stopped' | 'done' | 'error';

export const ANALYSIS_SEED = 'analysis';

export interface AnalysisState {
  status: AnalysisStatus;
  positions: AnalysedPosition[];
  /** Moves to analyse. */
  total: number;
  analysis: Analysis | null;
  error: string | null;
  start(): void;
  stop(): void;
}

export function useAnalysis(replay: LoadedReplay, level: AnalysisLevel, total: number): AnalysisState {
  // the log's hash tells apart two imported files that share a match ID
  const logHash = useMemo(() => hashString(JSON.stringify(replay.log)), [replay.log]);
  const key = cacheKey(replay.gameId, replay.matchID, level, ANALYSIS_SEED, `${replay.log.length}.${logHash}`);
  const [status, setStatus] = useState<AnalysisStatus>('idle');
  const [positions, setPositions] = useState<AnalysedPosition[]>([]);
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useRef<AnalysisRun | null>(null);
  const buffer = useRef<AnalysedPosition[]>([]);

  // What this device already has for the level.
  useEffect(() => {
    run.current?.stop();
    run.current = null;
    const cached = readCached(key);
    setAnalysis(cached);
    setPositions(cached?.positions ?? []);
    setError(null);
    setStatus(cached ? (cached.positions.length >= total ? 'done' : 'stopped') : 'idle');
  }, [key, total]);

  useEffect(() => () => run.current?.stop(), []);

  const start = useCallback(() => {
    if (run.current) return;
    const known = positions;
    buffer.current = [];
    // the click only schedules: the graph and the summary appear in a transition too
    startTransition(() => {
      setStatus('running');
      setError(null);
    });
    // positions arrive one by one; the page shows them in batches (at most ~5 renders a second),
    // each as a transition: React renders it in slices of a few ms, so no main-thread task runs
    // long while the graph, the summary and the move list's marks are drawn again
    let flush: ReturnType<typeof setTimeout> | null = null;
    const r = startAnalysis(
      {
        gameId: replay.gameId,
        level,
        seed: ANALYSIS_SEED,
        initialState: replay.initialState,
        log: replay.log,
        playedOn: replay.playedOn,
        known,
      },
      (p) => {
        buffer.current.push(p);
        if (!flush) {
          flush = setTimeout(() => {
            flush = null;
            const got = buffer.current.slice();
            startTransition(() => setPositions(got));
          }, 200);
        }
      },
    );
    run.current = r;
    r.done.then(
      ({ analysis: a, stopped }) => {
        if (flush) clearTimeout(flush);
        run.current = null;
        writeCached(key, a);
        startTransition(() => {
          setAnalysis(a);
          setPositions(a.positions);
          setStatus(stopped || a.positions.length < total ? 'stopped' : 'done');
        });
      },
      (e) => {
        if (flush) clearTimeout(flush);
        run.current = null;
        setError(String((e as Error)?.message ?? e));
        setStatus('error');
      },
    );
  }, [positions, replay, level, key, total]);

  const stop = useCallback(() => run.current?.stop(), []);

  return { status, positions, total, analysis, error, start, stop };
}
