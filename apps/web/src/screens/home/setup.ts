/**
 * The "new game" form's model and what it turns into: a `room:create`
 * payload (online) or a hot-seat config (this device). Pure, so it is tested
 * without rendering. Vocabulary is repeated here as type-checked literals
 * because importing the engine at run time would put it in the first bundle.
 */
import type { Edition, ModuleId } from '@kahroba/engine';
import type { BotKind, RoomCreatePayload, TurnClockId } from '@kahroba/protocol';
import {
  BOT_KINDS,
  DEFAULT_BOT_KIND,
  DEFAULT_TURN_CLOCK,
  NAME_MAX,
  cleanName as protocolCleanName,
} from '@kahroba/protocol/constants';

export const SETUP_MODULES = ['cities', 'tradingPosts', 'strongholds', 'orient'] as const satisfies readonly ModuleId[];
export const SETUP_EDITIONS = ['kahroba', 'classic'] as const satisfies readonly Edition[];
/** The computer levels offered, weakest first (the protocol's own list). */
export const SETUP_BOTS: readonly BotKind[] = BOT_KINDS;
export const PLAYER_COUNTS = [2, 3, 4] as const;
export { NAME_MAX };

// Compile-time checks that no module or edition is missing from the lists above.
type Missing<All, Listed> = Exclude<All, Listed>;
const complete: [
  Missing<ModuleId, (typeof SETUP_MODULES)[number]>,
  Missing<Edition, (typeof SETUP_EDITIONS)[number]>,
] extends [never, never]
  ? true
  : false = true;
void complete;

export type PlayerCount = (typeof PLAYER_COUNTS)[number];

/** One seat of the form: a person, or a computer player with its bot. */
export type SeatChoice = { kind: 'human'; name: string } | { kind: 'bot'; bot: BotKind; name: string };

export interface SetupForm {
  players: PlayerCount;
  modules: ModuleId[];
  edition: Edition;
  /** Always 4 entries; only the first `players` are used, so a count change keeps choices. */
  seats: SeatChoice[];
  /** Online only: the turn clock and the computer level that moves when a turn runs out. */
  clock: TurnClockId;
  standIn: BotKind;
  /** Online only: seated players may ask for hints (off unless ticked). */
  hints?: boolean;
}

/** What the hot-seat game (src/hotseat) takes. */
export interface HotSeatSetup {
  players: number;
  modules: ModuleId[];
  edition: Edition;
  seats: ({ kind: 'human'; name: string } | { kind: 'bot'; bot: BotKind; name: string })[];
}

export function defaultSetup(): SetupForm {
  return {
    players: 2,
    modules: [],
    edition: 'kahroba',
    seats: [
      { kind: 'human', name: '' },
      { kind: 'human', name: '' },
      { kind: 'bot', bot: DEFAULT_BOT_KIND, name: '' },
      { kind: 'bot', bot: DEFAULT_BOT_KIND, name: '' },
    ],
    clock: DEFAULT_TURN_CLOCK,
    standIn: DEFAULT_BOT_KIND,
  };
}

/** Modules in the canonical order, without duplicates. */
export function toggleModule(modules: readonly ModuleId[], id: ModuleId, on: boolean): ModuleId[] {
  const set = new Set(modules);
  if (on) set.add(id);
  else set.delete(id);
  return SETUP_MODULES.filter((m) => set.has(m));
}

/** A display name: spaces collapsed, trimmed, at most NAME_MAX characters. */
/** The server's own cleaning (invisible characters out, NFKC, spaces collapsed), cut to the length it accepts. */
export const cleanName = (name: string): string => protocolCleanName(name).slice(0, NAME_MAX);

export const activeSeats = (form: SetupForm): SeatChoice[] => form.seats.slice(0, form.players);

/**
 * Online: the creator takes seat 0 (always a person); the other seats are
 * left open for friends or given to computer players.
 */
export function toRoomCreate(form: SetupForm, hostName: string): RoomCreatePayload {
  const seats = activeSeats(form).map((s, i) =>
    i === 0 || s.kind === 'human' ? { kind: 'human' as const } : { kind: 'bot' as const, bot: s.bot },
  );
  return {
    name: cleanName(hostName),
    seats,
    modules: [...form.modules],
    edition: form.edition,
    hostSeat: 0,
    clock: form.clock,
    standIn: form.standIn,
    ...(form.hints ? { hints: true } : {}),
  };
}

/** This device: every seat named (a default name, which for a computer names its level, when left empty). */
export function toHotSeat(form: SetupForm, defaultName: (seat: number, bot: BotKind | null) => string): HotSeatSetup {
  const seats = activeSeats(form).map((s, i) => {
    const name = cleanName(s.name) || defaultName(i, s.kind === 'bot' ? s.bot : null);
    return s.kind === 'human' ? { kind: 'human' as const, name } : { kind: 'bot' as const, bot: s.bot, name };
  });
  return { players: form.players, modules: [...form.modules], edition: form.edition, seats };
}

/** A hot-seat game needs at least one person at the device. */
export const hasHuman = (form: SetupForm): boolean => activeSeats(form).some((s) => s.kind === 'human');

/** The edition only changes Trading Posts and the Orient (RULES E). */
export const editionMatters = (modules: readonly ModuleId[]): boolean =>
  modules.includes('tradingPosts') || modules.includes('orient');
