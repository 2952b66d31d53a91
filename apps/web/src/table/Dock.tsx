/**
 * The dock: every prompt of the table (a refusal, undo, the recap, a
 * decision, a card's sheet, the payment), your own area and the supply.
 * On a desktop it heads the side column beside the board: your area and
 * the supply first, the prompt under them, never over the board. On a phone
 * or tablet it is a bar sticky at the bottom of the screen: the prompt
 * above one line that sums up your tokens and prestige and opens your area
 * and the supply on tap, as a sheet over the lower part of the screen. A
 * prompt that needs the board keeps to a line or two there, so the cards it
 * asks for stay visible and can be scrolled above the bar (`useTableLayout`
 * sets the page's scroll padding to the bar's height).
 */
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKEN_COLOURS, prestigeOf, tokenTotal } from '@kahroba/engine';
import { Token, num } from '../ui/gems';
import { useTable } from './context';
import type { Presence } from './PlayerArea';
import { useWide } from './useWide';
import './dock.css';

export interface DockProps {
  dockRef: RefObject<HTMLDivElement | null>;
  /** The viewer's turn (the bar is ringed). */
  mine: boolean;
  /** The viewer's presence: a computer playing for you (or you away) shows on the bar. */
  presence?: Presence | undefined;
  /** Phone and tablet: your area and the supply shown above the bar. */
  open: boolean;
  onToggle: () => void;
  /** A power sheet, shown over the log on a desktop and in the dock on a phone. */
  float: ReactNode;
  prompt: ReactNode;
  /** Your area (players only) and the supply. */
  area: ReactNode;
  supply: ReactNode;
}

/** The bar's one line: your tokens by colour, their total and your prestige. */
function Summary({
  open,
  onToggle,
  mine,
  presence,
}: {
  open: boolean;
  onToggle: () => void;
  mine: boolean;
  presence?: Presence | undefined;
}) {
  const { t } = useTranslation('game');
  const { view, viewer } = useTable();
  const seat = typeof viewer === 'number' ? viewer : null;
  const p = seat === null ? undefined : view.players[seat];
  return (
    <button
      type="button"
      className={`dock__bar${mine ? ' dock__bar--mine' : ''}`}
      aria-expanded={open}
      aria-controls="dock-row"
      onClick={onToggle}
    >
      {/* Named by its content: the region's name, then what the line shows (WCAG 2.5.3). */}
      <span className="kt-sr-only">{t('dock.label')}</span>
      {p && seat !== null ? (
        <>
          <span className="dock__tokens" aria-hidden="true">
            {TOKEN_COLOURS.filter((c) => p.tokens[c] > 0).map((c) => (
              <Token key={c} colour={c} count={p.tokens[c]} size="sm" />
            ))}
          </span>
          <span className="dock__total">{t('player.tokenTotal', { n: num(tokenTotal(p.tokens)) })}</span>
          {presence && presence !== 'online' && (
            <span className={`presence presence--${presence}`}>{t(`presence.${presence}`)}</span>
          )}
          <span className="dock__prestige">★ {num(prestigeOf(view, seat))}</span>
        </>
      ) : (
        <span className="dock__tokens" aria-hidden="true">
          {TOKEN_COLOURS.map((c) => (
            <Token key={c} colour={c} count={view.supply[c]} size="sm" />
          ))}
        </span>
      )}
      <span className={`dock__chevron${open ? ' is-open' : ''}`} aria-hidden="true">
        ▴
      </span>
    </button>
  );
}

export function Dock({ dockRef, mine, presence, open, onToggle, float, prompt, area, supply }: DockProps) {
  const { t } = useTranslation('game');
  const wide = useWide();
  const shown = wide || open;
  return (
    <div
      className={`table__dock${mine ? ' table__dock--mine' : ''}${open ? ' table__dock--open' : ''}`}
      ref={dockRef}
      role="region"
      aria-label={t('dock.label')}
    >
      {float && <div className="dock__float">{float}</div>}
      <div className="dock__prompt" aria-live="polite">
        {prompt}
      </div>
      {!wide && <Summary open={open} onToggle={onToggle} mine={mine} presence={presence} />}
      {/* Kept in the page when folded (hidden), so that flights and tests find the supply and your area. */}
      <div className="dock__row" id="dock-row" hidden={!shown}>
        {area && <div className="table__me">{area}</div>}
        {supply}
      </div>
    </div>
  );
}
