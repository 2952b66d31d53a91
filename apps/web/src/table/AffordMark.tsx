/**
 * Whether you can buy a card, drawn on the card: a green circle
 * with a tick (gems and bonuses pay it), a gold diamond with a tick and a
 * coin (only with gold or jokers), a grey tag with the gem tokens you lack,
 * or a red barred circle on a hatched card (another player's stronghold, S1;
 * a pairing card with no partner, O4). The shapes and words differ as well as
 * the colours. The verdict is the engine's (`cardAffordability`).
 */
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Affordability } from '@kahroba/engine';
import { GemIcon, num } from '../ui/gems';
import './afford.css';

/** The verdict in words: the card's accessible name and the sheet's line. */
export function affordWords(t: TFunction<'game'>, a: Affordability, why: (code: string) => string): string {
  switch (a.status) {
    case 'affordable':
      return t('afford.affordable');
    case 'withGold':
      return t('afford.withGold', { count: a.gold, n: num(a.gold) });
    case 'short':
      return a.lacks === null ? t('afford.noPayment') : t('afford.short', { count: a.lacks, n: num(a.lacks) });
    case 'blocked':
      return t('afford.blocked', { why: why(a.error.code) });
  }
}

/** The mark itself: decorative, the card's name carries the words. */
export function AffordMark({ afford }: { afford: Affordability }) {
  const { t } = useTranslation('game');
  const title = afford.status === 'blocked' ? t('afford.blockedShort') : affordWords(t, afford, () => '');
  return (
    <span className={`afford afford--${afford.status}`} data-afford={afford.status} title={title} aria-hidden="true">
      {afford.status === 'affordable' && <span className="afford__glyph">✓</span>}
      {afford.status === 'withGold' && (
        <>
          <span className="afford__glyph">✓</span>
          <GemIcon colour="gold" size={11} />
        </>
      )}
      {/* "−3" reads left to right in Persian too, like a number with its sign. */}
      {afford.status === 'short' && (
        <span className="afford__glyph" dir="ltr">
          {afford.lacks === null ? '✕' : `−${num(afford.lacks)}`}
        </span>
      )}
      {afford.status === 'blocked' && <span className="afford__glyph">⊘</span>}
    </span>
  );
}
