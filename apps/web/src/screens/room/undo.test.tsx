/** RULINGS R12 online, in the client: the undone update replaces the game, the Undo request, and a take-back answered from the panel. */
import { describe, expect, it } from 'vitest';
import { act as actReact, fireEvent, render, screen } from '@testing-library/react';
import type { TakeBackInfo } from '@kahroba/protocol';
import { withConnectedFakeSocket } from '../../net/fake-socket-hooks';
import { undo } from '../../net';
import { gameUpdated, useAppStore } from '../../store';
import { gameUpdated as reduce, initialGame } from '../../store/game';
import { update } from '../../test-fixtures';
import { TakeBackPanel, useTakeBack } from './TakeBack';

const fake = withConnectedFakeSocket();

const request = (over: Partial<TakeBackInfo> = {}): TakeBackInfo => ({
  id: 't1-1',
  seat: 1,
  version: 5,
  expiresAt: 0,
  voters: [0],
  accepted: [],
  status: 'pending',
  code: null,
  ...over,
});

describe('online undo in the client (R12)', () => {
  it('an update marked undone replaces a newer game and its log; undoable follows the server', () => {
    let g = reduce(initialGame().game, update(5, { undoable: true }));
    expect(g.undoable).toBe(true);
    expect(reduce(g, update(4)).version).toBe(5);
    g = reduce(g, update(4, { undone: true, events: [], history: [] }));
    expect([g.version, g.log, g.undoable]).toEqual([4, [], false]);
  });

  it('undo asks the server for the version this tab shows', async () => {
    useAppStore.setState((st) => ({ room: { ...st.room, code: 'ABC234' } }));
    gameUpdated(update(5, { undoable: true }));
    fake().handlers.set('game:undo', () => ({ ok: true, data: { version: 4, applied: true, takeBack: null } }));
    const r = await undo();
    expect(r.ok).toBe(true);
    expect(fake().sent.at(-1)).toEqual({ name: 'game:undo', payload: { version: 5, gameNo: 1 } });
  });

  it('a person asked accepts or refuses the take-back; the outcome is shown in words', async () => {
    fake().handlers.set('game:takeBackAnswer', (p) => ({
      ok: true,
      data: { ...request(), status: (p as { accept: boolean }).accept ? 'applied' : 'refused' },
    }));
    function Harness() {
      const { info, dismiss } = useTakeBack();
      return info ? <TakeBackPanel info={info} seat={0} names={['Sara', 'Babak']} onDismiss={dismiss} /> : null;
    }
    render(<Harness />);
    actReact(() => fake().fire('game:takeBack', request()));
    expect(screen.getByText('Babak asks to take back their last move.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    await actReact(async () => {
      await Promise.resolve();
    });
    expect(fake().sent.at(-1)).toEqual({ name: 'game:takeBackAnswer', payload: { id: 't1-1', accept: false } });
    actReact(() => fake().fire('game:takeBack', request({ status: 'refused', code: 'TAKEBACK_REFUSED' })));
    expect(screen.getByRole('status').textContent).toContain('The take-back was refused: nothing changed.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('the person who asked waits; nobody else is offered the buttons', () => {
    render(<TakeBackPanel info={request()} seat={1} names={['Sara', 'Babak']} onDismiss={() => undefined} />);
    expect(screen.getByRole('status').textContent).toBe('Waiting for the others to accept your take-back…');
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});
