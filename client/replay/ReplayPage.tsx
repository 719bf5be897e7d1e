// The replay viewer: loads a finished match (server, this browser or an imported file), rebuilds
// every step with boardgame.io's reducer and renders it with the game's own board, read-only.
import { ReplayChat } from '../chat/ReplayChat';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notationT } from '../play/notation-t';
import { loadGame } from '../catalog';
import type { GameModule } from '../../games/common/module';
import {
  checkRulesVersion,
  hintedMoves,
  makeReplayFile,
  rebuildReplay,
  viewG,
  viewPlayerID,
  type ReplayView,
} from '../../games/common/replay';
import { BoardFrame } from './BoardFrame';
import { preloadPlay, useBoard as useBoardEntry } from '../play/board-loader';
import { ScoreTable } from '../play/ScoreTable';
import { ensureReplayI18n } from './i18n';
import { MoveList, withoutSeatLabel } from './MoveList';
import { ReplayControls } from './ReplayControls';
import { SeatStrip, seatColors } from './SeatStrip';
import {
  downloadReplay,
  loadReplay,
  replayHash,
  type LoadedReplay,
  type LoadResult,
  type ReplaySource,
} from './sources';
import { AnalysisPanel, AnalysisSummary } from './analysis/AnalysisPanel';
import { EvalGraph } from './analysis/EvalGraph';
import { useAnalysis } from './analysis/use-analysis';
import { sigmaAt, spreadOf, standing, type AnalysisLevel } from '../../games/common/analysis';
import type { BoardSuggestion } from '../boards/types';
import { routeQuery } from '../router';
import { shownNames } from '../play/shown-name';
import './replay.css';
import './analysis/analysis.css';

export interface ReplayPageProps {
  source: ReplaySource;
  gameId?: string;
  matchID?: string;
}

export function ReplayPage({ source, gameId = '', matchID = '' }: ReplayPageProps) {
  useState(() => ensureReplayI18n());
  const { t } = useTranslation('replay');
  const [load, setLoad] = useState<LoadResult | null>(null);
  const [mod, setMod] = useState<GameModule | undefined>(undefined);

  useEffect(() => {
    let live = true;
    setLoad(null);
    // the board, the rules and the texts meanwhile, not after the replay is read
    if (gameId) {
      preloadPlay(gameId);
      void loadGame(gameId).catch(() => undefined);
    }
    loadReplay(source, gameId, matchID)
      .then(async (r) => {
        // the title's rules, to step through the log (one chunk per title)
        const m = r.ok ? await loadGame(r.replay.gameId).catch(() => undefined) : undefined;
        if (!live) return;
        setMod(m);
        setLoad(r);
      })
      .catch((e) => live && setLoad({ ok: false, code: 'network', error: String(e) }));
    return () => {
      live = false;
    };
  }, [source, gameId, matchID]);

  if (!load) return <Notice>{t('viewer.loading')}</Notice>;
  if (!load.ok) {
    const params = 'error' in load ? { error: load.error } : 'status' in load ? { status: load.status } : {};
    return <Notice error>{t(`errors.${load.code}`, params)}</Notice>;
  }
  if (!mod || mod.id !== load.replay.gameId)
    return <Notice error>{t('errors.unknownGame', { game: load.replay.gameId })}</Notice>;
  return <ReplayViewer key={`${source}/${load.replay.gameId}/${load.replay.matchID}`} replay={load.replay} mod={mod} />;
}

function Notice({ children, error }: { children: ReactNode; error?: boolean }) {
  const { t } = useTranslation('replay');
  return (
    <div className="rh-replay rh-notice-page">
      <p className={error ? 'rh-error' : 'muted'} role={error ? 'alert' : 'status'}>
        {children}
      </p>
      <p>
        <a href={replayHash.finished()}>← {t('viewer.back')}</a>
      </p>
    </div>
  );
}

function ReplayViewer({ replay, mod }: { replay: LoadedReplay; mod: GameModule }) {
  const { t, i18n } = useTranslation('replay');
  const rules = checkRulesVersion(mod, replay.rulesVersion);
  const [forced, setForced] = useState(false);
  const allowed = rules.ok || forced;
  const rebuilt = useMemo(
    () =>
      allowed ? rebuildReplay(mod, replay.initialState, replay.log, notationT(mod.id, i18n), replay.playedOn) : null,
    [allowed, mod, replay, i18n.language],
  );
  const last = rebuilt ? rebuilt.states.length - 1 : 0;
  const [step, setStepRaw] = useState(0);
  const [view, setView] = useState<ReplayView>('spectator');
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);
  const [shareNote, setShareNote] = useState<string | null>(null);
  const entry = useBoardEntry(mod.id);
  const { t: tApp } = useTranslation('app');
  const names = useMemo(() => shownNames(replay.playerNames, tApp), [replay.playerNames, tApp]);
  const numPlayers = replay.initialState.ctx.numPlayers;
  const colors = useMemo(() => seatColors(mod, numPlayers), [mod, numPlayers]);
  const title = t(`${mod.id}:title`, { defaultValue: mod.title });

  const setStep = useCallback((s: number) => setStepRaw(Math.max(0, Math.min(last, Math.round(s)))), [last]);

  // Analysis (client/replay/analysis): every move judged in the bots' worker, cached on this device.
  const [level, setLevel] = useState<AnalysisLevel>('normal');
  const toAnalyse = useMemo(
    () => (rebuilt ? rebuilt.steps.filter((s) => s.kind === 'move' && s.mover !== null && s.move).length : 0),
    [rebuilt],
  );
  const an = useAnalysis(replay, level, toAnalyse);
  const byPly = useMemo(() => new Map(an.positions.map((p) => [p.ply, p])), [an.positions]);
  const hintSteps = useMemo(() => {
    const ids = hintedMoves(replay.log, replay.hints);
    return new Set(
      rebuilt
        ? rebuilt.steps.flatMap((s, i) => (s.logIndex >= 0 && ids.has(replay.log[s.logIndex]._stateID) ? [i] : []))
        : [],
    );
  }, [rebuilt, replay]);
  const marks = useMemo(
    () => Object.fromEntries(an.positions.filter((p) => p.label).map((p) => [p.ply, p.label!])),
    [an.positions],
  );
  const startStanding = useMemo(
    () =>
      an.analysis?.start ??
      (rebuilt ? standing(mod, rebuilt.states[0], sigmaAt(spreadOf(mod, rebuilt.states[last]), 0, last)) : {}),
    [rebuilt, mod, last, an.analysis],
  );
  // Opened from a finished game's "Analyse" (`?analyse=1`): the analysis starts (or shows what this
  // device has) at the final position, its panel in view.
  const [autoAnalyse] = useState(() => routeQuery().get('analyse') === '1');
  const analysisStarted = useRef(false);
  // one render after mounting: what this device already has is read in by then
  const [armed, setArmed] = useState(false);
  useEffect(() => setArmed(true), []);
  useEffect(() => {
    if (!autoAnalyse || !armed || analysisStarted.current || !rebuilt) return;
    analysisStarted.current = true;
    setStepRaw(last);
    if (an.status === 'idle' || an.status === 'stopped') an.start();
    window.setTimeout(() => document.querySelector('.an-panel')?.scrollIntoView({ block: 'center' }), 0);
  }, [autoAnalyse, armed, rebuilt, an, last]);
  // "Show the better move": the position before the analysed move, from the mover's seat.
  const [preview, setPreview] = useState<number | null>(null);

  // Autoplay: one step per 1.2 s at 1×, stopping at the end.
  useEffect(() => {
    if (!playing) return;
    if (step >= last) {
      setPlaying(false);
      return;
    }
    const id = window.setTimeout(() => setStep(step + 1), 1200 / speed);
    return () => window.clearTimeout(id);
  }, [playing, step, last, speed, setStep]);

  // Keyboard: arrows step, Home/End jump, Space plays/pauses (not while typing in a field).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (
        el &&
        (el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA' || el.isContentEditable)
      )
        return;
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const actions: Record<string, () => void> = {
        ArrowLeft: () => setStep(step - 1),
        ArrowRight: () => setStep(step + 1),
        Home: () => setStep(0),
        End: () => setStep(last),
        ' ': () => setPlaying((p) => !p && step < last),
      };
      const act = actions[e.key];
      if (!act) return;
      if (e.key === ' ' && el?.tagName === 'BUTTON') return; // the focused button handles Space itself
      e.preventDefault();
      act();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step, last, setStep]);

  const onExport = () =>
    downloadReplay(makeReplayFile(replay.gameId, replay.matchID, replay, { playerNames: replay.playerNames }));

  const onShare = async () => {
    const link = `${window.location.origin}${window.location.pathname}${replayHash.server(replay.gameId, replay.matchID)}`;
    try {
      await navigator.clipboard.writeText(link);
      setShareNote(t('viewer.copied'));
    } catch {
      setShareNote(`${t('viewer.copyFailed')} ${link}`);
    }
  };

  const header = (
    <header className="play-header rh-header">
      <h1>
        {title} <span className="muted">· {t('viewer.title')}</span>
      </h1>
      <div className="rh-actions">
        <a href={replayHash.finished()}>← {t('viewer.back')}</a>
        <button className="button" type="button" onClick={onExport}>
          {t('viewer.export')}
        </button>
        {replay.source === 'server' ? (
          <button className="button" type="button" onClick={onShare}>
            {t('viewer.share')}
          </button>
        ) : null}
      </div>
      {shareNote ? (
        <p className="rh-share-note" role="status">
          {shareNote}
        </p>
      ) : null}
    </header>
  );

  if (!allowed && !rules.ok) {
    return (
      <div className="rh-replay">
        {header}
        <div className="rh-banner rh-error" role="alert">
          <p>
            {t('errors.rulesChanged', {
              recorded: Number.isNaN(rules.recorded) ? '?' : rules.recorded,
              current: rules.current,
              game: title,
            })}
          </p>
          <button className="button" type="button" onClick={() => setForced(true)}>
            {t('errors.rulesChangedAnyway')}
          </button>
        </div>
      </div>
    );
  }
  if (!rebuilt) return null;

  const at = byPly.get(step) ?? null;
  const previewing = preview === step && at !== null;
  const shownView: ReplayView = previewing ? at!.seat : view;
  const state = rebuilt.states[previewing ? step - 1 : step];
  const current = rebuilt.steps[step];
  const G = viewG(mod, state, shownView);
  const playerID = viewPlayerID(shownView);
  const suggestion: BoardSuggestion | null = previewing
    ? { move: at!.best.move, args: at!.best.args, label: at!.best.notation }
    : null;
  const seats = Array.from({ length: numPlayers }, (_, i) => String(i));
  const isEnd = step === last && state.ctx.gameover !== undefined;
  const moverName = current.mover !== null ? (names[current.mover] ?? current.mover) : null;
  const caption =
    step === 0
      ? t('viewer.start')
      : `${t('viewer.turn', { turn: current.turn })} · ${moverName ? `${moverName}: ` : ''}${current.kind === 'move' ? withoutSeatLabel(current.notation, current.mover) : t(`viewer.${current.kind}`)}`;

  return (
    <div className="rh-replay play">
      {header}
      {!rules.ok ? (
        <div className="rh-banner rh-warn" role="alert">
          {t('errors.rulesWarning', {
            recorded: Number.isNaN(rules.recorded) ? '?' : rules.recorded,
            current: rules.current,
          })}
        </div>
      ) : null}
      {rebuilt.error ? (
        <div className="rh-banner rh-warn" role="alert">
          {t('errors.stopped', { step: last, message: rebuilt.error.message })}
        </div>
      ) : null}
      <div className="rh-toolbar">
        <ReplayControls
          step={step}
          last={last}
          playing={playing}
          speed={speed}
          onStep={(s) => {
            setPlaying(false);
            setStep(s);
          }}
          onPlaying={setPlaying}
          onSpeed={setSpeed}
        />
        <label className="rh-view">
          {t('viewer.viewAs')}{' '}
          <select value={view} onChange={(e) => setView(e.target.value as ReplayView)}>
            <option value="spectator">{t('viewer.spectator')}</option>
            {Array.from({ length: numPlayers }, (_, i) => (
              <option key={i} value={String(i)}>
                {t('viewer.seat', { n: i + 1, name: names[String(i)] ?? `P${i + 1}` })}
              </option>
            ))}
            <option value="all">{t('viewer.everything')}</option>
          </select>
        </label>
      </div>
      <p className="rh-caption" aria-live="polite">
        {caption}
      </p>
      <p className="rh-hint muted">{t('viewer.keyboardHint')}</p>
      {an.positions.length || an.status === 'running' ? (
        <EvalGraph
          positions={an.positions}
          start={startStanding}
          last={last}
          current={step}
          seats={seats}
          colors={colors}
          names={names}
          onJump={(s) => {
            setPlaying(false);
            setStep(s);
          }}
        />
      ) : null}
      <AnalysisSummary
        positions={an.positions}
        seats={seats}
        names={names}
        colors={colors}
        running={an.status === 'running'}
      />
      {previewing ? (
        <p className="an-preview" role="status">
          {t('analysis:showing', { ply: step, name: names[at!.seat] ?? `P${Number(at!.seat) + 1}` })}
        </p>
      ) : null}
      <div className="play-body rh-body">
        <main className="board-area rh-board">
          {isEnd ? (
            <ScoreTable mod={mod} G={state.G} ctx={state.ctx} names={names} out={replay.out} unrated={replay.unrated} />
          ) : null}
          {entry === null ? <p className="muted">{t('viewer.loading')}</p> : null}
          {entry instanceof Error ? <p className="rh-error">{t('viewer.boardLoadFailed')}</p> : null}
          {entry && !(entry instanceof Error) ? (
            <BoardFrame
              out={replay.out}
              entry={entry}
              state={state}
              G={G}
              playerID={playerID}
              matchID={replay.matchID}
              names={names}
              suggestion={suggestion}
              resetKey={`${step}/${shownView}/${previewing}`}
              fallback={<p className="rh-error">{t('viewer.boardFailed')}</p>}
            />
          ) : null}
        </main>
        <aside className="side rh-side">
          <SeatStrip mod={mod} G={G} ctx={state.ctx} names={names} viewer={playerID} />
          {replay.source === 'server' ? <ReplayChat matchID={replay.matchID} /> : null}
          <AnalysisPanel
            an={an}
            level={level}
            onLevel={setLevel}
            seats={seats}
            names={names}
            colors={colors}
            at={at}
            previewing={previewing}
            onPreview={(on) => setPreview(on ? step : null)}
          />
          <MoveList
            steps={rebuilt.steps}
            current={step}
            names={names}
            colors={colors}
            marks={marks}
            hinted={hintSteps}
            onJump={(s) => {
              setPlaying(false);
              setStep(s);
            }}
          />
        </aside>
      </div>
    </div>
  );
}
