/**
 * @kahroba/engine — the pure rules engine of Kahroba (Splendor) with the four
 * Cities of Splendor modules. No I/O, no clock: deterministic from a seed.
 */
export * from './core/vocabulary';
export * from './core/state';
export * from './core/actions';
export * from './core/events';
export * from './core/errors';
export {
  CARDS,
  NOBLES,
  CITIES,
  POSTS,
  card,
  noble,
  city,
  post,
  isCardId,
  isNobleId,
  isCityId,
  isPostId,
} from './core/data';
export type { CardDef, NobleDef, CityDef, PostDef, OrientEffect, PostPower } from './core/data';
export { createGame } from './game/setup';
export type { GameConfigInput } from './game/config';
export { applyAction, applyListed } from './game/apply';
export type { ApplyResult } from './game/apply';
export { legalActions, hasLegalMainAction, legalPayments, suggestPayment, checkPayment } from './game/queries';
export { viewFor, eventsFor } from './game/view';
export type { Viewer } from './game/view';
export {
  bonusesOf,
  prestigeOf,
  cardCountOf,
  strongholdsInSupply,
  toAct,
  isFinished,
  cardLocation,
} from './primitives/derived';
export { randomSource } from './core/rng';
export { replay, parseRecord, serializeState, parseState, RECORD_SCHEMA } from './game/record';
export type { GameRecord, RecordedAction } from './game/record';
export { planUndo, undoBarrier, truncateRecord } from './game/undo';
export type { UndoPlan } from './game/undo';
export { nobleStanding, cityStanding, postStanding, EFFECT_RULE, POWER_RULE } from './game/explain';
export type { Shortfall, Standing } from './game/explain';
export { cardAffordability, tableAffordability } from './game/affordability';
export type { Affordability } from './game/affordability';
export { prestigeBreakdown } from './game/breakdown';
export type { PrestigeBreakdown } from './game/breakdown';
