/** A card as a control: its face, the strongholds on it, and its name in words. */
import { useTranslation } from 'react-i18next';
import type { Affordability, CardId, DeckId, Garrison, Gem } from '@kahroba/engine';
import { CardFace, describeCard, num } from '../ui/gems';
import { AffordMark, affordWords } from './AffordMark';
import { nameOf, useTable } from './context';
import { useErrorText } from './useErrorText';
import './card.css';

export interface CardButtonProps {
  id: CardId | null;
  deck?: DeckId;
  garrison?: Garrison | undefined;
  pairedGem?: Gem | undefined;
  /** Something legal can be done with it now. */
  active?: boolean;
  selected?: boolean;
  small?: boolean;
  /** Extra words for the accessible name, e.g. "reserved by Sara". */
  note?: string;
  onSelect?: (() => void) | undefined;
  /** Whether the viewer can buy it (face-up and own reserved cards), from the engine. */
  afford?: Affordability | undefined;
}

export function GarrisonMarks({ garrison }: { garrison: Garrison }) {
  return (
    <span className={`garrison garrison--seat${garrison.seat}`} aria-hidden="true">
      {Array.from({ length: garrison.count }, (_, i) => (
        <span key={i} className="garrison__tower" aria-hidden="true" />
      ))}
      {garrison.count > 1 && <span className="garrison__count">{num(garrison.count)}</span>}
    </span>
  );
}

export function CardButton({
  id,
  deck,
  garrison,
  pairedGem,
  active,
  selected,
  small,
  note,
  onSelect,
  afford,
}: CardButtonProps) {
  const { t } = useTranslation('game');
  const errorText = useErrorText();
  const { names, viewer } = useTable();
  const words = [describeCard(t, id, deck)];
  if (garrison)
    words.push(
      t('stronghold.onCard', {
        n: num(garrison.count),
        name: nameOf(names, garrison.seat),
        ...(garrison.seat === viewer ? { context: 'you' } : {}),
      }),
    );
  if (note) words.push(note);
  if (afford) words.push(affordWords(t, afford, errorText));
  const face = <CardFace id={id} {...(deck ? { deck } : {})} pairedGem={pairedGem} small={small ?? false} />;
  const cls =
    `card-btn${active ? ' card-btn--active' : ''}${selected ? ' card-btn--selected' : ''}${small ? ' card-btn--small' : ''}` +
    (afford?.status === 'blocked' ? ' card-btn--blocked' : '');
  if (!onSelect) {
    return (
      <span className={cls} role="img" aria-label={words.join(t('list.sep'))}>
        {face}
        {garrison && <GarrisonMarks garrison={garrison} />}
        {afford && <AffordMark afford={afford} />}
      </span>
    );
  }
  // The name is read from the content (not aria-label), so that the card's visible
  // numbers never contradict it (WCAG 2.5.3): the face itself is decorative.
  return (
    <button type="button" className={cls} aria-pressed={selected ?? false} onClick={onSelect}>
      <span className="kt-sr-only">{words.join(t('list.sep'))}</span>
      {face}
      {garrison && <GarrisonMarks garrison={garrison} />}
      {afford && <AffordMark afford={afford} />}
    </button>
  );
}
