/**
 * A scripted stand-in for the Socket.IO client in unit tests: requests are
 * answered by handlers (or never, to test timeouts); pushes and connection
 * events are fired by the test.
 */
import type { GameSocket } from './types';

type Listener = (...args: unknown[]) => void;
/** Answers a request; returning undefined leaves it unanswered (a timeout). */
export type Handler = (payload: unknown) => unknown;

export class FakeSocket {
  connected = false;
  active = false;
  readonly sent: { name: string; payload: unknown }[] = [];
  readonly handlers = new Map<string, Handler>();
  private listeners = new Map<string, Listener[]>();
  private managerListeners = new Map<string, Listener[]>();

  readonly io = {
    on: (event: string, fn: Listener) => {
      this.add(this.managerListeners, event, fn);
    },
    removeAllListeners: () => {
      this.managerListeners.clear();
    },
  };

  private add(map: Map<string, Listener[]>, event: string, fn: Listener) {
    map.set(event, [...(map.get(event) ?? []), fn]);
  }

  on(event: string, fn: Listener) {
    this.add(this.listeners, event, fn);
    return this;
  }
  off(event: string, fn: Listener) {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((l) => l !== fn),
    );
    return this;
  }
  removeAllListeners() {
    this.listeners.clear();
    return this;
  }

  connect() {
    this.active = true;
    return this;
  }
  disconnect() {
    this.connected = false;
    this.active = false;
    return this;
  }

  timeout(ms: number) {
    return {
      emit: (name: string, payload: unknown, cb: (err: Error | null, answer?: unknown) => void) => {
        this.sent.push({ name, payload });
        const answer = this.handlers.get(name)?.(payload);
        if (answer === undefined) setTimeout(() => cb(new Error('timeout')), ms);
        else queueMicrotask(() => cb(null, answer));
      },
    };
  }

  /** Fires a socket event (connect, disconnect, room:update …). */
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    for (const fn of this.listeners.get(event) ?? []) fn(...args);
  }

  /** The server refuses the handshake: Socket.IO gives the socket up (no retry of its own) and reports the error. */
  refuseHandshake(message: string, data?: unknown) {
    this.connected = false;
    this.active = false;
    this.fire('connect_error', Object.assign(new Error(message), { data }));
  }

  fireManager(event: string, ...args: unknown[]) {
    for (const fn of this.managerListeners.get(event) ?? []) fn(...args);
  }

  asSocket(): GameSocket {
    return this as unknown as GameSocket;
  }
}
