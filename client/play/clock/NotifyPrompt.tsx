// The one-time explanation before the browser's notification permission prompt.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askPermission, declineNotices, setSound, shouldAsk, soundOn } from './notify';

export function NotifyPrompt() {
  const { t } = useTranslation('clock');
  const [show, setShow] = useState(shouldAsk());
  const [sound, setSoundState] = useState(soundOn());
  if (!show) return null;
  return (
    <div className="notify-prompt" role="region" aria-label={t('notifyAsk')}>
      <p>
        {t('notifyAsk')} <span className="muted">{t('notifyWhy')}</span>
      </p>
      <button className="button primary" onClick={() => void askPermission().finally(() => setShow(false))}>
        {t('notifyYes')}
      </button>{' '}
      <button className="button" onClick={() => (declineNotices(), setShow(false))}>
        {t('notifyNo')}
      </button>{' '}
      <label className="check">
        <input
          type="checkbox"
          checked={sound}
          onChange={(e) => (setSound(e.target.checked), setSoundState(e.target.checked))}
        />{' '}
        {t('notifySound')}
      </label>
    </div>
  );
}
