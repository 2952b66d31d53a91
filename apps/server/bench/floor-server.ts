/**
 * The transport floor (bench/floor.ts): a bare Socket.IO server with the
 * game server's options that answers each intent with the same frames as the
 * game server — the acting socket's own patch, one local broadcast of the
 * shared patch to the other three seats, then the ack — and does nothing
 * else: no validation, no engine, no store, no diff. Its CPU per intent is
 * what Socket.IO, engine.io, ws and the kernel cost for that message pattern.
 *
 * The messages are real: patches of seeded 4-player games worked out with the
 * engine and the server's diff before listening (`floorScript`), cycled per room.
 */
import http from 'node:http';
import { Server } from 'socket.io';
import type { Socket } from 'socket.io';
import { HEARTBEAT, MAX_MESSAGE_BYTES } from '@kahroba/protocol';
import { floorScript } from './floor-script';

const script = floorScript(Number(process.env.FLOOR_GAMES ?? 4));
const server = http.createServer();
const io = new Server(server, {
  ...HEARTBEAT,
  maxHttpBufferSize: MAX_MESSAGE_BYTES,
  serveClient: false,
  transports: ['websocket'],
});

interface Room {
  seats: (Socket | undefined)[];
  step: number;
}
const rooms = new Map<string, Room>();

io.on('connection', (socket) => {
  socket.on('floor:join', (p: { room: string; seat: number }, ack: (a: unknown) => void) => {
    let room = rooms.get(p.room);
    if (!room) rooms.set(p.room, (room = { seats: [], step: (rooms.size * 7) % script.length }));
    room.seats[p.seat] = socket;
    ack({ ok: true, data: { seat: p.seat, ...script[room.step]?.shared } });
  });
  socket.on('game:act', (_intent: unknown, ack: (a: unknown) => void) => {
    const room = roomOf(socket);
    if (!room) return ack({ ok: false, error: { code: 'NOT_SEATED', message: 'no room' } });
    room.step = (room.step + 1) % script.length;
    const step = script[room.step];
    if (!step) return ack({ ok: false, error: { code: 'NOT_STARTED', message: 'no script' } });
    socket.emit('game:patch', step.own);
    const others = room.seats.filter((s): s is Socket => s !== undefined && s !== socket).map((s) => s.id);
    io.local.to(others).emit('game:patch', step.shared);
    ack({ ok: true, data: { version: step.shared.version, duplicate: false } });
  });
});

const roomBySocket = new WeakMap<Socket, Room>();
function roomOf(socket: Socket): Room | undefined {
  const known = roomBySocket.get(socket);
  if (known) return known;
  for (const room of rooms.values()) {
    if (room.seats.includes(socket)) {
      roomBySocket.set(socket, room);
      return room;
    }
  }
  return undefined;
}

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port, msg: 'listening' })}\n`);
});
process.on('SIGTERM', () => {
  void io.close();
  server.close(() => process.exit(0));
});
