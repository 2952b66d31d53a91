/** Table talk in the web client: the chat panel (lobby), the chat sheet and emote bubbles (table), chat lines for the game log. */
export { ChatPanel } from './ChatPanel';
export { ChatSheet } from './ChatSheet';
export { EmoteBubbles } from './EmoteBubbles';
export { useTalkLines } from './ChatLine';
