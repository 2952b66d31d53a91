/**
 * The way into the review from elsewhere (the replay, My games), without loading it: the review's chunk (the
 * analysis, uPlot, its screens) comes with its strings on the first opening; the `review` strings alone (a few KB)
 * can be asked for earlier, for the button that opens it.
 */
import { lazy, useEffect, useState } from 'react';
import i18next from 'i18next';
import { loadNamespace } from '../i18n';

export const LazyReview = lazy(() => Promise.all([import('./Review'), loadNamespace('review')]).then(([m]) => m));

/** True once the `review` strings are there (asked for on the first call). */
export function useReviewStrings(): boolean {
  const [ready, setReady] = useState(() => i18next.hasResourceBundle('en', 'review'));
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadNamespace('review').then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
