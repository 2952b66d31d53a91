/** The realtime link to the server: socket, requests, rooms and game intents. */
export { getSocket, closeSocket, isOnline, setSocketFactory, socketForRoom } from './socket';
export { request, ACK_TIMEOUT_MS } from './request';
export {
  createRoom,
  enterRoom,
  joinRoom,
  resyncRoom,
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
} from './room';
export { act, syncGame, fetchRecord, newIntentId, undo, answerTakeBack, onTakeBack } from './game';
export { loadName, saveName, loadSeatToken } from './storage';
export type { Answer, RequestError, GameSocket } from './types';
