// A phone-width screen: boards whose SVG layout is computed in code (rows of boxes, what a map
// draws) take a phone layout when this is true, and keep the desktop layout otherwise. CSS media
// queries do the rest of the reflow.
import { useEffect, useState } from 'react';

/** Phone widths: the layout viewport at most this wide (CSS px). */
export const NARROW_MAX = 600;

export function useNarrow(maxWidth = NARROW_MAX): boolean {
  const query = `(max-width: ${maxWidth}px)`;
  const [narrow, setNarrow] = useState(() => typeof window !== 'undefined' && !!window.matchMedia?.(query).matches);
  useEffect(() => {
    const m = window.matchMedia?.(query);
    if (!m) return;
    const on = () => setNarrow(m.matches);
    on();
    m.addEventListener('change', on);
    return () => m.removeEventListener('change', on);
  }, [query]);
  return narrow;
}
