// The pace of an online table, chosen on the New table page (server/clock/pace.ts).
import { useTranslation } from 'react-i18next';
import type { Pace } from './api';

export const DEFAULT_LIVE: Pace = { mode: 'live', turnSeconds: 120, bankSeconds: 300 };

export function PaceInput({ value, onChange }: { value: Pace; onChange: (p: Pace) => void }) {
  const { t } = useTranslation('clock');
  const num = (v: string, lo: number, hi: number) => Math.min(hi, Math.max(lo, Math.round(Number(v) || lo)));
  return (
    <fieldset className="pace">
      <legend>{t('pace')}</legend>
      <label className="radio">
        <input type="radio" name="pace" checked={value.mode === 'live'} onChange={() => onChange(DEFAULT_LIVE)} />{' '}
        {t('paceLive')}
      </label>
      {value.mode === 'live' ? (
        <div className="pace-fields">
          <label>
            {t('turnSeconds')}{' '}
            <input
              type="number"
              name="turnSeconds"
              min={5}
              max={3600}
              value={value.turnSeconds}
              onChange={(e) => onChange({ ...value, turnSeconds: num(e.target.value, 5, 3600) })}
            />
          </label>{' '}
          <label>
            {t('bankSeconds')}{' '}
            <input
              type="number"
              name="bankSeconds"
              min={0}
              max={3600}
              value={value.bankSeconds}
              onChange={(e) => onChange({ ...value, bankSeconds: num(e.target.value, 0, 3600) })}
            />
          </label>
        </div>
      ) : null}
      <label className="radio">
        <input
          type="radio"
          name="pace"
          checked={value.mode === 'turnBased'}
          onChange={() => onChange({ mode: 'turnBased', hours: 24 })}
        />{' '}
        {t('paceTurnBased')}
      </label>
      {value.mode === 'turnBased' ? (
        <div className="pace-fields">
          <label>
            {t('hours')}{' '}
            <select
              name="hours"
              value={value.hours}
              onChange={(e) => onChange({ mode: 'turnBased', hours: Number(e.target.value) as 12 | 24 | 72 })}>
              {[12, 24, 72].map((h) => (
                <option key={h} value={h}>
                  {t('hoursN', { n: h })}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : null}
      <label className="radio">
        <input
          type="radio"
          name="pace"
          checked={value.mode === 'untimed'}
          onChange={() => onChange({ mode: 'untimed' })}
        />{' '}
        {t('paceUntimed')}
      </label>
      <p className="muted">{t('paceHelp')}</p>
    </fieldset>
  );
}
