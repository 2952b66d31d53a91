/**
 * The page title: the page's own title, the number of games waiting for this
 * player (notify/watcher.ts), and a "your turn" marker while the tab is in the
 * background (the table's cue). Kept in the first page's bundle: every route
 * sets its title here.
 */
import { formatNumber } from '../i18n/format';
import { currentLanguage } from '../i18n';

const title = { base: '', badge: 0, cue: null as string | null };

/** "(2) ● Your turn — Room ABC · Kahroba Online": the badge counts games waiting for this player. */
export function titleText(base: string, badge: number, cue: string | null, lng = currentLanguage()): string {
  const count = badge > 0 ? `(${formatNumber(badge, lng)}) ` : '';
  return `${count}${cue ? `● ${cue} — ` : ''}${base}`;
}

function renderTitle(): void {
  if (typeof document !== 'undefined') document.title = titleText(title.base, title.badge, title.cue);
}

/** The page's own title (set on every navigation). */
export function setTitleBase(base: string): void {
  title.base = base;
  renderTitle();
}

/** How many games wait for this player's move. */
export function setTitleBadge(n: number): void {
  if (title.badge === n) return;
  title.badge = n;
  renderTitle();
}

/** The "your turn" marker, shown while the tab is in the background; null takes it off. */
export function setTitleCue(cue: string | null): void {
  if (title.cue === cue) return;
  title.cue = cue;
  renderTitle();
}
