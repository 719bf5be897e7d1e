// The table chat beside the board (online play): the players' room, and for spectators their own
// room (hidden from the players until the match ends). Collapsible, so that on a phone it never
// covers the board's controls: a button shows it with the count of messages not seen yet; on a
// wide screen it starts open. New messages arrive on the chat's event stream. A message is text:
// React renders it as a text node, so markup and links show as written and are never HTML.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../account/session';
import { ApiError } from '../lobby-api';
import { ReportButton } from '../mod/ReportButton';
import { type ChatMessage, chatApi, type Room, TEXT_MAX } from './api';
import './chat.css';

const PRESETS = ['presetGoodGame', 'presetThanks', 'presetOneMoment'] as const;
const WIDE = '(min-width: 900px)';

export interface ChatPanelProps {
  matchID: string;
  /** This viewer's seat (with its credentials), or null for a spectator. */
  seat: { playerID: string; credentials: string } | null;
  gameover: boolean;
}

/** A room's messages, loaded and kept live; `reload` after a reconnect. */
function useRoom(matchID: string, room: Room, enabled: boolean) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [error, setError] = useState<ApiError | Error | null>(null);
  const load = useCallback(() => {
    chatApi.list(matchID, room).then(
      (list) => {
        setMessages(list);
        setError(null);
      },
      (e) => setError(e),
    );
  }, [matchID, room]);
  useEffect(() => {
    setMessages([]);
    if (!enabled) return;
    load();
    return chatApi.stream(matchID, room, {
      message: (m) => setMessages((list) => (list.some((x) => x.id === m.id) ? list : [...list, m])),
      delete: (id) => setMessages((list) => list.filter((x) => x.id !== id)),
      open: load,
    });
  }, [matchID, room, enabled, load]);
  const add = (m: ChatMessage) => setMessages((list) => (list.some((x) => x.id === m.id) ? list : [...list, m]));
  return { messages, error, add };
}

export function ChatPanel({ matchID, seat, gameover }: ChatPanelProps) {
  const { t } = useTranslation('chat');
  const account = useAccount();
  const me = account.status === 'signed-in' ? account.me : null;
  const [open, setOpen] = useState(() => typeof window !== 'undefined' && !!window.matchMedia?.(WIDE).matches);
  // a player sees the spectators' room only once the match is over
  const rooms: Room[] = seat && !gameover ? ['players'] : ['players', 'spectators'];
  const [room, setRoom] = useState<Room>('players');
  const shown = rooms.includes(room) ? room : 'players';
  const canReadSpectators = shown === 'spectators' && (gameover || !!me);
  const { messages, error, add } = useRoom(matchID, shown, shown === 'players' || canReadSpectators);
  const [seen, setSeen] = useState(0);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (open) setSeen(messages.length);
  }, [open, messages.length]);
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, open]);
  const unread = Math.max(0, messages.length - seen);

  const writer =
    shown === 'players'
      ? seat
        ? { playerID: seat.playerID, credentials: seat.credentials }
        : null
      : me && !(seat && !gameover)
        ? ({ room: 'spectators' } as const)
        : null;

  const send = async (text: string) => {
    const trimmed = text.trim();
    if (!writer || !trimmed) return;
    if ([...trimmed].length > TEXT_MAX) return setProblem(t('tooLong'));
    setBusy(true);
    setProblem(null);
    try {
      add(await chatApi.post(matchID, trimmed, writer));
      if (text === draft) setDraft('');
    } catch (e) {
      setProblem(
        e instanceof ApiError && e.status === 429
          ? t('tooMany')
          : t('failed', { message: e instanceof Error ? e.message : String(e) }),
      );
    } finally {
      setBusy(false);
    }
  };

  const mine = (m: ChatMessage) => (m.seat === null ? !!me && m.name === me.name : !!seat && m.seat === seat.playerID);

  return (
    <section className="chat" aria-label={t('title')} data-testid="chat">
      <button
        type="button"
        className="button chat-toggle"
        aria-expanded={open}
        aria-controls={`${id}-body`}
        onClick={() => setOpen(!open)}
        data-testid="chat-toggle">
        {open ? t('hide') : t('show')}
        {!open && unread > 0 ? <span className="chat-unread"> · {t('unread', { count: unread })}</span> : null}
      </button>
      {open ? (
        <div id={`${id}-body`} className="chat-body">
          {rooms.length > 1 ? (
            <div className="chat-rooms" role="group" aria-label={t('title')}>
              {rooms.map((r) => (
                <button
                  key={r}
                  type="button"
                  className={r === shown ? 'button primary' : 'button'}
                  aria-pressed={r === shown}
                  onClick={() => setRoom(r)}>
                  {t(r)}
                </button>
              ))}
            </div>
          ) : null}
          {shown === 'spectators' && !canReadSpectators ? (
            <p className="muted">{t('signInToWrite')}</p>
          ) : error ? (
            <p className="error">{t('unavailable')}</p>
          ) : (
            <div ref={listRef} className="chat-list" role="log" aria-live="polite" tabIndex={0} aria-label={t(shown)}>
              {messages.length === 0 ? <p className="muted">{t('empty')}</p> : null}
              <ol className="chat-items">
                {messages.map((m) => (
                  <li key={m.id} className="chat-message" data-testid="chat-message">
                    <span className="chat-name">
                      {m.name}
                      {m.seat === null ? <span className="muted"> ({t('spectator')})</span> : null}
                    </span>{' '}
                    <span className="chat-text">{m.text}</span>
                    {!mine(m) ? (
                      <ReportButton compact target={{ shownName: m.name, matchID, messageId: m.id }} />
                    ) : null}
                  </li>
                ))}
              </ol>
            </div>
          )}
          {writer ? (
            <>
              <div className="chat-presets" role="group" aria-label={t('presets')}>
                {PRESETS.map((p) => (
                  <button key={p} type="button" className="button" disabled={busy} onClick={() => void send(t(p))}>
                    {t(p)}
                  </button>
                ))}
              </div>
              <form
                className="chat-form"
                onSubmit={(e) => {
                  e.preventDefault();
                  void send(draft);
                }}>
                <label className="sr-only" htmlFor={`${id}-input`}>
                  {t('message')}
                </label>
                <input
                  id={`${id}-input`}
                  value={draft}
                  maxLength={TEXT_MAX * 2}
                  autoComplete="off"
                  enterKeyHint="send"
                  placeholder={t('message')}
                  onChange={(e) => setDraft(e.target.value)}
                  data-testid="chat-input"
                />
                <button type="submit" className="button primary" disabled={busy || !draft.trim()}>
                  {t('send')}
                </button>
              </form>
            </>
          ) : shown === 'players' ? (
            <p className="muted chat-note">{t('readOnly')}</p>
          ) : me ? null : (
            <p className="muted chat-note">{t('signInToWrite')}</p>
          )}
          {problem ? (
            <p className="error" role="alert">
              {problem}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
