/**
 * The one door from the bots to the engine: everything the bots use comes
 * through here, from the public entry point where it suffices, so that the
 * engine's internals can move without touching the bots.
 */
export * from '../index';
export { cardsOfDeck } from '../core/data';
export { playerBonuses, playerPrestige, seatOf } from '../primitives/derived';
export { heldBonuses, heldJokers, heldPrestige } from '../primitives/held';
