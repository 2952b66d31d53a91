/**
 * A piece of the client loaded on demand (a screen, the online table) can
 * fail to arrive: the network dropped, or the server was upgraded while this
 * page ran the old version and its files are gone (src/update.ts lets a game
 * finish on the old version). Vite reports it as `vite:preloadError`; a
 * reload fetches the current client, and a game in progress is kept (an
 * online seat by the server, hot-seat in this browser). At most one reload a
 * quarter of a minute, so a device that cannot load the file does not loop:
 * the second failure reaches the screen's error boundary
 * (screens/shell/ScreenBoundary.tsx), which says so and offers the reload.
 */

const KEY = 'kahroba.chunkReload';
export const CHUNK_RELOAD_GAP_MS = 15_000;

interface Env {
  reload(): void;
  now(): number;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
}

/** Whether to reload for a failed load now (and remember that it did). */
export function reloadForChunk(env: Env): boolean {
  // Without a memory of the last reload one could loop: the boundary offers it instead.
  if (!env.storage) return false;
  const t = env.now();
  try {
    const last = Number(env.storage.getItem(KEY) ?? 0) || 0;
    if (t - last < CHUNK_RELOAD_GAP_MS && t >= last) return false;
    env.storage.setItem(KEY, String(t));
  } catch {
    return false;
  }
  env.reload();
  return true;
}

export function watchChunkLoads(target: Window = window): void {
  target.addEventListener('vite:preloadError', () => {
    reloadForChunk({ reload: () => target.location.reload(), now: () => Date.now(), storage: sessionStorageOf(target) });
  });
}

function sessionStorageOf(target: Window): Storage | null {
  try {
    return target.sessionStorage;
  } catch {
    return null;
  }
}
