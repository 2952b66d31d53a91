/**
 * @kahroba/engine — the pure rules engine of Kahroba (Splendor) with the four
 * Cities of Splendor modules. No I/O, no clock: deterministic from a seed.
 */
export * from './vocabulary';
export * from './state';
export * from './actions';
export * from './events';
export * from './errors';
export { CARDS, NOBLES, CITIES, POSTS, card, noble, city, post, isCardId, isNobleId, isCityId, isPostId } from './data';
export type { CardDef, NobleDef, CityDef, PostDef, OrientEffect, PostPower } from './data';
export { createGame } from './setup';
export type { GameConfigInput } from './setup';
export { applyAction } from './apply';
export type { ApplyResult } from './apply';
export { legalActions, hasLegalMainAction } from './legal';
export { legalPayments, suggestPayment, checkPayment } from './payment';
export { viewFor, eventsFor } from './view';
export type { Viewer } from './view';
export { bonusesOf, prestigeOf, cardCountOf, strongholdsInSupply, toAct, isFinished, cardLocation } from './derived';
export { randomSource } from './rng';
export { replay, parseRecord, serializeState, parseState, RECORD_SCHEMA } from './record';
export type { GameRecord, RecordedAction } from './record';
export { nobleStanding, cityStanding, postStanding, EFFECT_RULE, POWER_RULE } from './explain';
export type { Shortfall, Standing } from './explain';
export { cardAffordability, tableAffordability } from './affordability';
export type { Affordability } from './affordability';
export { prestigeBreakdown } from './breakdown';
export type { PrestigeBreakdown } from './breakdown';
