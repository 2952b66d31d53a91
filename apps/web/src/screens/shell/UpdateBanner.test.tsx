/**
 * A new client installed during play: the page reloads at once only where
 * nothing is in play; in a room, a hot-seat game, a lesson or a replay the
 * banner offers the reload and the page keeps running until the player
 * takes it, or until they leave for a quiet page.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { parseRoute } from '../../router';
import { isQuiet, isUpdateReady, newVersionReady, resetUpdateForTests } from '../../update';
import { setupI18n } from '../../table/testing';
import { UpdateBanner } from './UpdateBanner';

beforeAll(() => setupI18n('en'));
afterEach(() => {
  cleanup();
  act(() => resetUpdateForTests());
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
    expect(screen.queryByTestId('update-banner')).toBeNull();
  });
});
