import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setupI18n } from '../../table/testing';
import { SetupFields } from './SetupFields';
import { defaultSetup } from './setup';
import type { SetupForm } from './setup';

beforeAll(() => setupI18n('en'));
afterEach(cleanup);

describe('choosing a computer level per seat', () => {
  it('offers the four levels for each seat and sets the chosen one', () => {
    const onChange = vi.fn<(f: SetupForm) => void>();
    render(<SetupFields form={{ ...defaultSetup(), players: 3 }} onChange={onChange} mode="hotseat" />);
    const seat3 = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Who plays seat 3' });
    expect(Array.from(seat3.options, (o) => o.textContent)).toEqual([
      'A person',
      'Computer · easy',
      'Computer · normal',
      'Computer · hard',
      'Computer · expert',
    ]);
    expect(seat3.selectedOptions[0]?.textContent).toBe('Computer · normal'); // the default level
    fireEvent.change(seat3, { target: { value: 'bot:expert' } });
    expect(onChange.mock.calls[0]?.[0].seats[2]).toEqual({ kind: 'bot', bot: 'expert', name: '' });
  });

  it("says in one sentence how the seat's level plays, and only for computer seats", () => {
    const form = defaultSetup();
    form.players = 3;
    form.seats[2] = { kind: 'bot', bot: 'hard', name: '' };
    render(<SetupFields form={form} onChange={vi.fn()} mode="online" />);
    const seat3 = screen.getByRole('combobox', { name: 'Who plays seat 3' });
    const hint = document.getElementById(seat3.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Thinks ahead by playing out many possible futures: hard to beat.');
    expect(screen.getByRole('combobox', { name: 'Who plays seat 2' }).getAttribute('aria-describedby')).toBeNull();
    expect(screen.getAllByText(/Thinks|Plans|Plays the obvious/u)).toHaveLength(1);
  });

  it('names an unnamed computer by its level on this device', () => {
    const form = defaultSetup();
    form.seats[1] = { kind: 'bot', bot: 'easy', name: '' };
    render(<SetupFields form={form} onChange={vi.fn()} mode="hotseat" />);
    expect(screen.getByRole('textbox', { name: /seat 2/u }).getAttribute('placeholder')).toBe('Computer 2 (easy)');
  });
});
