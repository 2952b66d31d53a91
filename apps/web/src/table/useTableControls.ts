/**
 * The table's half-made intents and what the player is looking at: the gems
 * picked, the card or deck sheet, the payment, a stronghold on its way, the
 * power sheet pinned or peeked, the phone's open dock, the refusal shown, and
 * the submission of an action (busy while it is on its way). A new state of
 * the game ends every half-made intent.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { Action, CardId, DeckId, Gem } from '@kahroba/engine';
import type { SheetTarget } from './CardSheet';
import type { ActionResult } from './context';
import { powerKey } from './powerContext';
import type { PowerControls, PowerTarget } from './powerContext';
import { useErrorText } from './useErrorText';

export function useTableControls(version: number, onAction: ((a: Action) => Promise<ActionResult>) | undefined) {
  const errorText = useErrorText();
  const [picks, setPicks] = useState<Gem[]>([]);
  const [sheet, setSheet] = useState<SheetTarget | null>(null);
  const [paying, setPaying] = useState<{ card: CardId; conquest: boolean } | null>(null);
  const [moveFrom, setMoveFrom] = useState<CardId | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Phone and tablet: your area and the supply opened above the bar.
  const [dockOpen, setDockOpen] = useState(false);
  // A power sheet kept open by a tap, and one shown while a tile is hovered or focused.
  const [pinned, setPinned] = useState<PowerTarget | null>(null);
  const [peeked, setPeeked] = useState<PowerTarget | null>(null);
  const power = pinned ?? peeked;
  const powers = useMemo<PowerControls>(
    () => ({
      shown: power ? powerKey(power) : null,
      pin: (p) => {
        const same = pinned !== null && powerKey(pinned) === powerKey(p);
        setPinned(same ? null : p);
        setPeeked(null);
      },
      peek: setPeeked,
      leave: () => setPeeked(null),
    }),
    [power, pinned],
  );
  const dockRef = useRef<HTMLDivElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  // A new state ends every half-made intent.
  useEffect(() => {
    setPicks([]);
    setSheet(null);
    setPaying(null);
    setMoveFrom(null);
  }, [version]);

  // Keyboard users land on the first control of a sheet or payment when it opens. A layout effect: focus
  // moves in the same task as the key that opened it (a plain effect waits for the next frame, and a key
  // pressed in between on a slow device would go to a control the focus is then taken from).
  useLayoutEffect(() => {
    if (!sheet && !paying) return;
    dockRef.current?.querySelector<HTMLElement>('.dock__prompt :is(button:not([disabled]), input)')?.focus();
  }, [sheet, paying]);

  // A refusal is shown at the top of the dock, which a sheet or payment may have scrolled past (on a phone):
  // it is brought into view, or the player would see nothing happen.
  // (A layout effect: scrolled before the frame is painted, so the sentence never shows out of view first.)
  useLayoutEffect(() => {
    if (error) errorRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [error]);

  const submit = useCallback(
    async (a: Action) => {
      if (!onAction || busy) return;
      setBusy(true);
      setError(null);
      try {
        const r = await onAction(a);
        if (!r.ok) setError(errorText(r.error.code, r.error.message));
        else {
          setSheet(null);
          setPaying(null);
          setPicks([]);
          setMoveFrom(null);
          setDockOpen(false);
        }
      } catch {
        setError(errorText('OFFLINE'));
      } finally {
        setBusy(false);
      }
    },
    [onAction, busy, errorText],
  );
  const act = useCallback((a: Action) => void submit(a), [submit]);

  const onCard = (card: CardId) => {
    setPinned(null);
    setPaying(null);
    setPicks([]);
    setDockOpen(false);
    setSheet(sheet?.kind === 'card' && sheet.card === card ? null : { kind: 'card', card });
  };
  const onDeck = (deck: DeckId) => {
    setPinned(null);
    setPaying(null);
    setPicks([]);
    setDockOpen(false);
    setSheet(sheet?.kind === 'deck' && sheet.deck === deck ? null : { kind: 'deck', deck });
  };
  const onPicks = (p: Gem[]) => {
    setSheet(null);
    setPaying(null);
    setPicks(p);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      setPinned(null);
      setPeeked(null);
      setSheet(null);
      setPaying(null);
      setMoveFrom(null);
    }
  };
  const closePower = () => {
    setPinned(null);
    setPeeked(null);
  };

  return {
    picks,
    setPicks,
    sheet,
    setSheet,
    paying,
    setPaying,
    moveFrom,
    setMoveFrom,
    error,
    setError,
    busy,
    dockOpen,
    setDockOpen,
    power,
    powers,
    closePower,
    dockRef,
    errorRef,
    act,
    onCard,
    onDeck,
    onPicks,
    onKeyDown,
  };
}

export type TableControls = ReturnType<typeof useTableControls>;
