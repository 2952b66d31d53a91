/** Table talk at the table: the chat sheet, emote bubbles, chat lines for the game log (the lobby loads ChatPanel.tsx lazily). */
export { ChatSheet } from './ChatSheet';
export { EmoteBubbles } from './EmoteBubbles';
export { useTalkLines } from './ChatLine';
