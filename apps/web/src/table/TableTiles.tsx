/**
 * Tiles on the table: the nobles (B2.3) or, with Cities, the cities (C1, C2);
 * with Trading Posts, the five kinds and who owns which (T0.1–T0.3).
 */
import { useTranslation } from 'react-i18next';
import { POSTS } from '@kahroba/engine';
import { CityTile, NobleTile, PostTile, describeCity, describeNoble, describePost } from '../ui/gems';
import { nameOf, useTable } from './context';
import { PowerButton } from './PowerButton';
import './board.css';

export function TableTiles() {
  const { t } = useTranslation('game');
  const { view, names } = useTable();
  const modules = view.config.modules;
  const cities = modules.includes('cities');
  const posts = modules.includes('tradingPosts') ? POSTS[view.config.edition] : [];

  return (
    <section className="tiles" aria-label={t(cities ? 'tiles.cities' : 'tiles.nobles')}>
      <div className="tiles__row">
        {cities
          ? view.cities.map((id) => (
              <PowerButton key={id} target={{ kind: 'city', id }} label={describeCity(t, id)}>
                <CityTile id={id} />
              </PowerButton>
            ))
          : view.nobles.map((id) => (
              <PowerButton key={id} target={{ kind: 'noble', id }} label={describeNoble(t, id)}>
                <NobleTile id={id} />
              </PowerButton>
            ))}
        {!cities && view.nobles.length === 0 && <span className="kt-muted">{t('tiles.noNobles')}</span>}
      </div>
      {posts.length > 0 && (
        <div className="tiles__row tiles__row--posts" role="group" aria-label={t('tiles.posts')}>
          {posts.map((p) => {
            const owners = view.players.flatMap((pl, seat) => (pl.posts.includes(p.id) ? [seat] : []));
            const ownerNames = owners.map((s) => nameOf(names, s));
            return (
              <PowerButton
                key={p.id}
                target={{ kind: 'post', id: p.id }}
                label={
                  describePost(t, p.id) +
                  (ownerNames.length
                    ? t('list.sep') + t('tiles.ownedBy', { names: ownerNames.join(t('list.sep')) })
                    : '')
                }
              >
                <PostTile id={p.id} owners={owners.map(String)} />
              </PowerButton>
            );
          })}
        </div>
      )}
    </section>
  );
}
