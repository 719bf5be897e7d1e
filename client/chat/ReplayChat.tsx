// The chat of a finished match in the replay's side panel, shown on demand (switchable): the
// players' room, then the spectators' (both open to everyone once the match is over). Text only.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChatMessage, chatApi, type Room } from './api';
import './chat.css';

export function ReplayChat({ matchID }: { matchID: string }) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const [rooms, setRooms] = useState<Record<Room, ChatMessage[]> | 'error' | null>(null);
  const id = useId();
  useEffect(() => {
    if (!open || rooms) return;
    Promise.all([chatApi.list(matchID, 'players'), chatApi.list(matchID, 'spectators').catch(() => [])]).then(
      ([players, spectators]) => setRooms({ players, spectators }),
      () => setRooms('error'),
    );
  }, [open, rooms, matchID]);
  return (
    <section className="chat replay-chat" aria-label={t('title')} data-testid="replay-chat">
      <button
        type="button"
        className="button chat-toggle"
        aria-expanded={open}
        aria-controls={`${id}-body`}
        onClick={() => setOpen(!open)}>
        {open ? t('hide') : t('replayChat')}
      </button>
      {open ? (
        <div id={`${id}-body`} className="chat-body">
          {rooms === null ? null : rooms === 'error' ? (
            <p className="error">{t('unavailable')}</p>
          ) : rooms.players.length + rooms.spectators.length === 0 ? (
            <p className="muted">{t('replayNoChat')}</p>
          ) : (
            (['players', 'spectators'] as const)
              .filter((r) => rooms[r].length > 0)
              .map((r) => (
                <div key={r}>
                  <h3 className="chat-room-title">{t(r)}</h3>
                  <ol className="chat-list" tabIndex={0} aria-label={t(r)}>
                    {rooms[r].map((m) => (
                      <li key={m.id} className="chat-message">
                        <span className="chat-name">{m.name}</span> <span className="chat-text">{m.text}</span>
                      </li>
                    ))}
                  </ol>
                </div>
              ))
          )}
        </div>
      ) : null}
    </section>
  );
}
