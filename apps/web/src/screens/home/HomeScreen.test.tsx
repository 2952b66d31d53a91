import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { setupI18n } from '../../table/testing';
import { HomeScreen } from './HomeScreen';

beforeAll(() => setupI18n('en'));
// jsdom lays nothing out and has no scrollIntoView: a spy stands in for it.
const scrolled = vi.fn();
beforeEach(() => {
  localStorage.clear();
  scrolled.mockClear();
  Element.prototype.scrollIntoView = scrolled;
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const selected = (): string | undefined =>
  screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.id;

describe('the home page', () => {
  it('opens on a new online game', () => {
    render(<HomeScreen />);
    expect(selected()).toBe('tab-online');
    expect(screen.getByRole('tabpanel').id).toBe('panel-online');
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('opens on the set-up of a game on this device from /#hotseat, brought into view', () => {
    window.history.replaceState(null, '', '/#hotseat');
    render(<HomeScreen />);
    expect(selected()).toBe('tab-hotseat');
    expect(screen.getByRole('tabpanel').id).toBe('panel-hotseat');
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'New game' }));
  });
});
