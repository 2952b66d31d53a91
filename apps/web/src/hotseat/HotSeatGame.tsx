/**
 * A game with every seat on this device: the engine runs in the page,
 * computer players in a worker, the record saved after every action.
 * `config` null resumes the saved game.
 */
import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { eventsFor, viewFor } from '@kahroba/engine';
import type { GameRecord, GameState } from '@kahroba/engine';
import { EndGame, ReplayViewer } from '../endgame';
import { Table, hadTurn, sinceLastTurn } from '../table';
import { num } from '../ui/gems';
import type { Presence } from '../table';
import { hintCounts } from '@kahroba/protocol/constants';
import { stopHints, useHintLines } from '../hints';
import type { HintControl } from '../hints';
import { stopBots } from './botRunner';
import { PassDevice } from './PassDevice';
import { keepFinished } from './finished';
import { clearGame } from './record';
import type { HotSeatConfig } from './record';
import { useHotSeat } from './useHotSeat';
import './hotseat.css';

export interface HotSeatGameProps {
  config: HotSeatConfig | null;
  onExit: () => void;
  /** With nothing saved to resume: go to the set-up of a new game on this device. */
  onSetUp?: () => void;
  /** Where the game is saved (a challenge's own key); the hot-seat game's by default. */
  saveKey?: string;
  /** No Hint button (a challenge is played without the expert's help). */
  noHints?: boolean;
  /** The end of the game, instead of the end screen (a challenge's stars). */
  renderEnd?: (end: HotSeatEnd) => ReactNode;
  /** What the banner says instead of "on this device" (a challenge's name and goals). */
  label?: ReactNode;
}

export interface HotSeatEnd {
  record: GameRecord;
  state: GameState;
  names: string[];
  onReplay: () => void;
  onExit: () => void;
}

export function HotSeatGame({ config, onExit, onSetUp, saveKey, noHints, renderEnd, label }: HotSeatGameProps) {
  const { t } = useTranslation('game');
  const game = useHotSeat(config, saveKey);
  /** The replay, or the review straight from the end screen. */
  const [replaying, setReplaying] = useState<false | 'replay' | 'review'>(false);
  useEffect(
    () => () => {
      stopBots();
      stopHints();
    },
    [],
  );

  const ok = 'state' in game ? game : null;
  const names = useMemo(
    () =>
      ok
        ? ok.seats.map(
            (s, i) =>
              s.name.trim() ||
              (s.kind === 'bot'
                ? t(`common:seat.botName.${s.bot}`, { n: num(i + 1) })
                : t('hotseat.seat', { n: num(i + 1) })),
          )
        : [],
    [ok, t],
  );
  // People at this device have no connection to show: only computer players are marked.
  const presence = useMemo<(Presence | undefined)[]>(
    () => (ok ? ok.seats.map((s) => (s.kind === 'bot' ? 'bot' : undefined)) : []),
    [ok],
  );
  const view = useMemo(() => (ok ? viewFor(ok.state, ok.holder) : null), [ok]);
  const log = useMemo(() => (ok ? eventsFor(ok.events, ok.holder) : []), [ok]);
  // The pass screen's recap is redacted for the player the device goes to.
  const since = useMemo(
    () => (ok && ok.passTo !== null ? sinceLastTurn(eventsFor(ok.events, ok.passTo), ok.passTo) : []),
    [ok],
  );
  const firstTurn = useMemo(() => ok !== null && ok.passTo !== null && !hadTurn(ok.events, ok.passTo), [ok]);
  // A finished game is kept for My games (its replay and review) after its save is cleared.
  const finished = ok?.state.result ? ok.record : null;
  useEffect(() => {
    if (finished) keepFinished(finished, names);
  }, [finished, names]);
  // Hints: for the person holding the device, in their turn; "hint used" in everyone's log.
  const askHint = noHints ? undefined : ok?.askHint;
  const hint = useMemo<HintControl | undefined>(() => (askHint ? { ask: askHint } : undefined), [askHint]);
  const talk = useHintLines(ok?.hints ?? [], names, ok?.holder ?? 'spectator', log.length);

  if (!ok || !view) {
    const error = 'error' in game ? game.error : 'badSave';
    return (
      <div className="hotseat hotseat--error" role="alert">
        <p>{t(`hotseat.${error}`)}</p>
        <div className="hotseat__errorActions">
          {error === 'noSave' && onSetUp && (
            <button type="button" className="kt-btn kt-btn--primary" onClick={onSetUp}>
              {t('hotseat.setUp')}
            </button>
          )}
          <button type="button" className="kt-btn" onClick={onExit}>
            {t('hotseat.back')}
          </button>
        </div>
      </div>
    );
  }

  const exit = () => {
    if (ok.state.result) clearGame(saveKey);
    stopBots();
    onExit();
  };

  if (replaying) {
    return (
      <ReplayViewer
        record={ok.record}
        names={names}
        review={replaying === 'review'}
        onClose={() => setReplaying(false)}
      />
    );
  }

  const banner = (
    <div className="hotseat__bar">
      {label ?? <span>{t('hotseat.banner')}</span>}
      {ok.thinking !== null && (
        <span className="hotseat__thinking" role="status">
          {t('hotseat.thinking', { name: names[ok.thinking] ?? '' })}
        </span>
      )}
      {ok.stuck !== null && (
        <span className="hotseat__stuck" role="alert">
          {t('hotseat.stuck', { name: names[ok.stuck] ?? '' })}
          <button type="button" className="kt-btn kt-btn--small" onClick={ok.retryBot}>
            {t('hotseat.retryBot')}
          </button>
        </span>
      )}
      <button type="button" className="kt-btn kt-btn--small" onClick={exit}>
        {t('hotseat.exit')}
      </button>
    </div>
  );

  return (
    <div className="hotseat">
      {/* Once the game is over nobody passes the device: the final board stays behind the end screen. */}
      {ok.passTo !== null && !ok.state.result ? (
        <PassDevice
          name={names[ok.passTo] ?? ''}
          onReady={ok.acceptPass}
          since={since}
          first={firstTurn}
          names={names}
          undo={ok.undo}
          previous={typeof ok.holder === 'number' ? names[ok.holder] : undefined}
        />
      ) : (
        <Table
          view={view}
          viewer={ok.holder}
          names={names}
          presence={presence}
          log={log}
          onAction={ok.act}
          banner={banner}
          undo={ok.holder === 'spectator' ? undefined : ok.undo}
          hint={ok.holder === 'spectator' ? undefined : hint}
          talk={talk}
        />
      )}
      {ok.state.result &&
        renderEnd?.({
          record: ok.record,
          state: ok.state,
          names,
          onReplay: () => setReplaying('replay'),
          onExit: exit,
        })}
      {ok.state.result && !renderEnd && (
        <EndGame
          result={ok.state.result}
          names={names}
          record={ok.record}
          view={ok.state}
          hints={hintCounts(ok.hints, ok.state.players.length)}
          onRematch={ok.rematch}
          onReplay={() => setReplaying('replay')}
          onReview={() => setReplaying('review')}
          onExit={exit}
        />
      )}
    </div>
  );
}
