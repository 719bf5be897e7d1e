// The phone measurement shared by test/e2e/phone.test.ts and the probe script: what a finger and
// an eye meet on the page as it is drawn (controls' sizes and room, text sizes as drawn, sideways
// scroll), and playing the person's seat for a number of turns through the automation handle.
import type { BrowserContextOptions, Page } from 'playwright-core';

/** The phone the checks run on: 390x844 CSS px at 2x, touch, English. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
};

export interface PhoneFindings {
  /** Controls under 24x24 px whose 24 px circle meets another control (or its circle). */
  small: string[];
  /** Texts drawn under 9 px. */
  tinyText: string[];
  /** Labels of controls drawn under 12 px (and not under 9). */
  controlText: string[];
  /** The document's width beyond the viewport's, in px (0: no sideways scroll). */
  docOverflow: number;
  /** Boxes that hide content in a sideways-scroll strip. */
  strips: string[];
  /** The Rules link and Tour button as drawn. */
  bar: { rules: [number, number] | null; tour: [number, number] | null };
  targets: number;
  texts: number;
}

/** The measurement, run in the page (page.evaluate(measurePhone, { minTarget, minFont })). */
export function measurePhone(args: { minTarget: number; minFont: number; minControlFont?: number }): PhoneFindings {
  const { minTarget, minFont, minControlFont = 12 } = args;
  const describeEl = (el: Element) => {
    const cls = typeof el.className === 'string' ? el.className : (el.getAttribute('class') ?? '');
    const name =
      el.getAttribute('aria-label') ?? el.getAttribute('title') ?? (el.textContent ?? '').trim().slice(0, 30);
    return `${el.tagName.toLowerCase()}${cls ? `.${cls.trim().split(/\s+/).join('.')}` : ''} "${name}"`;
  };
  const shown = (el: Element) =>
    el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true } as CheckVisibilityOptions);

  // Controls.
  const SEL = [
    'button:not([disabled])',
    'a[href]',
    'input:not([disabled]):not([type="hidden"])',
    'select:not([disabled])',
    'textarea:not([disabled])',
    'summary',
    '[role="button"]:not([aria-disabled="true"])',
    '[tabindex]:not([tabindex="-1"])',
  ].join(',');
  const set = new Set<Element>(document.querySelectorAll(SEL));
  // Anything clickable by its pointer cursor (the outermost element that shows it).
  for (const el of document.body.querySelectorAll('*')) {
    if (getComputedStyle(el).cursor !== 'pointer') continue;
    const up = el.parentElement;
    if (up && getComputedStyle(up).cursor === 'pointer') continue;
    if (el.closest('button[disabled]')) continue;
    set.add(el);
  }
  const targets = [...set]
    .filter((el) => shown(el))
    .map((el) => ({ el, r: el.getBoundingClientRect() }))
    .filter(({ r }) => r.width > 1 && r.height > 1);
  const small: string[] = [];
  const undersized = (r: DOMRect) => r.width < minTarget - 0.01 || r.height < minTarget - 0.01;
  const circleMeetsRect = (cx: number, cy: number, r: DOMRect) => {
    const dx = Math.max(r.left - cx, 0, cx - r.right);
    const dy = Math.max(r.top - cy, 0, cy - r.bottom);
    return dx * dx + dy * dy < (minTarget / 2) ** 2;
  };
  for (const a of targets) {
    if (!undersized(a.r)) continue;
    const cx = a.r.left + a.r.width / 2;
    const cy = a.r.top + a.r.height / 2;
    const hit = targets.find((b) => {
      if (b === a || a.el.contains(b.el) || b.el.contains(a.el)) return false;
      if (circleMeetsRect(cx, cy, b.r)) return true;
      if (!undersized(b.r)) return false;
      const bx = b.r.left + b.r.width / 2;
      const by = b.r.top + b.r.height / 2;
      return Math.hypot(bx - cx, by - cy) < minTarget;
    });
    if (hit)
      small.push(`${describeEl(a.el)} ${a.r.width.toFixed(0)}x${a.r.height.toFixed(0)} near ${describeEl(hit.el)}`);
  }

  // Texts as drawn.
  const scaleOf = (m: DOMMatrixReadOnly | SVGMatrix) => Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
  const cssScale = (el: Element | null): number => {
    let s = 1;
    for (let e = el; e; e = e.parentElement) {
      if (e instanceof SVGElement && !(e instanceof SVGSVGElement && !(e.parentElement instanceof SVGElement)))
        continue;
      const st = getComputedStyle(e);
      if (st.transform && st.transform !== 'none') s *= scaleOf(new DOMMatrixReadOnly(st.transform));
      const zoom = Number.parseFloat((st as unknown as { zoom?: string }).zoom ?? '1');
      if (zoom && zoom !== 1) s *= zoom;
    }
    return s;
  };
  const drawnFont = (el: Element): number => {
    const fs = Number.parseFloat(getComputedStyle(el).fontSize);
    if (el instanceof SVGGraphicsElement) {
      const ctm = el.getScreenCTM();
      return ctm ? fs * scaleOf(ctm) : fs;
    }
    const fo = el.closest('foreignObject');
    if (fo instanceof SVGGraphicsElement) {
      const ctm = fo.getScreenCTM();
      return (fs * (ctm ? scaleOf(ctm) : 1) * cssScale(el)) / cssScale(fo);
    }
    return fs * cssScale(el);
  };
  const tinyText: string[] = [];
  // the labels of controls are read to decide: 12 px [docs: UI standards]
  const controlText: string[] = [];
  const targetEls = new Set(targets.map((x) => x.el));
  const inTarget = (el: Element) => {
    for (let e: Element | null = el; e; e = e.parentElement) if (targetEls.has(e)) return true;
    return false;
  };
  let texts = 0;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = (n.textContent ?? '').trim();
    const el = n.parentElement;
    if (!text || !el || el.closest('script,style,title,desc') || !shown(el)) continue;
    range.selectNodeContents(n);
    const r = range.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;
    // text kept for screen readers only (the sr-only pattern: a 1 px clipped box)
    const box = el.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    texts++;
    const px = drawnFont(el);
    if (px < minFont - 0.01)
      tinyText.push(`${px.toFixed(1)}px "${text.slice(0, 24)}" in ${describeEl(el).slice(0, 60)}`);
    else if (px < minControlFont - 0.01 && inTarget(el))
      controlText.push(`${px.toFixed(1)}px "${text.slice(0, 24)}" in ${describeEl(el).slice(0, 60)}`);
  }

  // Sideways scroll.
  const doc = document.documentElement;
  const docOverflow = Math.max(0, doc.scrollWidth - doc.clientWidth);
  const strips: string[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    const ox = getComputedStyle(el).overflowX;
    if (ox === 'visible') continue;
    if (el.scrollWidth > el.clientWidth + 2 && el.clientWidth > 1 && shown(el))
      strips.push(
        `${describeEl(el).slice(0, 60)}: ${el.scrollWidth} px of content in ${el.clientWidth} px (overflow-x ${ox})`,
      );
  }

  const wh = (el: Element | null): [number, number] | null => {
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return [Math.round(r.width * 10) / 10, Math.round(r.height * 10) / 10];
  };
  return {
    small,
    tinyText,
    controlText,
    docOverflow,
    strips,
    bar: { rules: wh(document.querySelector('.rh-tour-link')), tour: wh(document.querySelector('.rh-tour-open')) },
    targets: targets.length,
    texts,
  };
}

/** Plays the person's seat for `turns` turns (a turn: a run of states where the seat may move),
 *  calling `atState` before each of its moves. */
export async function playTurns(page: Page, turns: number, atState: (n: number) => Promise<void>): Promise<number> {
  const stateID = () => page.evaluate(() => (window as any).roundhouse?.stateID() ?? -1);
  let turn = 0;
  let mine = false;
  let n = 0;
  for (let k = 0; k < 600 && turn <= turns; k++) {
    const count: number = await page.evaluate(() => (window as any).roundhouse?.legalMoves().length ?? 0);
    if (!count) {
      mine = false;
      await page.waitForTimeout(150);
      continue;
    }
    if (!mine) {
      mine = true;
      turn++;
      if (turn > turns) break;
    }
    await page.waitForTimeout(250); // CSS transitions of the last change
    await atState(n++);
    const before = await stateID();
    await page.evaluate((k) => {
      const rh = (window as any).roundhouse;
      const legal = rh.legalMoves();
      if (!legal.length) return;
      const m = legal[(k * 7) % legal.length];
      rh.play(m.move, m.args[0]);
    }, k);
    await page
      .waitForFunction((b) => ((window as any).roundhouse?.stateID() ?? -1) > b, before, { timeout: 30_000 })
      .catch(() => undefined);
  }
  return turn;
}

/** measurePhone on the page as it is now. (tsx, unlike vitest, wraps named functions in a
 *  `__name` helper that the page lacks: it is given one.) */
export async function measureOn(
  page: Page,
  opts: { minTarget: number; minFont: number; minControlFont?: number } = { minTarget: 24, minFont: 9 },
): Promise<PhoneFindings> {
  await page.evaluate('window.__name = window.__name || ((f) => f)');
  return page.evaluate(measurePhone, opts);
}
