// A player's profile, for a signed-in visitor who is not that player: Follow / Unfollow and
// Block / Unblock (server/social/).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../account/session';
import { ErrorLine } from '../error-line';
import { socialApi } from './api';
import './social.css';

export function PlayerActions({ name }: { name: string }) {
  const account = useAccount();
  const me = account.status === 'signed-in' ? account.me : null;
  if (!me || me.name === name) return null;
  return <Actions name={name} />;
}

function Actions({ name }: { name: string }) {
  const { t } = useTranslation('social');
  const [follows, setFollows] = useState<boolean | null>(null);
  const [blocks, setBlocks] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const load = async () => {
    const [f, b] = await Promise.all([socialApi.follows(), socialApi.blocks()]);
    setFollows(f.some((x) => x.name === name));
    setBlocks(b.some((x) => x.name === name));
  };
  useEffect(() => {
    void load().catch(() => undefined);
  }, [name]); // eslint-disable-line react-hooks/exhaustive-deps
  const act = async (fn: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await fn();
      await load();
    } catch (e) {
      setError(t('failed', { message: e instanceof Error ? e.message : String(e) }));
    } finally {
      setBusy(false);
    }
  };
  if (follows === null || blocks === null) return null;
  return (
    <div className="social-actions player-actions" data-testid="player-actions">
      {blocks ? null : (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void act(() => (follows ? socialApi.unfollow(name) : socialApi.follow(name)))}>
          {follows ? t('unfollow') : t('follow')}
        </button>
      )}
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() => void act(() => (blocks ? socialApi.unblock(name) : socialApi.block(name)))}>
        {blocks ? t('unblock') : t('block')}
      </button>
      <ErrorLine inline>{error}</ErrorLine>
    </div>
  );
}
