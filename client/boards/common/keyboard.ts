// Keyboard access for board elements that are not <button>s (SVG hexes, cities, meeples, arrows):
// `clickable(handler, label)` gives an element focus (Tab), a button role and name, and Enter /
// Space to act, only while it can act. Spread it on the element: <g {...clickable(fn, name)}>.
// Without a name the element is named by its own text. An <svg> holding such elements is a
// role="group" (an image may not contain controls).
import type { KeyboardEvent, MouseEvent } from 'react';

export interface ClickableProps {
  onClick?: (e: MouseEvent) => void;
  onKeyDown?: (e: KeyboardEvent) => void;
  role?: 'button';
  tabIndex?: number;
  'aria-label'?: string;
  className?: string;
}

export function clickable(
  handler: ((e?: MouseEvent | KeyboardEvent) => void) | undefined,
  label?: string,
  className?: string,
): ClickableProps {
  if (!handler) return className ? { className } : {};
  return {
    onClick: (e) => handler(e),
    onKeyDown: (e) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      e.stopPropagation();
      handler(e);
    },
    role: 'button',
    tabIndex: 0,
    ...(label ? { 'aria-label': label } : {}),
    className: ['rh-key', className].filter(Boolean).join(' '),
  };
}
