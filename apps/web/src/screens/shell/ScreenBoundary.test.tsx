/**
 * A screen that fails shows what happened and the way out, never a blank
 * page; another page clears it. A part of the client that fails to load
 * reloads the page once, not in a loop.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CHUNK_RELOAD_GAP_MS, reloadForChunk } from '../../chunks';
import { setupI18n } from '../../table/testing';
import { ScreenBoundary } from './ScreenBoundary';

beforeAll(() => setupI18n('en'));
afterEach(cleanup);

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

describe('the screen boundary', () => {
  it('shows the failure with a reload and the way home, and clears on another page', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    const { rerender } = render(<ScreenBoundary resetKey="room:ABC234" reload={reload}><Broken /></ScreenBoundary>);
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    rerender(<ScreenBoundary resetKey="home" reload={reload}><p>Home page</p></ScreenBoundary>);
    expect(screen.getByText('Home page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    errors.mockRestore();
  });

  it('stays out of the way of a screen that works', () => {
    render(<ScreenBoundary resetKey="home"><p>Home page</p></ScreenBoundary>);
    expect(screen.getByText('Home page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a part of the client that fails to load', () => {
  const memory = (): Pick<Storage, 'getItem' | 'setItem'> => {
    const m = new Map<string, string>();
    return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v) };
  };

  it('reloads the page once, and again only after the gap', () => {
    const storage = memory();
    const reload = vi.fn();
    let t = 1_000_000;
    const env = { reload, now: () => t, storage };
    expect(reloadForChunk(env)).toBe(true);
    t += CHUNK_RELOAD_GAP_MS - 1;
    expect(reloadForChunk(env)).toBe(false);
    t += 1;
    expect(reloadForChunk(env)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when it could not remember doing so (no loop without storage)', () => {
    const reload = vi.fn();
    const refusing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(reloadForChunk({ reload, now: () => 5, storage: refusing })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
