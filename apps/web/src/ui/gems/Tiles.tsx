/**
 * Noble, city and trading-post tiles drawn with CSS, and a gem token.
 * Decorative: the control around a tile carries its accessible name.
 */
import { GEMS, city, noble, post } from '@kahroba/engine';
import type { ByGem, CityId, NobleId, PostId, TokenColour } from '@kahroba/engine';
import { GemIcon } from './GemIcon';
import { marks, num } from './describe';
import './tiles.css';

function Requirement({ req, kind }: { req: ByGem<number>; kind: 'bonus' | 'token' }) {
  return (
    <span className="tile__req">
      {GEMS.filter((g) => req[g] > 0).map((g) => (
        <span key={g} className={`tile__need tile__need--${kind}`}>
          <GemIcon colour={g} size={13} />
          <span>{num(req[g])}</span>
        </span>
      ))}
    </span>
  );
}

export function NobleTile({ id, small }: { id: NobleId; small?: boolean }) {
  const n = noble(id);
  return (
    <span className={`tile tile--noble${small ? ' tile--small' : ''}`} aria-hidden="true">
      <span className="tile__points">{num(n.points)}</span>
      <span className="tile__crest">♛</span>
      <Requirement req={n.requires} kind="bonus" />
    </span>
  );
}

export function CityTile({ id, small }: { id: CityId; small?: boolean }) {
  const c = city(id);
  return (
    <span className={`tile tile--city${small ? ' tile--small' : ''}`} aria-hidden="true">
      <span className="tile__points" dir="ltr">
        {num(c.prestige)}★
      </span>
      <span className="tile__crest">⌂</span>
      <Requirement req={c.bonuses} kind="bonus" />
      {c.sameColourAny > 0 && (
        <span className="tile__need tile__need--any">
          <span className="tile__any-swatch" />
          <span>{num(c.sameColourAny)}</span>
        </span>
      )}
    </span>
  );
}

const POWER_MARK: Record<string, string> = {
  extra_token_after_purchase: '+1',
  draw_two_keep_one: '2→1',
  two_same_plus_one_other: '2+1',
  gold_worth_two: '×2',
  point_per_trading_post: '★/⚑',
  five_points: '5★',
  point_per_coat_of_arms: '★/⚑',
};

export function PostTile({ id, small, owners }: { id: PostId; small?: boolean; owners?: readonly string[] }) {
  const p = post(id);
  return (
    <span className={`tile tile--post${small ? ' tile--small' : ''}`} aria-hidden="true">
      {/* One left-to-right formula: "⚑ 2→1" never reads «۱→۲» in Persian (i18n/bidi.ts). */}
      <span className="tile__crest" dir="ltr">
        {marks(`⚑ ${POWER_MARK[p.power] ?? ''}`)}
      </span>
      <Requirement req={p.requires} kind="bonus" />
      {p.requiresNoble && (
        <span className="tile__need" dir="ltr">
          ♛{num(1)}
        </span>
      )}
      {owners && owners.length > 0 && (
        <span className="tile__owners">
          {owners.map((o) => (
            <span key={o} className={`seat-dot seat-dot--${o}`} />
          ))}
        </span>
      )}
    </span>
  );
}

/** A round token with its gem and an optional count. */
export function Token({
  colour,
  count,
  size = 'md',
}: {
  colour: TokenColour;
  count?: number;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <span className={`token token--${colour} token--${size}`} aria-hidden="true">
      <GemIcon colour={colour} size={size === 'lg' ? 26 : size === 'sm' ? 14 : 18} />
      {count !== undefined && (
        <span className="token__count" key={count}>
          {num(count)}
        </span>
      )}
    </span>
  );
}
