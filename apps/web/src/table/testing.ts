/** Test helpers: i18next with the real resources, and a game driven to a chosen point. */
import { applyAction, createGame, legalActions } from '@kahroba/engine';
import type { Action, GameEvent, GameState, ModuleId } from '@kahroba/engine';
import { initI18n } from '../i18n';

export function setupI18n(lng: 'en' | 'fa' = 'en') {
  const i18n = initI18n(lng);
  void i18n.changeLanguage(lng);
  return i18n;
}

export function newGame(players = 2, modules: ModuleId[] = [], seed = 'test-seed'): GameState {
  const r = createGame({ players, seed, modules, edition: 'kahroba' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Plays `n` actions chosen by `pick` from the legal ones (first by default). */
export function advance(
  s: GameState,
  n: number,
  pick: (legal: Action[]) => Action | undefined = (l) => l[0],
): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (let i = 0; i < n && !s.result; i++) {
    const a = pick(legalActions(s, s.current));
    if (!a) break;
    const r = applyAction(s, s.current, a);
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}
