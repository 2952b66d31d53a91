/** The rules summary in English (the full text is RULES.md; ids match it). */
import type { RuleSection } from './content';

export const RULES_EN: RuleSection[] = [
  {
    key: 'base',
    title: 'Kahroba — the base game',
    intro:
      'You are gem merchants on the Silk Road. Collect gem tokens, buy development cards that give permanent bonuses, attract nobles, and be the first to 15 prestige.',
    items: [
      {
        id: 'B2',
        text: '2–4 players. Four cards of each level lie face up; players + 1 nobles are revealed. Gem tokens per colour: 4 (2 players), 5 (3), 7 (4); gold is always 5.',
      },
      {
        id: 'B3.1',
        text: 'Take 3 gem tokens of different colours (never gold). Fewer only when fewer than 3 colours are left.',
      },
      {
        id: 'B3.2',
        text: 'Or take 2 gem tokens of the same colour — only if at least 4 of that colour are in the supply.',
      },
      {
        id: 'B3.3',
        text: 'Or reserve a card (face up, or blind from the top of a deck) and take 1 gold if any is left. At most 3 reserved cards (B3.3.1); they are never discarded.',
      },
      {
        id: 'B3.4',
        text: 'Or buy a face-up card or one of your reserved cards. Your bonuses reduce its cost; pay the rest in tokens, gold replacing any colour. Pay exactly: no change.',
      },
      { id: 'B3.5', text: 'A card taken from a row is replaced at once from its deck.' },
      { id: 'B4.1', text: 'End your turn with at most 10 tokens: return the excess of your choice.' },
      {
        id: 'B4.2',
        text: "If your bonuses meet a noble's requirement it visits you (3 prestige). At most one noble a turn; you choose if several qualify.",
      },
      {
        id: 'B4.4',
        text: 'When someone reaches 15 prestige, the round is finished so everyone has had the same number of turns.',
      },
      {
        id: 'B5.2',
        text: 'Most prestige wins; a tie goes to fewer development cards; still tied, the victory is shared.',
      },
    ],
  },
  {
    key: 'cities',
    title: 'Cities',
    intro: 'Three city tiles replace the nobles.',
    items: [
      { id: 'C1', text: 'No nobles are used with Cities.' },
      {
        id: 'C3',
        text: 'A city needs the prestige printed on it, the bonuses printed on it, and, for an "any colour" symbol with N, N bonuses of one other colour.',
      },
      { id: 'C4', text: 'At the end of your turn you take a city whose requirements you meet (one a turn).' },
      {
        id: 'C5',
        text: 'When a city is taken the round is finished. The only city holder wins; among several, most prestige, then fewest cards. The 15-prestige trigger does not apply.',
      },
    ],
  },
  {
    key: 'tradingPosts',
    title: 'Trading Posts',
    intro:
      'Five trading posts give lasting powers. You claim each kind at most once, at the end of a turn when your bonuses meet it (one a turn); once owned it is kept.',
    items: [
      { id: 'T1', text: '3 red + 1 white: after buying a card, take 1 gem token.' },
      {
        id: 'T2',
        text: '3 black (Kahroba edition): reserving from a deck, draw 2 cards, keep 1, put the other at the bottom.',
      },
      { id: 'T3', text: '2 white: when taking 2 of a colour, also take 1 gem of another colour.' },
      { id: 'T4', text: '3 blue + 1 black: each gold you spend counts as 2 tokens of one colour.' },
      { id: 'T5', text: '5 green (Kahroba edition): 1 prestige for each trading post you own.' },
      { id: 'T2c', text: 'Classic edition, 3 black: 1 prestige for each trading post you own.' },
      { id: 'T5c', text: 'Classic edition, 5 green + 1 noble: 5 prestige.' },
    ],
  },
  {
    key: 'strongholds',
    title: 'Strongholds',
    intro: 'Each player has 3 strongholds to occupy cards on the board.',
    items: [
      {
        id: 'S1',
        text: 'A card holding your strongholds can be bought or reserved only by you; your strongholds then come back.',
      },
      {
        id: 'S2',
        text: "After every purchase, place or move one of your strongholds onto a card without an opponent's, or remove a lone opponent stronghold.",
      },
      {
        id: 'S4',
        text: 'Conquest: with all 3 of your strongholds on one card, you may also buy that card after your main action, paying its cost.',
      },
      { id: 'S5', text: 'A conquest is optional and at most once a turn.' },
    ],
  },
  {
    key: 'orient',
    title: 'The Orient',
    intro: 'A second row of 2 Orient cards per level, each with a special effect applied right after you acquire it.',
    items: [
      {
        id: 'O2',
        text: 'Each level has an Orient deck and 2 face-up Orient cards; a taken card is replaced from its own deck.',
      },
      { id: 'O3', text: 'Joker (level 1): later, discard it when buying to get 2 virtual gold for that purchase.' },
      {
        id: 'O4',
        text: "Pairing (level 1): pair it with a card of your tableau; it gives 1 bonus of that card's colour.",
      },
      { id: 'O5', text: 'Double bonus (level 2): gives 2 bonuses of its colour.' },
      { id: 'O6', text: 'Pair, then take a face-up level-1 card free.' },
      { id: 'O7', text: 'Reserve a noble: it can visit only you.' },
      { id: 'O8', text: 'Take a face-up level-2 card free.' },
      {
        id: 'O9',
        text: 'Sacrifice (level 3): paid by discarding 2 cards of its colour (classic: 2 bonuses), never with tokens.',
      },
    ],
  },
  {
    key: 'editions',
    title: 'Editions',
    items: [
      {
        id: 'E',
        text: 'Kahroba (default) and Classic differ only in two trading posts (T2/T5 vs T2c/T5c) and in how a sacrifice is paid (O9).',
      },
    ],
  },
];
