/** The realtime link to the server: socket, requests, rooms and game intents. */
export { getSocket, closeSocket, setSocketFactory, socketForRoom } from './socket';
export {
  createRoom,
  enterRoom,
  joinRoom,
  leaveRoom,
  sit,
  setSeatKind,
  kick,
  askSeat,
  giveSeat,
  startGame,
  rematch,
  setClock,
  reclaimSeat,
  sendChat,
  muteMember,
  setChatEnabled,
  addLocalSeat,
} from './room';
export { act, fetchRecord, undo, askHint, answerTakeBack, onTakeBack, focusSeat } from './game';
export { loadName } from './storage';
export type { Answer, RequestError } from './types';
