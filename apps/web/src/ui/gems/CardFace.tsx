/**
 * A development card drawn with CSS: points and bonus gem on top, cost pips
 * below, an effect badge on Orient cards; and the back of a hidden card.
 */
import { GEMS, HIDDEN_CARD, card } from '@kahroba/engine';
import type { CardId, DeckId, Gem } from '@kahroba/engine';
import { useTranslation } from 'react-i18next';
import { GemIcon } from './GemIcon';
import { marks, num } from './describe';
import './cards.css';

const EFFECT_MARK: Record<string, string> = {
  gold_x2: '2×',
  pair: '⇄',
  double_bonus: '2',
  pair_then_take_level1: '⇄+1',
  reserve_noble: '♛',
  take_level2: '+2',
  sacrifice: '✕',
};

export interface CardFaceProps {
  id: CardId | null;
  /** For the back of a hidden card. */
  deck?: DeckId;
  /** O4: the colour a pairing card took from its partner. */
  pairedGem?: Gem | undefined;
  small?: boolean;
}

export interface CardBackProps {
  deck: DeckId;
  count?: number;
  small?: boolean;
  /**
   * Words read around the visible count, so that a control's accessible name
   * is built from its content and contains the visible text (WCAG 2.5.3):
   * "level 1 deck, [36] cards left".
   */
  countWords?: { before: string; after: string };
}

export function CardBack({ deck, count, small, countWords }: CardBackProps) {
  const { t } = useTranslation('game');
  const orient = deck.startsWith('O');
  return (
    <span
      className={`card card--back${orient ? ' card--orient' : ''}${small ? ' card--small' : ''}`}
      data-level={deck.slice(1)}
    >
      <span className="card__back-mark" aria-hidden="true">
        {(orient ? '✦' : '◆').repeat(Number(deck.slice(1)))}
      </span>
      <span className="card__back-level" aria-hidden="true">
        {orient ? t('deck.orientShort') : t('deck.baseShort')}
      </span>
      {countWords?.before.trim() && <span className="kt-sr-only">{countWords.before.trim()}</span>}
      {/* Spaces as their own text nodes: name computation trims each element's text. */}
      {countWords && /\s$/.test(countWords.before) ? ' ' : null}
      {count !== undefined && <span className="card__back-count">{num(count)}</span>}
      {countWords && /^\s/.test(countWords.after) ? ' ' : null}
      {countWords?.after.trim() && <span className="kt-sr-only">{countWords.after.trim()}</span>}
    </span>
  );
}

/** The face of a card (decorative: the button around it carries the words). */
export function CardFace({ id, deck, pairedGem, small }: CardFaceProps) {
  const { t } = useTranslation('game');
  if (id === null || id === HIDDEN_CARD) return <CardBack deck={deck ?? 'L1'} small={small ?? false} />;
  const c = card(id);
  const colour = c.bonus ?? pairedGem ?? null;
  return (
    <span
      className={`card card--face card--${colour ?? 'none'}${c.effect ? ' card--orient' : ''}${small ? ' card--small' : ''}`}
      data-card={id}
      aria-hidden="true"
    >
      <span className="card__top">
        <span className="card__points">{c.points > 0 ? num(c.points) : ''}</span>
        {c.effect && (
          <span className="card__effect" dir="ltr" title={t(`effect.${c.effect}`)}>
            {marks(EFFECT_MARK[c.effect] ?? '')}
          </span>
        )}
        <span className={`card__bonus${c.bonusCount > 1 ? ' card__bonus--double' : ''}`}>
          {colour && <GemIcon colour={colour} size={small ? 14 : 20} />}
          {c.bonusCount > 1 && colour && <GemIcon colour={colour} size={small ? 14 : 20} />}
          {c.effect === 'gold_x2' && <GemIcon colour="gold" size={small ? 14 : 20} />}
        </span>
      </span>
      <span className="card__cost">
        {c.discard ? (
          <span className="card__pip card__pip--sacrifice">
            <GemIcon colour={c.discard.gem} size={12} />
            <span dir="ltr">✕{num(c.discard.count)}</span>
          </span>
        ) : (
          GEMS.filter((g) => c.cost[g] > 0).map((g) => (
            <span key={g} className={`card__pip card__pip--${g}`}>
              <GemIcon colour={g} size={12} />
              <span>{num(c.cost[g])}</span>
            </span>
          ))
        )}
      </span>
    </span>
  );
}
