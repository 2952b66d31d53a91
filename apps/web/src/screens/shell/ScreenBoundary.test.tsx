/**
 * A screen that fails shows what happened and the way out, never a blank
 * page; another page clears it.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
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
    const { rerender } = render(
      <ScreenBoundary resetKey="room:ABC234" reload={reload}>
        <Broken />
      </ScreenBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    rerender(
      <ScreenBoundary resetKey="home" reload={reload}>
        <p>Home page</p>
      </ScreenBoundary>,
    );
    expect(screen.getByText('Home page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    errors.mockRestore();
  });

  it('for a part of a page, shows its fallback and leaves the rest of the page alone', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <div>
        <p>The lobby</p>
        <ScreenBoundary resetKey="chat" fallback={null}>
          <Broken />
        </ScreenBoundary>
      </div>,
    );
    expect(screen.getByText('The lobby')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    errors.mockRestore();
  });

  it('stays out of the way of a screen that works', () => {
    render(
      <ScreenBoundary resetKey="home">
        <p>Home page</p>
      </ScreenBoundary>,
    );
    expect(screen.getByText('Home page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
