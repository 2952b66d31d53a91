/**
 * Checks of the table fitting the screen, run in the page: the
 * document's height, every board control hit at its centre
 * (`elementFromPoint`) without scrolling on a desktop, once scrolled to and
 * once reached by the keyboard on a phone, and your tokens and the supply in
 * view. Each check returns the problems it found as sentences (none: []), so
 * that a failing run says everything that is wrong at once.
 */
import type { Page } from '@playwright/test';

export const VIEWPORTS = [
  { name: 'phone-360', width: 360, height: 740 },
  { name: 'phone-390', width: 390, height: 844 },
  { name: 'tablet-768', width: 768, height: 1024 },
  { name: 'desktop-1366', width: 1366, height: 768 },
  { name: 'desktop-1440', width: 1440, height: 900 },
  { name: 'desktop-1920', width: 1920, height: 1080 },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

export const isDesktop = (vp: { width: number }): boolean => vp.width >= 1024;

/** Every control of the board: the tiles, the decks and the face-up cards (the Orient rows included). */
export const BOARD_CONTROLS = '.tiles .power-btn, .board .deck-btn:not([disabled]), .board .board__slot > .card-btn';

/** Sets the viewport, scrolls to the top and lets the layout settle (resize observers, one frame or two). */
export async function resizeTo(page: Page, vp: { width: number; height: number }): Promise<void> {
  await page.setViewportSize({ width: vp.width, height: vp.height });
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        window.scrollTo(0, 0);
        requestAnimationFrame(() => requestAnimationFrame(() => done()));
      }),
  );
  await page.waitForTimeout(120);
}

interface Fit {
  hit: (el: Element, label: string, scroll: 'none' | 'nearest') => string | null;
  label: (el: Element) => string;
}

/**
 * Installs, in the page, `window.__fit`: `hit` says whether `el` is the element hit at its centre,
 * inside the viewport (`scroll` 'nearest' first scrolls to the top, then brings it into view as a
 * browser does for the smallest scroll: to the bottom edge, where a sticky bar sits); `label`
 * names a control in a problem sentence (its card, deck or tile). Self-contained: it is serialised.
 */
function installFit(): void {
  const at = (n: Element | null): string =>
    n
      ? `${n.tagName.toLowerCase()}${typeof n.className === 'string' && n.className ? `.${n.className.split(' ').join('.')}` : ''}`
      : 'nothing';
  const fit: Fit = {
    hit(el, label, scroll) {
      if (scroll === 'nearest') {
        window.scrollTo(0, 0);
        el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      }
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (r.width === 0 || r.height === 0) return `${label}: not laid out`;
      if (x < 0 || x >= innerWidth || y < 0 || y >= innerHeight)
        return `${label}: centre off-screen at (${Math.round(x)}, ${Math.round(y)})`;
      const top = document.elementFromPoint(x, y);
      if (top && (top === el || el.contains(top))) return null;
      const cover = top?.closest('section, [role=region], .table__dock, .dock__bar, .chat-sheet, header') ?? null;
      return `${label}: covered by ${at(top)}${cover && cover !== top ? ` in ${at(cover)}` : ''}`;
    },
    label(el) {
      const c = el.querySelector('[data-card]');
      if (c) return `card ${c.getAttribute('data-card') ?? ''}`;
      const row = el.closest('[data-deck]');
      if (el.classList.contains('deck-btn') && row) return `deck ${row.getAttribute('data-deck') ?? ''}`;
      const tile = el.getAttribute('data-tile');
      return tile ? `tile ${tile}` : at(el);
    },
  };
  (window as unknown as { __fit: Fit }).__fit = fit;
}

/** Each element matching `selector` hit at its centre (desktop: without scrolling; otherwise once scrolled to). */
export async function unhittable(page: Page, selector: string, desktop: boolean): Promise<string[]> {
  await page.evaluate(installFit);
  return page.evaluate(
    ([sel, scroll]) => {
      const fit = (window as unknown as { __fit: Fit }).__fit;
      const els = [...document.querySelectorAll(sel)];
      const out = els.length === 0 ? [`nothing matches ${sel}`] : [];
      for (const el of els) {
        const p = fit.hit(el, fit.label(el), scroll);
        if (p) out.push(p);
      }
      window.scrollTo(0, 0);
      return out;
    },
    [selector, desktop ? 'none' : 'nearest'] as const,
  );
}

/** The document's height against the viewport's: within it on a desktop, at most three screens otherwise. */
export async function tooTall(page: Page, desktop: boolean): Promise<string[]> {
  const { doc, vh } = await page.evaluate(() => ({
    doc: document.documentElement.scrollHeight,
    vh: window.innerHeight,
  }));
  const limit = desktop ? vh + 1 : vh * 3;
  return doc > limit ? [`the document is ${doc} px tall in a ${vh} px viewport (at most ${limit})`] : [];
}

/**
 * The page no wider than the screen: a phone would zoom the whole table out to show what sticks out
 * (the layout viewport then grows with it, so `window.innerWidth` alone cannot tell), and a desktop
 * would scroll sideways. Names the widest element that sticks out.
 */
export async function tooWide(page: Page): Promise<string[]> {
  const width = page.viewportSize()?.width ?? 0;
  const found = await page.evaluate((screen) => {
    const doc = document.documentElement.scrollWidth;
    if (doc <= screen && window.innerWidth <= screen) return null;
    let widest = '';
    let right = screen;
    for (const el of document.querySelectorAll('body *')) {
      // A token or card in flight (flights.ts) is fixed to the screen: it never widens the page.
      if (el.closest('.flight')) continue;
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > right + 0.5) {
        right = r.right;
        widest = `${el.tagName.toLowerCase()}.${String(el.className).split(' ').join('.')}`;
      }
    }
    return `the page is ${Math.max(doc, window.innerWidth)} px wide on a ${screen} px screen${widest ? ` (${widest} ends at ${Math.round(right)} px)` : ''}`;
  }, width);
  return found ? [found] : [];
}

/** Your tokens and the supply in view (on a phone: they, or the one-line bar that holds them). */
export async function holdingsHidden(page: Page, desktop: boolean): Promise<string[]> {
  const targets = desktop ? ['.table__me .player__holdings', '.supply'] : ['.dock__bar, .supply'];
  const out: string[] = [];
  for (const sel of targets) {
    await page.evaluate(installFit);
    const shown = await page.evaluate((s) => {
      const fit = (window as unknown as { __fit: Fit }).__fit;
      const candidates = [...document.querySelectorAll(s)];
      if (candidates.length === 0) return `nothing matches ${s}`;
      const problems = candidates.map((el) => fit.hit(el, s, 'none'));
      return problems.some((p) => p === null) ? null : problems.join('; ');
    }, sel);
    if (shown) out.push(shown);
  }
  return out;
}

/**
 * On a phone: from the top of the page, Tab from the first board control through all of them;
 * each must be hit at its centre once the browser has scrolled it into view for the focus.
 */
export async function hiddenFromKeyboard(page: Page): Promise<string[]> {
  await page.evaluate(installFit);
  const count = await page.evaluate((sel) => {
    window.scrollTo(0, 0);
    const els = [...document.querySelectorAll<HTMLElement>(sel)];
    els[0]?.focus();
    return els.length;
  }, BOARD_CONTROLS);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    if (i > 0) await page.keyboard.press('Tab');
    const p = await page.evaluate((sel) => {
      const fit = (window as unknown as { __fit: Fit }).__fit;
      const el = document.activeElement;
      if (!el || !el.matches(sel))
        return `Tab reached ${el ? el.outerHTML.slice(0, 60) : 'nothing'} instead of a board control`;
      return fit.hit(el, `focused ${fit.label(el)}`, 'none');
    }, BOARD_CONTROLS);
    if (p) out.push(p);
  }
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  return out;
}

/** Everything the issue asks of a table at the start of your turn, at this viewport (`keyboard`: the Tab walk too, on a phone). */
export async function fitProblems(page: Page, vp: Viewport, keyboard: boolean): Promise<string[]> {
  const desktop = isDesktop(vp);
  const out = [
    ...(await tooTall(page, desktop)),
    ...(await tooWide(page)),
    ...(await holdingsHidden(page, desktop)),
    ...(await unhittable(page, BOARD_CONTROLS, desktop)),
  ];
  if (!desktop && keyboard) out.push(...(await hiddenFromKeyboard(page)));
  return out.map((p) => `${vp.name}: ${p}`);
}
