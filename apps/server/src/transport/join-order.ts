/**
 * One connection's requests in the order of its joins: a request that puts the connection in a room
 * (`room:create`, `room:join`, quick play) runs after the joins before it, and every request after it waits until
 * it is done. A client may send its first move or seat change right behind the join, in the same packet (the web
 * client's room socket does); run first, it would find no room and be refused NOT_IN_ROOM.
 */
import type { RequestName } from '@kahroba/protocol';

const ENTERS: ReadonlySet<RequestName> = new Set(['room:create', 'room:join', 'lobby:quickPlay']);

/** For one connection: runs each request's `run` in that order (a failed join lets the next ones go on). */
export function joinOrder(): <T>(name: RequestName, run: () => Promise<T>) => Promise<T> {
  let entering: Promise<unknown> = Promise.resolve();
  return async <T>(name: RequestName, run: () => Promise<T>): Promise<T> => {
    if (!ENTERS.has(name)) {
      await entering;
      return run();
    }
    const done = entering.then(run);
    entering = done.catch(() => undefined);
    return done;
  };
}
