/**
 * A power explained where it appears: what a noble, city, trading post,
 * Orient card or stronghold does, its rule id, and whether the viewer
 * qualifies or what they lack, asked of the engine (`nobleStanding`,
 * `cityStanding`, `postStanding`), never worked out here.
 */
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  EFFECT_RULE,
  GEMS,
  POWER_RULE,
  STRONGHOLDS_PER_PLAYER,
  card,
  city,
  cityStanding,
  nobleStanding,
  post,
  postStanding,
} from '@kahroba/engine';
import type { GameState, Standing } from '@kahroba/engine';
import { CityTile, NobleTile, PostTile, describeCounts, marks, num } from '../ui/gems';
import { nameOf, useTable } from './context';
import type { Viewer } from './legal';
import { POWER_SHEET_ID } from './powerContext';
import type { PowerTarget } from './powerContext';
import './sheets.css';

/** The rule that describes a target (RULES.md ids). */
export function ruleOf(p: PowerTarget): string {
  switch (p.kind) {
    case 'noble':
      return 'B4.2';
    case 'city':
      return 'C3';
    case 'post':
      return POWER_RULE[post(p.id).power];
    case 'orient': {
      const e = card(p.card).effect;
      return e ? EFFECT_RULE[e] : 'O1';
    }
    case 'stronghold':
      return 'S1';
  }
}

function standingText(t: TFunction<'game'>, st: Standing): string {
  if (st.owned) return t('powers.you.owned');
  if (st.qualifies) return t('powers.you.qualify');
  const parts: string[] = [];
  if (GEMS.some((g) => st.lacks.bonuses[g] > 0))
    parts.push(t('powers.you.bonuses', { list: describeCounts(t, st.lacks.bonuses) }));
  if (st.lacks.prestige > 0) parts.push(t('powers.you.prestige', { n: num(st.lacks.prestige) }));
  if (st.lacks.sameColour > 0)
    parts.push(t('powers.you.sameColour', { n: num(st.lacks.sameColour), count: st.lacks.sameColour }));
  if (st.lacks.noble) parts.push(t('powers.you.noble'));
  return t('powers.you.lack', { what: parts.join(t('list.sep')) });
}

/** What the power does, in the player's language. */
function whatItDoes(t: TFunction<'game'>, view: GameState, p: PowerTarget): string[] {
  switch (p.kind) {
    case 'noble':
      return [t('powers.does.noble')];
    case 'city':
      return city(p.id).sameColourAny > 0
        ? [
            t('powers.does.city'),
            t('powers.does.cityAny', { n: num(city(p.id).sameColourAny), count: city(p.id).sameColourAny }),
          ]
        : [t('powers.does.city')];
    case 'post':
      return [t(`powers.does.${post(p.id).power}`)];
    case 'orient': {
      const c = card(p.card);
      if (c.effect === 'sacrifice' && c.discard) {
        return [
          t(`powers.does.sacrifice.${view.config.edition}`, {
            n: num(c.discard.count),
            count: c.discard.count,
            gem: t(`gem.${c.discard.gem}`),
          }),
        ];
      }
      return [t(c.effect ? `powers.does.${c.effect}` : 'powers.does.plain')];
    }
    case 'stronghold':
      return [t('powers.does.stronghold'), t('powers.does.conquest', { n: num(STRONGHOLDS_PER_PLAYER) })];
  }
}

/** Whether the viewer qualifies, or what they lack; who holds a stronghold. */
function forYou(
  t: TFunction<'game'>,
  view: GameState,
  viewer: Viewer,
  names: readonly string[],
  p: PowerTarget,
): string | null {
  if (p.kind === 'stronghold') {
    const g = view.strongholds[p.card];
    if (!g) return null;
    if (g.seat === viewer) return t('powers.you.yours', { n: num(g.count) });
    return t('powers.you.blocked', { name: nameOf(names, g.seat), n: num(g.count) });
  }
  if (p.kind === 'post') {
    const owners = view.players.flatMap((pl, seat) => (pl.posts.includes(p.id) ? [nameOf(names, seat)] : []));
    const mine = viewer === 'spectator' ? null : standingText(t, postStanding(view, viewer, p.id));
    return (
      [mine, owners.length ? t('tiles.ownedBy', { names: owners.join(t('list.sep')) }) : null]
        .filter(Boolean)
        .join(' ') || null
    );
  }
  if (viewer === 'spectator' || p.kind === 'orient') return null;
  return standingText(t, p.kind === 'noble' ? nobleStanding(view, viewer, p.id) : cityStanding(view, viewer, p.id));
}

const TITLE_MARK: Record<string, string> = {
  gold_x2: '2×',
  pair: '⇄',
  double_bonus: '2',
  pair_then_take_level1: '⇄ +1',
  reserve_noble: '♛',
  take_level2: '+2',
  sacrifice: '× ▼',
};

/** The explanation itself: also used inside a card's sheet (Orient cards, strongholds). */
export function PowerInfo({ target }: { target: PowerTarget }) {
  const { t } = useTranslation('game');
  const { view, viewer, names } = useTable();
  const you = forYou(t, view, viewer, names, target);
  const title =
    target.kind === 'orient'
      ? `${t('powers.title.orient')} ${marks(TITLE_MARK[card(target.card).effect ?? ''] ?? '')}`
      : t(`powers.title.${target.kind}`);
  return (
    <div className="power">
      <p className="power__title">
        <span>{title}</span>
        <span className="power__rule">{t('powers.rule', { id: marks(ruleOf(target)) })}</span>
      </p>
      {whatItDoes(t, view, target).map((line) => (
        <p key={line} className="power__does">
          {line}
        </p>
      ))}
      {you && <p className="power__you">{you}</p>}
    </div>
  );
}

export interface PowerSheetProps {
  target: PowerTarget;
  onClose: () => void;
}

/** The sheet in the dock: the tile drawn large, then `PowerInfo`. */
export function PowerSheet({ target, onClose }: PowerSheetProps) {
  const { t } = useTranslation('game');
  return (
    <section id={POWER_SHEET_ID} className="sheet sheet--power" aria-label={t('powers.label')}>
      <div className="power__row">
        {target.kind === 'noble' && <NobleTile id={target.id} />}
        {target.kind === 'city' && <CityTile id={target.id} />}
        {target.kind === 'post' && <PostTile id={target.id} />}
        <PowerInfo target={target} />
        <button
          type="button"
          className="kt-btn kt-btn--ghost kt-btn--small power__close"
          onClick={onClose}
          aria-label={t('action.close')}
        >
          ×
        </button>
      </div>
    </section>
  );
}
