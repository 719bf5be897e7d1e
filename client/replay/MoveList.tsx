// The replay's move list in the game's notation, grouped by turn; every entry jumps to the
// position right after that move.
import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReplayStep } from '../../games/common/replay';
import type { Label } from '../../games/common/analysis';

/** Chess-style signs of the analysis labels. */
const SIGN: Record<Label, string> = { inaccuracy: '?!', mistake: '?', blunder: '??' };

/** Notations start with the seat label ("P2 takes…"); the list shows the name instead. */
export function withoutSeatLabel(text: string, mover: string | null): string {
  if (mover === null) return text;
  const label = `P${Number(mover) + 1} `;
  return text.startsWith(label) ? text.slice(label.length) : text;
}

/** Memoised (onJump aside): the analysis filling in re-renders the page, and a long list should
 *  only be drawn again when its steps, position or marks change. */
export const MoveList = memo(
  function MoveList(props: {
    steps: ReplayStep[];
    current: number;
    names: Record<string, string>;
    colors: string[];
    /** Analysis labels by step (client/replay/analysis). */
    marks?: Record<number, Label>;
    /** Steps whose mover had asked for a hint (local games). */
    hinted?: Set<number>;
    onJump(step: number): void;
  }) {
    const { t } = useTranslation('replay');
    const { steps, current, names, colors, marks, hinted, onJump } = props;
    const box = useRef<HTMLOListElement>(null);

    // Keep the current entry visible inside the list without scrolling the page.
    useEffect(() => {
      const list = box.current;
      const item = list?.querySelector<HTMLElement>('[aria-current="step"]');
      if (!list || !item) return;
      const top = item.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
      if (top < list.scrollTop || top + item.offsetHeight > list.scrollTop + list.clientHeight) {
        list.scrollTop = Math.max(0, top - list.clientHeight / 2);
      }
    }, [current]);

    const items = [];
    let lastTurn = -1;
    for (let i = 0; i < steps.length; i++) {
      const s = steps[i];
      if (i > 0 && s.turn !== lastTurn) {
        items.push(
          <li key={`turn-${i}`} className="rh-turn" aria-hidden>
            {t('viewer.turn', { turn: s.turn })}
          </li>,
        );
      }
      lastTurn = s.turn;
      const seat = s.mover !== null ? Number(s.mover) : -1;
      const text =
        i === 0
          ? t('viewer.start')
          : s.kind === 'undo'
            ? t('viewer.undo')
            : s.kind === 'redo'
              ? t('viewer.redo')
              : s.kind === 'end'
                ? t('viewer.end')
                : s.kind === 'takeback'
                  ? t('viewer.takeback')
                  : withoutSeatLabel(s.notation, s.mover);
      items.push(
        <li key={i}>
          <button
            type="button"
            className={`rh-move${i === current ? ' current' : ''}${s.kind === 'undo' || s.kind === 'redo' ? ' muted' : ''}`}
            aria-current={i === current ? 'step' : undefined}
            onClick={() => onJump(i)}>
            <span className="rh-move-n">{i}</span>
            {s.mover !== null ? (
              <span className="rh-dot" style={{ background: colors[seat] ?? '#888' }} aria-hidden />
            ) : null}
            {s.mover !== null ? <b>{names[s.mover] ?? s.mover}</b> : null}
            <span
              className="rh-move-text"
              title={
                s.kind === 'move' && s.move
                  ? `${s.move}${s.args?.[0] != null ? ` ${JSON.stringify(s.args[0])}` : ''}`
                  : undefined
              }>
              {text}
            </span>
            {s.standIn ? <em className="stand-in-mark"> · {t('clock:standInMove')}</em> : null}
            {hinted?.has(i) ? <em className="hint-mark"> · {t('analysis:hintUsed')}</em> : null}
            {marks?.[i] ? (
              <span className={`an-mark an-${marks[i]}`} title={t(`analysis:${marks[i]}`)} data-mark={marks[i]}>
                {SIGN[marks[i]]}
              </span>
            ) : null}
          </button>
        </li>,
      );
    }

    return (
      <section className="rh-moves" aria-label={t('viewer.moves')}>
        <h2>{t('viewer.moves')}</h2>
        <ol ref={box}>{items}</ol>
      </section>
    );
  },
  (a, b) =>
    a.steps === b.steps &&
    a.current === b.current &&
    a.names === b.names &&
    a.colors === b.colors &&
    JSON.stringify(a.marks ?? {}) === JSON.stringify(b.marks ?? {}) &&
    JSON.stringify([...(a.hinted ?? [])]) === JSON.stringify([...(b.hinted ?? [])]),
);
