/**
 * The three levels, top to bottom: each deck (remaining count) with its four
 * face-up cards and, with the Orient, the Orient deck with its two cards
 * (O2.1). Strongholds stand on the cards they occupy (S1).
 */
import { useTranslation } from 'react-i18next';
import type { CardId, DeckId } from '@kahroba/engine';
import { CardBack, num } from '../ui/gems';
import { CardButton } from './CardButton';
import { useTable } from './context';
import './board.css';

export interface BoardProps {
  /** A card id or a deck id (both are strings). */
  selected: string | null;
  activeCards: ReadonlySet<CardId>;
  activeDecks: ReadonlySet<DeckId>;
  onCard: (card: CardId) => void;
  onDeck: (deck: DeckId) => void;
  /** Cards that came face up during the last turn, marked as new. */
  fresh?: ReadonlySet<CardId> | undefined;
}

const LEVELS = [
  { base: 'L3', orient: 'O3' },
  { base: 'L2', orient: 'O2' },
  { base: 'L1', orient: 'O1' },
] as const;

const COUNT_MARK = '\u0001';

function Deck({
  deck,
  active,
  selected,
  onDeck,
}: {
  deck: DeckId;
  active: boolean;
  selected: boolean;
  onDeck: (d: DeckId) => void;
}) {
  const { t } = useTranslation('game');
  const { view } = useTable();
  const left = view.decks[deck].length;
  // The name is read from the content: the sentence around the visible count (WCAG 2.5.3).
  const [before = '', after = ''] = t('deck.label', { deck: t(`deck.${deck}`), n: COUNT_MARK, count: left }).split(
    COUNT_MARK,
  );
  return (
    <button
      type="button"
      className={`card-btn deck-btn${active ? ' card-btn--active' : ''}${selected ? ' card-btn--selected' : ''}`}
      aria-pressed={selected}
      disabled={left === 0 && !active}
      onClick={() => onDeck(deck)}
    >
      <CardBack deck={deck} count={left} countWords={{ before, after }} />
    </button>
  );
}

function Row({ deck, props }: { deck: DeckId; props: BoardProps }) {
  const { t } = useTranslation('game');
  const { view, afford } = useTable();
  return (
    <div className={`board__row board__row--${deck.startsWith('O') ? 'orient' : 'base'}`} data-deck={deck}>
      <Deck deck={deck} active={props.activeDecks.has(deck)} selected={props.selected === deck} onDeck={props.onDeck} />
      {view.rows[deck].map((id, i) =>
        id === null ? (
          <span key={`empty-${i}`} className="card-slot card-slot--empty" role="img" aria-label={t('card.emptySlot')} />
        ) : (
          <span key={id} className={`board__slot${props.fresh?.has(id) ? ' board__slot--fresh' : ''}`}>
            <CardButton
              id={id}
              deck={deck}
              note={props.fresh?.has(id) ? t('recap.newCard') : undefined}
              garrison={view.strongholds[id]}
              active={props.activeCards.has(id)}
              selected={props.selected === id}
              afford={afford.get(id)}
              onSelect={() => props.onCard(id)}
            />
          </span>
        ),
      )}
    </div>
  );
}

export function Board(props: BoardProps) {
  const { t } = useTranslation('game');
  const { view } = useTable();
  const orient = view.config.modules.includes('orient');
  return (
    <section className="board" aria-label={t('board.label')}>
      {LEVELS.map(({ base, orient: o }) => (
        <div
          key={base}
          className="board__level"
          role="group"
          aria-label={t('board.level', { n: num(Number(base.slice(1))) })}
        >
          <Row deck={base} props={props} />
          {orient && <Row deck={o} props={props} />}
        </div>
      ))}
    </section>
  );
}
