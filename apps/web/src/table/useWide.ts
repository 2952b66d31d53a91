/** Whether the table has a desktop's width (opponents' areas shown whole). */
import { useSyncExternalStore } from 'react';

const QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const mq = window.matchMedia(QUERY);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

/** Without `matchMedia` (tests, old browsers) everything is shown, as on a desktop. */
const snapshot = (): boolean =>
  typeof window === 'undefined' || !window.matchMedia ? true : window.matchMedia(QUERY).matches;

export function useWide(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
