// The guided tour of a board: on a player's first game of a title it walks through the board's
// areas (client/tour/steps.ts), one card at a time with the area outlined. Skipping or finishing
// it is remembered in localStorage; the Tour button next to the Rules link opens it again.
// It never blocks the board: no overlay catches clicks, and focus moves into the card only when
// the player opens it with the button.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '../router';
import { Icon } from '../icons';
import { TOUR_TEXTS } from './i18n';
import { tourSteps } from './steps';

const NS = 'tour';
const seenKey = (gameId: string) => `rh_tour_seen_${gameId}`;

export function tourSeen(gameId: string): boolean {
  try {
    return localStorage.getItem(seenKey(gameId)) === '1';
  } catch {
    return true;
  }
}
function markSeen(gameId: string) {
  try {
    localStorage.setItem(seenKey(gameId), '1');
  } catch {
    /* storage unavailable: the tour simply shows again next time */
  }
}

type Rect = { top: number; left: number; width: number; height: number };

type Corner = 'br' | 'tr' | 'bl' | 'tl';

/** The corner of the window for the card: bottom right unless it would cover the outlined area,
 *  then the first free corner (top right, bottom left, top left). Phones keep it at the bottom
 *  (the area is scrolled to the top there). */
function cornerFor(
  ring: Rect | null,
  card: { width: number; height: number },
  win: { width: number; height: number },
): Corner {
  if (!ring || win.width <= 640) return 'br';
  const m = 16;
  const at: Record<Corner, { left: number; top: number }> = {
    br: { left: win.width - m - card.width, top: win.height - m - card.height },
    tr: { left: win.width - m - card.width, top: m },
    bl: { left: m, top: win.height - m - card.height },
    tl: { left: m, top: m },
  };
  const covers = (c: Corner) =>
    ring.left < at[c].left + card.width &&
    ring.left + ring.width > at[c].left &&
    ring.top < at[c].top + card.height &&
    ring.top + ring.height > at[c].top;
  return (['br', 'tr', 'bl', 'tl'] as Corner[]).find((c) => !covers(c)) ?? 'br';
}

/** The first element a comma-separated selector list finds, in the order the list gives. */
function findTarget(selector: string | null): HTMLElement | null {
  if (!selector) return null;
  for (const s of selector.split(',')) {
    try {
      const el = document.querySelector<HTMLElement>(s.trim());
      if (el && el.getClientRects().length) return el;
    } catch {
      /* a selector this browser does not know */
    }
  }
  return null;
}

export function BoardTour({ gameId, autoStart }: { gameId: string; autoStart: boolean }) {
  const { t, i18n } = useTranslation(NS);
  if (!i18n.hasResourceBundle('en', NS)) {
    i18n.addResourceBundle('en', NS, TOUR_TEXTS.en, true, true);
    i18n.addResourceBundle('ja', NS, TOUR_TEXTS.ja, true, true);
  }
  const steps = tourSteps(gameId);
  const [step, setStep] = useState<number | null>(null);
  const [rect, setRect] = useState<Rect | null>(null);
  const [corner, setCorner] = useState<Corner>('br');
  const card = useRef<HTMLDivElement>(null);
  const focusCard = useRef(false);
  const game = t(`${gameId}:title`, { defaultValue: gameId });

  // First game of this title: open once the board has drawn its areas.
  useEffect(() => {
    if (!autoStart || tourSeen(gameId)) return;
    let tries = 0;
    const id = window.setInterval(() => {
      tries++;
      if (findTarget(steps[2]?.target ?? null) || tries > 20) {
        window.clearInterval(id);
        setStep((s) => s ?? 0);
      }
    }, 150);
    return () => window.clearInterval(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gameId, autoStart]);

  const close = useCallback(() => {
    markSeen(gameId);
    setStep(null);
  }, [gameId]);

  // Follow the current step's area: scroll it into view and outline it.
  useLayoutEffect(() => {
    if (step === null) return;
    const el = findTarget(steps[step].target);
    // On a phone the card covers the lower part of the screen: bring the area to the top.
    if (el) el.scrollIntoView({ block: window.innerWidth <= 640 ? 'start' : 'nearest', inline: 'nearest' });
    const measure = () => {
      const r = el?.getBoundingClientRect();
      const ring = r ? { top: r.top, left: r.left, width: r.width, height: r.height } : null;
      setRect(ring);
      const c = card.current?.getBoundingClientRect();
      setCorner(c ? cornerFor(ring, c, { width: window.innerWidth, height: window.innerHeight }) : 'br');
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    if (focusCard.current) card.current?.focus();
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step, gameId]);

  const open = () => {
    focusCard.current = true;
    setStep(0);
  };

  const s = step === null ? null : steps[step];
  const text = (part: 'title' | 'body') =>
    s!.text.startsWith('common:')
      ? t(`${s!.text.slice(7)}.${part}`, { game })
      : t(`${gameId}:tour.${s!.text}.${part}`, { game });
  const last = step === steps.length - 1;

  return (
    <div className="rh-tour-bar">
      <style>{CSS}</style>
      <a
        className="rh-tour-link"
        href={href('rules', gameId)}
        target="_blank"
        rel="noreferrer"
        title={t('rulesTitle', { game })}>
        {t('rules')}
      </a>
      <button
        type="button"
        className="rh-tour-open"
        onClick={open}
        title={t('openTitle')}
        aria-haspopup="dialog"
        aria-expanded={step !== null}>
        <Icon name="help" decorative /> {t('open')}
      </button>
      {/* Screen readers hear each step as it opens, wherever their focus is. */}
      <span className="rh-tour-vh" role="status">
        {s ? `${t('label')}, ${t('step', { n: step! + 1, total: steps.length })}: ${text('title')}` : ''}
      </span>
      {s ? (
        <>
          {rect ? (
            <div
              className="rh-tour-ring"
              aria-hidden
              style={{ top: rect.top - 4, left: rect.left - 4, width: rect.width + 8, height: rect.height + 8 }}
            />
          ) : null}
          <div
            ref={card}
            className={`rh-tour-card at-${corner}`}
            role="dialog"
            aria-modal="false"
            aria-labelledby="rh-tour-title"
            aria-describedby="rh-tour-body"
            tabIndex={-1}
            onKeyDown={(e) => {
              if (e.key === 'Escape') close();
            }}>
            <div className="rh-tour-head">
              <span className="rh-tour-count">{t('step', { n: step! + 1, total: steps.length })}</span>
              <span>{t('label')}</span>
            </div>
            <h2 id="rh-tour-title">{text('title')}</h2>
            <p id="rh-tour-body">{text('body')}</p>
            <div className="rh-tour-buttons">
              <button type="button" className="rh-tour-skip" onClick={close}>
                {t('skip')}
              </button>
              <span className="rh-tour-gap" />
              {step! > 0 ? (
                <button className="button" type="button" onClick={() => setStep(step! - 1)}>
                  {t('back')}
                </button>
              ) : null}
              <button type="button" className="button primary" onClick={() => (last ? close() : setStep(step! + 1))}>
                {last ? t('done') : t('next')}
              </button>
            </div>
          </div>
        </>
      ) : null}
    </div>
  );
}

const CSS = `
.rh-tour-bar { display: inline-flex; gap: 0.5rem; align-items: center; margin-left: auto; }
/* Targets for a finger: 44 px high (WCAG 2.5.5), so a phone player hits them on the first try. */
.rh-tour-bar .rh-tour-link, .rh-tour-open { display: inline-flex; gap: 0.3rem; align-items: center; justify-content: center;
  min-height: 44px; min-width: 44px; padding: 0 0.75rem; border-radius: 6px; font: inherit; }
.rh-tour-bar .rh-tour-link { font-weight: 600; }
.rh-tour-open { border: 1px solid #8a7a5a; background: #fffdf8; color: inherit; cursor: pointer; }
.rh-tour-vh { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.rh-tour-ring { position: fixed; z-index: 900; pointer-events: none; border: 3px solid #c2410c; border-radius: 10px;
  box-shadow: 0 0 0 4px rgba(255, 255, 255, 0.85), 0 0 18px rgba(194, 65, 12, 0.55); transition: all 0.15s ease-out; }
.rh-tour-card { position: fixed; z-index: 901; right: 1rem; bottom: 1rem; width: min(22rem, calc(100vw - 2rem));
  background: #fffdf8; color: #1f1a14; border: 2px solid #c2410c; border-radius: 12px; padding: 0.75rem 0.9rem;
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.3); font-size: 0.95rem; }
.rh-tour-card.at-tr { top: 1rem; bottom: auto; }
.rh-tour-card.at-bl { left: 1rem; right: auto; }
.rh-tour-card.at-tl { top: 1rem; bottom: auto; left: 1rem; right: auto; }
.rh-tour-card:focus { outline: 3px solid #1d4ed8; outline-offset: 2px; }
.rh-tour-card h2 { font-size: 1.1rem; margin: 0.2rem 0 0.3rem; }
.rh-tour-card p { margin: 0 0 0.6rem; line-height: 1.45; }
.rh-tour-head { display: flex; justify-content: space-between; font-size: 0.8rem; color: #5b4d3c; }
.rh-tour-buttons { display: flex; gap: 0.4rem; align-items: center; }
.rh-tour-gap { flex: 1; }
.rh-tour-skip { background: none; border: none; text-decoration: underline; color: #5b4d3c; padding: 0.3rem 0; cursor: pointer; }
@media (max-width: 640px) {
  .rh-tour-card, .rh-tour-card[class*='at-'] { left: 0.5rem; right: 0.5rem; top: auto; bottom: 0.5rem; width: auto; }
}
`;
