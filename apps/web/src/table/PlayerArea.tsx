/**
 * One player's area, all public (B5.3): prestige, tokens, bonuses by colour,
 * purchased cards grouped by colour, reserved cards (blind ones face down for
 * the others, B3.3.3), nobles, reserved nobles, trading posts, cities and
 * strongholds still in supply. Only the colours a player holds are drawn:
 * tokens as round chips, bonuses as small cards. An opponent on a phone is
 * one summary line that expands on tap.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GEMS,
  STRONGHOLDS_PER_PLAYER,
  TOKEN_COLOURS,
  bonusesOf,
  card,
  prestigeOf,
  strongholdsInSupply,
  tokenTotal,
} from '@kahroba/engine';
import type { CardId, Gem, TokenColour } from '@kahroba/engine';
import {
  CityTile,
  GemIcon,
  NobleTile,
  PostTile,
  Token,
  describeCity,
  describeNoble,
  describePost,
  num,
} from '../ui/gems';
import { CardButton } from './CardButton';
import { nameOf, useTable } from './context';
import { PowerButton } from './PowerButton';
import { useWide } from './useWide';
import './player.css';

export type Presence = 'online' | 'away' | 'bot';

export interface PlayerAreaProps {
  seat: number;
  presence?: Presence | undefined;
  selected: CardId | null;
  activeCards: ReadonlySet<CardId>;
  onCard: (card: CardId) => void;
  /** An opponent: one summary line that expands on tap, on a narrow screen (and on a wide one unless `startOpen`). */
  collapsible?: boolean;
  /** A wide screen has the room to show this opponent whole (few opponents). */
  startOpen?: boolean;
  /** This player made the last move (so that everyone sees who did it). */
  lastMover?: boolean;
  /** Token colours this player gained in the last move, ringed. */
  gained?: ReadonlySet<TokenColour> | undefined;
}

function groupTableau(tableau: readonly CardId[], pairings: Record<CardId, { gem: Gem }>): [Gem | 'none', CardId[]][] {
  const groups = new Map<Gem | 'none', CardId[]>();
  for (const id of tableau) {
    const colour = card(id).bonus ?? pairings[id]?.gem ?? 'none';
    groups.set(colour, [...(groups.get(colour) ?? []), id]);
  }
  return [...GEMS, 'none' as const].filter((g) => groups.has(g)).map((g) => [g, groups.get(g) ?? []]);
}

export function PlayerArea({
  seat,
  presence,
  selected,
  activeCards,
  onCard,
  collapsible,
  startOpen,
  lastMover,
  gained,
}: PlayerAreaProps) {
  const { t } = useTranslation('game');
  const { view, viewer, names, afford } = useTable();
  const wide = useWide();
  const [open, setOpen] = useState(false);
  const p = view.players[seat];
  if (!p) return null;
  const mine = viewer === seat;
  const current = view.current === seat && !view.result;
  const bonuses = bonusesOf(view, seat);
  const modules = view.config.modules;
  const inSupply = modules.includes('strongholds') ? strongholdsInSupply(view, seat) : 0;
  const name = nameOf(names, seat);
  const folds = !!collapsible && !(wide && startOpen);
  const shown = !folds || open;
  const total = tokenTotal(p.tokens);
  const bodyId = `player-body-${seat}`;
  const tableau = p.tableau.length > 0 && (
    <div className="player__tableau" role="group" aria-label={t('player.tableau', { n: num(p.tableau.length) })}>
      {groupTableau(p.tableau, p.pairings).map(([g, ids]) => (
        <span key={g} className="kt-stack">
          {ids.map((id) => (
            <CardButton key={id} id={id} small pairedGem={p.pairings[id]?.gem} />
          ))}
        </span>
      ))}
    </div>
  );

  const head = (
    <>
      <span className={`seat-dot seat-dot--${seat}`} aria-hidden="true" />
      <span className="player__name">{name}</span>
      {presence && <span className={`presence presence--${presence}`}>{t(`presence.${presence}`)}</span>}
      {view.firstPlayer === seat && (
        <span className="player__first" title={t('player.first')} aria-label={t('player.first')}>
          ①
        </span>
      )}
      {current && <span className="player__turn">{t('player.turn')}</span>}
      {lastMover && !current && <span className="player__last">{t('recap.lastMover')}</span>}
      {folds && (
        <span className="player__sum">
          {t('dock.summary', {
            cards: t('dock.cards', { n: num(p.tableau.length), count: p.tableau.length }),
            reserved: num(p.reserved.length),
          })}
        </span>
      )}
      <span className="player__prestige" aria-label={t('player.prestige', { n: num(prestigeOf(view, seat)) })}>
        ★ {num(prestigeOf(view, seat))}
      </span>
      {folds && (
        <span className={`player__chevron${open ? ' is-open' : ''}`} aria-hidden="true">
          ▾
        </span>
      )}
    </>
  );

  return (
    <section
      className={`player player--seat${seat}${mine ? ' player--mine' : ''}${current ? ' player--current' : ''}${folds ? ' player--folds' : ''}${lastMover ? ' player--last' : ''}`}
      aria-label={t('player.label', { name })}
      aria-current={current ? 'true' : undefined}
      data-seat={seat}
    >
      {folds ? (
        <button
          type="button"
          className="player__head player__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          {head}
        </button>
      ) : (
        <header className="player__head">{head}</header>
      )}

      <div className="player__row player__holdings">
        <span className="player__group" role="group" aria-label={t('player.tokens', { n: num(total) })}>
          {TOKEN_COLOURS.filter((c) => p.tokens[c] > 0).map((c) => (
            <span
              key={c}
              className={`player__token${gained?.has(c) ? ' is-new' : ''}`}
              role="img"
              data-gem={c}
              aria-label={
                t('count.gem', { n: num(p.tokens[c]), gem: t(`gem.${c}`) }) +
                (gained?.has(c) ? t('list.sep') + t('recap.gained') : '')
              }
            >
              <Token colour={c} count={p.tokens[c]} size="md" />
            </span>
          ))}
          <span className={`player__total${total >= 8 ? ' is-near' : ''}`}>
            {t('player.tokenTotal', { n: num(total) })}
          </span>
        </span>
        <span className="player__group" role="group" aria-label={t('player.bonuses')}>
          {GEMS.filter((g) => bonuses[g] > 0).map((g) => (
            <span
              key={g}
              className={`bonus bonus--${g}`}
              role="img"
              aria-label={t('player.bonusOf', { n: num(bonuses[g]), count: bonuses[g], gem: t(`gem.${g}`) })}
            >
              <GemIcon colour={g} size={18} />
              <span>{num(bonuses[g])}</span>
            </span>
          ))}
          {GEMS.every((g) => bonuses[g] === 0) && <span className="player__none">{t('dock.noCards')}</span>}
        </span>
        {modules.includes('strongholds') && (
          <span
            className={`strongholds strongholds--seat${seat}`}
            role="img"
            aria-label={t('player.strongholds', { n: num(inSupply), of: num(STRONGHOLDS_PER_PLAYER) })}
          >
            <span className="garrison__tower" aria-hidden="true" />
            <span>{num(inSupply)}</span>
          </span>
        )}
      </div>

      {shown && (
        <div className="player__body" id={bodyId}>
          {!mine && tableau}

          {p.reserved.length > 0 && (
            <div
              className="player__reserved"
              role="group"
              aria-label={t('player.reserved', { n: num(p.reserved.length) })}
            >
              {p.reserved.map((r, i) => (
                <CardButton
                  key={`${r.card}-${i}`}
                  id={r.card}
                  deck={r.deck}
                  small={!mine || !wide}
                  note={r.blind ? t('card.blind') : t('card.reservedNote')}
                  active={activeCards.has(r.card)}
                  selected={selected === r.card}
                  afford={mine ? afford.get(r.card) : undefined}
                  onSelect={mine ? () => onCard(r.card) : undefined}
                />
              ))}
            </div>
          )}

          {p.nobles.length + p.reservedNobles.length + p.posts.length + p.cities.length > 0 && (
            <div className="player__tiles">
              {p.nobles.map((n) => (
                <PowerButton key={n} target={{ kind: 'noble', id: n }} label={describeNoble(t, n)}>
                  <NobleTile id={n} small />
                </PowerButton>
              ))}
              {p.reservedNobles.map((n) => (
                <PowerButton
                  key={n}
                  className="reserved-noble"
                  target={{ kind: 'noble', id: n }}
                  label={t('player.reservedNoble', { noble: describeNoble(t, n) })}
                >
                  <NobleTile id={n} small />
                </PowerButton>
              ))}
              {p.posts.map((id) => (
                <PowerButton key={id} target={{ kind: 'post', id }} label={describePost(t, id)}>
                  <PostTile id={id} small />
                </PowerButton>
              ))}
              {p.cities.map((id) => (
                <PowerButton key={id} target={{ kind: 'city', id }} label={describeCity(t, id)}>
                  <CityTile id={id} small />
                </PowerButton>
              ))}
            </div>
          )}

          {mine && tableau}
        </div>
      )}
    </section>
  );
}
