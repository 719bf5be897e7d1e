// First / previous / play-pause / next / last, a scrubber and the autoplay speed.
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons';

export const SPEEDS = [0.5, 1, 2, 4] as const;

export function ReplayControls(props: {
  step: number;
  last: number;
  playing: boolean;
  speed: number;
  onStep(step: number): void;
  onPlaying(playing: boolean): void;
  onSpeed(speed: number): void;
}) {
  const { t } = useTranslation('replay');
  const { step, last, playing, speed, onStep, onPlaying, onSpeed } = props;
  const atStart = step <= 0;
  const atEnd = step >= last;
  return (
    <div className="rh-controls" role="toolbar" aria-label={t('viewer.title')}>
      <div className="rh-buttons">
        <button
          type="button"
          onClick={() => onStep(0)}
          disabled={atStart}
          title={t('viewer.first')}
          aria-label={t('viewer.first')}>
          <Icon name="first" label={t('viewer.first')} />
        </button>
        <button
          type="button"
          onClick={() => onStep(step - 1)}
          disabled={atStart}
          title={t('viewer.prev')}
          aria-label={t('viewer.prev')}>
          <Icon name="prev" label={t('viewer.prev')} />
        </button>
        <button
          type="button"
          className="rh-play"
          onClick={() => onPlaying(!playing)}
          disabled={atEnd && !playing}
          aria-pressed={playing}
          title={playing ? t('viewer.pause') : t('viewer.play')}>
          {playing ? (
            <>
              <Icon name="pause" decorative /> {t('viewer.pause')}
            </>
          ) : (
            <>
              <Icon name="play" decorative /> {t('viewer.play')}
            </>
          )}
        </button>
        <button
          type="button"
          onClick={() => onStep(step + 1)}
          disabled={atEnd}
          title={t('viewer.next')}
          aria-label={t('viewer.next')}>
          <Icon name="play" label={t('viewer.next')} />
        </button>
        <button
          type="button"
          onClick={() => onStep(last)}
          disabled={atEnd}
          title={t('viewer.last')}
          aria-label={t('viewer.last')}>
          <Icon name="last" label={t('viewer.last')} />
        </button>
        <label className="rh-speed">
          {t('viewer.speed')}{' '}
          <select value={speed} onChange={(e) => onSpeed(Number(e.target.value))}>
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s}×
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="rh-scrub">
        <input
          type="range"
          min={0}
          max={last}
          value={step}
          onChange={(e) => onStep(Number(e.target.value))}
          aria-label={t('viewer.scrubber')}
          aria-valuetext={t('viewer.step', { step, total: last })}
        />
        <span className="rh-step-label">{t('viewer.step', { step, total: last })}</span>
      </div>
    </div>
  );
}
