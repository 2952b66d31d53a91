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

  it('renders the token limit, a bonus, a trading post and a stronghold in English and Persian', async () => {
    render(
      <Reasons
        names={['Ana', 'Bijan']}
        mover={0}
        reasons={[
          { kind: 'tokenLimit', returned: 1 },
          { kind: 'bonus', gem: 'blue', count: 2 },
          { kind: 'tradingPost', post: 'K-TP3' },
          { kind: 'stronghold', card: 'B1-02', seat: 1 },
        ]}
      />,
    );
    const texts = () => screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(texts()).toEqual([
      'gives back 1 token over the 10-token limit',
      'a blue bonus (2 in all)',
      'takes a trading post (Trading post: needs 2 white; taking 2 of a colour: also 1 of another)',
      "removes Bijan's stronghold from the white level 1 card",
    ]);
    await act(async () => {
      await i18next.changeLanguage('fa');
    });
    expect(texts()).toEqual([
      'به‌خاطر محدودیت ۱۰ توکنی ۱ توکن پس می‌دهد',
      'یک پاداش یاقوت کبود (در مجموع ۲)',
      'تجارتخانه‌ای می‌گیرد (تجارتخانه: نیاز به ۲ الماس؛ با برداشتن ۲ توکن همرنگ، ۱ توکن از رنگی دیگر)',
      'قلعهٔ Bijan را از روی کارت الماس سطح ۱ برمی‌دارد',
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
