/**
 * What the page draws, checked like the locale strings (i18n/bidi.test.ts):
 * in Persian every table symbol and rule id reads left to right — inside an
 * element with dir="ltr" or an LRI … PDI isolate — and no Latin digit is
 * shown; in English no Persian digit. Over every trading post, city, noble
 * and Orient card, their power sheets, and the rules legend.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { CARDS, CITIES, NOBLES, POSTS, viewFor } from '@kahroba/engine';
import type { CardId } from '@kahroba/engine';
import { LRI, PDI, SYMBOLS } from '../i18n/bidi';
import { CardFace, CityTile, NobleTile, PostTile } from '../ui/gems';
import { Legend } from '../screens/rules/Legend';
import { TableContext } from './context';
import { PowerSheet } from './PowerSheet';
import type { PowerTarget } from './powerContext';
import { newGame, setupI18n } from './testing';

afterEach(cleanup);

/** Where a symbol may be reordered by the text around it: one not isolated, as "symbol at index in text". */
function unisolated(root: Element): string[] {
  const bad: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const parent = node.parentElement;
    if (!parent || parent.closest('[dir="ltr"]')) continue;
    // A glyph alone in its element (a close button's ×) has nothing to be reordered against.
    if ([...text.trim()].length === 1 && parent.textContent?.trim() === text.trim()) continue;
    let depth = 0;
    [...text].forEach((ch, i) => {
      if (ch === LRI) depth += 1;
      else if (ch === PDI) depth -= 1;
      else if (SYMBOLS.includes(ch) && depth === 0) bad.push(`${ch} at ${i} in "${text}"`);
    });
  }
  return bad;
}

const ORIENT = CARDS.filter((c) => c.effect !== null).map((c) => c.id);

function Sheets({ targets }: { targets: PowerTarget[] }) {
  const view = viewFor(newGame(2, ['tradingPosts', 'orient', 'strongholds']), 0);
  return (
    <TableContext.Provider value={{ view, viewer: 0, names: ['Sara', 'Babak'], legal: [], afford: new Map() }}>
      {targets.map((target) => (
        <PowerSheet key={JSON.stringify(target)} target={target} onClose={() => undefined} />
      ))}
    </TableContext.Provider>
  );
}

const postTargets: PowerTarget[] = [...POSTS.kahroba, ...POSTS.classic].map((p) => ({ kind: 'post', id: p.id }));
const orientTargets: PowerTarget[] = ORIENT.map((card: CardId) => ({ kind: 'orient', card }));

const SCENES = {
  'every tile and Orient card': () => (
    <>
      {[...POSTS.kahroba, ...POSTS.classic].map((p) => (
        <PostTile key={p.id} id={p.id} />
      ))}
      {CITIES.map((c) => (
        <CityTile key={c.id} id={c.id} />
      ))}
      {NOBLES.map((n) => (
        <NobleTile key={n.id} id={n.id} />
      ))}
      {ORIENT.map((id) => (
        <CardFace key={id} id={id} />
      ))}
    </>
  ),
  'the power sheets of every trading post and Orient card': () => (
    <Sheets targets={[...postTargets, ...orientTargets]} />
  ),
  'the rules legend': () => <Legend />,
} as const;

describe.each(Object.entries(SCENES))('%s', (_, scene) => {
  it('in Persian: symbols read left to right, Persian digits only', async () => {
    await setupI18n('fa').changeLanguage('fa');
    const { container } = render(scene());
    expect(container.textContent?.length).toBeGreaterThan(20);
    expect(unisolated(container)).toEqual([]);
    expect(container.textContent).not.toMatch(/[0-9]/);
  });

  it('in English: Latin digits only', async () => {
    await setupI18n('en').changeLanguage('en');
    const { container } = render(scene());
    expect(container.textContent).toMatch(/[0-9]/);
    expect(container.textContent).not.toMatch(/[۰-۹٠-٩]/);
  });
});
