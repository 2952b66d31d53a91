/** The list of a move's reasons (Reasons.tsx): one item a reason, in the current language, none when empty. */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { Reasons } from './Reasons';
import { setupI18n } from '../table/testing';

beforeAll(() => setupI18n('en'));
afterEach(cleanup);

describe('Reasons', () => {
  it('lists the reasons and words them again when the language changes', async () => {
    render(
      <Reasons
        names={['Ana', 'Bijan']}
        mover={0}
        reasons={[{ kind: 'lastGemFor', gem: 'blue', card: 'B1-02' }, { kind: 'takesGold' }]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['takes the last blue needed for the white level 1 card', 'takes a gold']);
    expect(screen.getByRole('list', { name: 'Why' })).toBeTruthy();
    await act(async () => {
      await i18next.changeLanguage('fa');
    });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'آخرین یاقوت کبود لازم برای کارت الماس سطح ۱ را برمی‌دارد',
      'یک طلا برمی‌دارد',
    ]);
    await act(async () => {
      await i18next.changeLanguage('en');
    });
  });

  it('renders nothing without reasons', () => {
    const { container } = render(<Reasons names={[]} mover={0} reasons={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
