/**
 * The pending decision of the turn (`view.turn.decision`, RULES Y2), with its
 * answers taken from the engine's legal actions. Others see who is deciding.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action, CardId, Decision } from '@kahroba/engine';
import { CityTile, GemIcon, NobleTile, PostTile, describeCity, describeNoble, describePost, num } from '../ui/gems';
import { CardButton } from './CardButton';
import { nameOf, useTable } from './context';
import { ReturnTokens } from './ReturnTokens';
import './sheets.css';

export interface DecisionPanelProps {
  onAct: (a: Action) => void;
  onConquer: (card: CardId) => void;
}

function Choices({ decision, onAct, onConquer }: { decision: Decision } & DecisionPanelProps) {
  const { t } = useTranslation('game');
  const { view, viewer, legal } = useTable();
  const me = typeof viewer === 'number' ? view.players[viewer] : undefined;
  const answer = <T extends Action['type']>(type: T) =>
    legal.filter((a): a is Extract<Action, { type: T }> => a.type === type);

  switch (decision.type) {
    case 'returnTokens':
      return <ReturnTokens count={decision.count} onAct={onAct} />;
    case 'chooseNoble':
    case 'reserveNoble': {
      const list = decision.type === 'chooseNoble' ? answer('chooseNoble') : answer('reserveNoble');
      return (
        <div className="kt-choices">
          {list.map((a) => (
            <button key={a.noble} type="button" className="tile-btn" onClick={() => onAct(a)}>
              <span className="kt-sr-only">{describeNoble(t, a.noble)}</span>
              <NobleTile id={a.noble} />
            </button>
          ))}
        </div>
      );
    }
    case 'choosePost':
      return (
        <div className="kt-choices">
          {answer('choosePost').map((a) => (
            <button key={a.post} type="button" className="tile-btn" onClick={() => onAct(a)}>
              <span className="kt-sr-only">{describePost(t, a.post)}</span>
              <PostTile id={a.post} />
            </button>
          ))}
        </div>
      );
    case 'chooseCity':
      return (
        <div className="kt-choices">
          {answer('chooseCity').map((a) => (
            <button key={a.city} type="button" className="tile-btn" onClick={() => onAct(a)}>
              <span className="kt-sr-only">{describeCity(t, a.city)}</span>
              <CityTile id={a.city} />
            </button>
          ))}
        </div>
      );
    case 'keepDrawn':
      return (
        <div className="kt-choices">
          {answer('keepDrawn').map((a) => (
            <CardButton
              key={a.card}
              id={a.card}
              deck={decision.deck}
              active
              onSelect={() => onAct(a)}
              note={t('decision.keepThis')}
            />
          ))}
        </div>
      );
    case 'pair':
      return (
        <div className="kt-choices">
          {answer('pair').map((a) => (
            <CardButton key={a.partner} id={a.partner} active onSelect={() => onAct(a)} note={t('decision.pairThis')} />
          ))}
        </div>
      );
    case 'takeFree':
      return (
        <div className="kt-choices">
          {answer('takeFree').map((a) => (
            <CardButton
              key={a.card}
              id={a.card}
              active
              garrison={view.strongholds[a.card]}
              onSelect={() => onAct(a)}
              note={t('decision.takeThis')}
            />
          ))}
        </div>
      );
    case 'extraToken':
      return (
        <div className="kt-choices">
          {answer('takeExtraToken').map((a) => (
            <button key={a.gem} type="button" className="kt-btn" onClick={() => onAct(a)}>
              <GemIcon colour={a.gem} size={18} /> {t(`gem.${a.gem}`)}
            </button>
          ))}
        </div>
      );
    case 'stronghold':
      return <p className="kt-hint">{t('decision.strongholdHint')}</p>;
    case 'conquest': {
      const decline = answer('declineConquest')[0];
      return (
        <div className="kt-choices">
          <CardButton id={decision.card} garrison={view.strongholds[decision.card]} />
          {legal.some((a) => a.type === 'conquer') && (
            <button
              type="button"
              className="kt-btn kt-btn--primary"
              data-act="conquer"
              onClick={() => onConquer(decision.card)}
            >
              {t('decision.conquer')}
            </button>
          )}
          {decline && (
            <button type="button" className="kt-btn" onClick={() => onAct(decline)}>
              {t('decision.decline')}
            </button>
          )}
          {me && !legal.some((a) => a.type === 'conquer') && (
            <span className="kt-muted">{t('decision.cannotAffordConquest')}</span>
          )}
        </div>
      );
    }
  }
}

export function DecisionPanel(props: DecisionPanelProps) {
  const { t } = useTranslation('game');
  const { view, viewer, names } = useTable();
  const decision = view.turn.decision;
  const mine = viewer === view.current;
  const ref = useRef<HTMLElement>(null);
  const asked = decision && mine && !view.result ? `${view.version}` : null;
  // A new decision of mine takes the keyboard focus (its prompt is read; Tab reaches the answers).
  useEffect(() => {
    if (asked) ref.current?.focus({ preventScroll: true });
  }, [asked]);
  if (!decision || view.result) return null;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      className={`decision${mine ? ' decision--mine' : ''}`}
      aria-label={t('decision.label')}
    >
      <p className="decision__prompt">
        {mine
          ? t(`decision.prompt.${decision.type}`, { n: num(decision.type === 'returnTokens' ? decision.count : 0) })
          : t('decision.waiting', { name: nameOf(names, view.current), what: t(`decision.short.${decision.type}`) })}
      </p>
      {mine && <Choices decision={decision} {...props} />}
    </section>
  );
}
