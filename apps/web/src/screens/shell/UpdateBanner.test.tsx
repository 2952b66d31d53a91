/**
 * A new client installed during play: the page reloads at once only where
 * nothing is in play; in a room, a hot-seat game, a lesson or a replay the
 * banner offers the reload and the page keeps running until the player
 * takes it, or until they leave for a quiet page.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { parseRoute } from '../../router';
import { linkConnected, linkConnecting, linkDropped, linkOutdated, resetStore } from '../../store';
import {
  checkForUpdate,
  isQuiet,
  isUpdateReady,
  newVersionReady,
  pageTouched,
  RELOAD_WAIT_MS,
  resetUpdateForTests,
  setUpdateChecker,
  UPDATE_CHECK_GAP_MS,
} from '../../update';
import { setupI18n } from '../../table/testing';
import { UpdateBanner } from './UpdateBanner';

beforeAll(() => setupI18n('en'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  act(() => {
    resetUpdateForTests();
    resetStore();
  });
});

describe('when a new version takes over', () => {
  it('reloads at once on a quiet page, and remembers nothing', () => {
    for (const path of ['/', '/rules', '/learn', '/nowhere']) {
      const reload = vi.fn();
      expect(isQuiet(parseRoute(path))).toBe(true);
      expect(newVersionReady(parseRoute(path), reload)).toBe(true);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(isUpdateReady()).toBe(false);
    }
  });

  it('waits on a quiet page the player has touched (a name half typed), and offers the reload there', () => {
    const reload = vi.fn();
    pageTouched();
    render(<UpdateBanner route={parseRoute('/')} reload={reload} />);
    act(() => void newVersionReady(parseRoute('/'), reload));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByTestId('update-banner')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads in a room, a hot-seat game, a lesson or a replay', () => {
    for (const path of ['/r/ABC234', '/hotseat', '/learn/basics', '/replay']) {
      const reload = vi.fn();
      expect(isQuiet(parseRoute(path))).toBe(false);
      expect(newVersionReady(parseRoute(path), reload)).toBe(false);
      expect(reload).not.toHaveBeenCalled();
      expect(isUpdateReady()).toBe(true);
    }
  });
});

describe('the update banner', () => {
  it('is absent until an update is ready', () => {
    render(<UpdateBanner route={parseRoute('/hotseat')} reload={vi.fn()} />);
    expect(screen.queryByTestId('update-banner')).toBeNull();
  });

  it('offers the reload during a game and reloads only when asked', () => {
    const reload = vi.fn();
    render(<UpdateBanner route={parseRoute('/r/ABC234')} reload={reload} />);
    act(() => void newVersionReady(parseRoute('/r/ABC234'), reload));
    const banner = screen.getByTestId('update-banner');
    expect(banner.textContent).toContain('A new version is ready');
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('takes the new version on the next quiet page by itself', () => {
    const reload = vi.fn();
    const { rerender } = render(<UpdateBanner route={parseRoute('/hotseat')} reload={reload} />);
    act(() => void newVersionReady(parseRoute('/hotseat'), reload));
    expect(reload).not.toHaveBeenCalled();
    rerender(<UpdateBanner route={parseRoute('/')} reload={reload} />);
    expect(reload).toHaveBeenCalledTimes(1);
    // Another render of the same page does not reload again.
    rerender(<UpdateBanner route={parseRoute('/')} reload={reload} />);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('looking for a new version while a page stays open', () => {
  it('looks on returning to the tab at most once a minute, on a link back always, and not while one is waiting', () => {
    const look = vi.fn();
    expect(checkForUpdate(false, 0)).toBe(false); // no service worker yet
    setUpdateChecker(look);
    expect(checkForUpdate(true, 1_000)).toBe(true);
    expect(checkForUpdate(true, 1_000 + UPDATE_CHECK_GAP_MS - 1)).toBe(false);
    expect(checkForUpdate(false, 1_000 + UPDATE_CHECK_GAP_MS - 1)).toBe(true);
    expect(checkForUpdate(true, 1_000 + 2 * UPDATE_CHECK_GAP_MS)).toBe(true);
    act(() => void newVersionReady(parseRoute('/hotseat'), vi.fn()));
    expect(checkForUpdate(false, 1_000 + 4 * UPDATE_CHECK_GAP_MS)).toBe(false);
    expect(look).toHaveBeenCalledTimes(3);
  });

  it('looks when the link to the server comes back after a drop, not on the first connection', () => {
    const look = vi.fn();
    setUpdateChecker(look);
    render(<UpdateBanner route={parseRoute('/r/ABC234')} reload={vi.fn()} />);
    act(() => {
      linkConnecting();
      linkConnected();
    });
    expect(look).not.toHaveBeenCalled();
    act(() => linkDropped(true));
    act(() => linkConnected());
    expect(look).toHaveBeenCalledTimes(1);
    // A server that closes the link itself (a restart): dropped and back within one tick.
    act(() => {
      linkDropped(false);
      linkConnected();
    });
    expect(look).toHaveBeenCalledTimes(2);
  });
});

describe('a page the server refused as too old', () => {
  it('says it must be reloaded, fetches the new version at once, and its Reload waits for it', () => {
    const look = vi.fn();
    const reload = vi.fn();
    setUpdateChecker(look);
    render(<UpdateBanner route={parseRoute('/r/ABC234')} reload={reload} />);
    expect(screen.queryByTestId('update-banner')).toBeNull();
    act(() => linkOutdated());
    expect(screen.getByTestId('update-banner').textContent).toContain('This page is older than the server');
    expect(look).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    // Reloading before the new version is cached would load the old one again.
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Getting the new version…' }).disabled).toBe(true);
    act(() => void newVersionReady(parseRoute('/r/ABC234'), vi.fn()));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at once when the new version is already here or there is no service worker, and at the latest after the wait', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    render(<UpdateBanner route={parseRoute('/r/ABC234')} reload={reload} />);
    act(() => linkOutdated());
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    cleanup();
    setUpdateChecker(vi.fn());
    render(<UpdateBanner route={parseRoute('/r/ABC234')} reload={reload} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    act(() => void vi.advanceTimersByTime(RELOAD_WAIT_MS - 1));
    expect(reload).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(2);
    // The new version arriving later does not reload a second time.
    act(() => void newVersionReady(parseRoute('/r/ABC234'), vi.fn()));
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
