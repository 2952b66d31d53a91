/**
 * The app: header, the current route's screen, notices. Heavy screens
 * (the game table, hot-seat, replay, rules) are loaded on demand so the
 * first page stays small.
 */
import { lazy, Suspense, useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoute, type Route } from './router';
import { loadNamespace } from './i18n';
import { Header } from './screens/shell/Header';
import { ConnectionBanner } from './screens/shell/ConnectionBadge';
import { UpdateBanner } from './screens/shell/UpdateBanner';
import { ScreenBoundary } from './screens/shell/ScreenBoundary';
import { Toasts } from './screens/shell/Toasts';
import { Loading } from './screens/shell/Loading';
import { HomeScreen } from './screens/home/HomeScreen';
import { RoomScreen } from './screens/room/RoomScreen';
import { NotFoundScreen } from './screens/NotFoundScreen';
import { setTitleBase } from './notify/title';
import { seatRooms } from './net/storage';

const RulesScreen = lazy(() => import('./screens/rules/RulesScreen'));
const ReplayScreen = lazy(() => import('./screens/replay/ReplayScreen'));
const HotSeatScreen = lazy(() => import('./screens/hotseat/HotSeatScreen'));
const ChallengesScreen = lazy(() =>
  Promise.all([import('./screens/challenges/ChallengesScreen'), loadNamespace('challenges')]).then(([m]) => m),
);
// The lessons bring their own strings (the `tutorial` namespace) in the same wait.
const LearnScreen = lazy(() =>
  Promise.all([import('./screens/learn/LearnScreen'), loadNamespace('tutorial')]).then(([m]) => m),
);

function Screen({ route }: { route: Route }) {
  switch (route.name) {
    case 'home':
      return <HomeScreen />;
    case 'room':
      return <RoomScreen code={route.code} />;
    case 'hotseat':
      return <HotSeatScreen />;
    case 'rules':
      return <RulesScreen />;
    case 'replay':
      return <ReplayScreen />;
    case 'learn':
      return <LearnScreen lesson={route.lesson} />;
    case 'challenges':
      return <ChallengesScreen id={route.id} />;
    case 'notFound':
      return <NotFoundScreen />;
  }
}

/** Title of the tab: "Rules · Kahroba Online". */
function useDocumentTitle(route: Route): void {
  const { t } = useTranslation();
  useEffect(() => {
    const app = t('app.name');
    const page =
      route.name === 'home'
        ? null
        : route.name === 'room'
          ? t('title.room', { code: route.code })
          : t(`title.${route.name}`);
    setTitleBase(page ? `${page} · ${app}` : app);
  }, [route, t]);
}

/**
 * Once this browser holds a seat somewhere, a watcher (a small chunk) tells
 * the player when any of their games waits for them (notify/watcher.ts); each
 * navigation also asks at once (a room just joined is watched from then on).
 */
function useTurnWatcher(route: Route): void {
  useEffect(() => {
    if (seatRooms().length === 0) return;
    void import('./notify/watcher').then(
      (m) => m.startTurnWatcher(),
      () => undefined,
    );
  }, [route]);
}

/** One page per key: another key is another page (focus moves, a failed screen is cleared). */
const pageKey = (route: Route): string =>
  route.name === 'room'
    ? `room:${route.code}`
    : route.name === 'learn'
      ? `learn:${route.lesson ?? ''}`
      : route.name === 'challenges'
        ? `challenges:${route.id ?? ''}`
        : route.name;

/** After navigation, focus moves to the main region so screen readers start at the new page. */
function useFocusOnNavigate(route: Route, target: RefObject<HTMLElement | null>): void {
  const first = useRef(true);
  const key = pageKey(route);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    target.current?.focus({ preventScroll: true });
  }, [key, target]);
}

export function App() {
  const { t } = useTranslation();
  const route = useRoute();
  const main = useRef<HTMLElement>(null);
  useDocumentTitle(route);
  useFocusOnNavigate(route, main);
  useTurnWatcher(route);
  const wide =
    route.name === 'room' ||
    route.name === 'hotseat' ||
    route.name === 'replay' ||
    (route.name === 'learn' && route.lesson !== null) ||
    (route.name === 'challenges' && route.id !== null);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('action.skipToContent')}
      </a>
      <Header />
      <ConnectionBanner />
      <UpdateBanner route={route} />
      <main id="main" ref={main} tabIndex={-1} className={wide ? 'app-main app-main--wide' : 'app-main'}>
        <ScreenBoundary resetKey={pageKey(route)}>
          <Suspense fallback={<Loading />}>
            <Screen route={route} />
          </Suspense>
        </ScreenBoundary>
      </main>
      <Toasts />
    </>
  );
}
