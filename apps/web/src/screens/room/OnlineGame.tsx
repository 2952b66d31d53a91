/**
 * The online game: the table (src/table) for this viewer, a bar with the
 * room and the players' presence (and the host's hand-over controls), and the
 * end-of-game screen (src/endgame) over it once the view has a result.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action } from '@kahroba/engine';
import type { RoomInfo } from '@kahroba/protocol';
import { Table, type ActionResult, type Presence } from '../../table';
import { ChatSheet, EmoteBubbles, useTalkLines } from '../../chat';
import { TurnClockBar, showsTurnClock } from '../../clock';
import { EndGame, ReplayViewer } from '../../endgame';
import { useFormatNumber } from '../../i18n/hooks';
import { act, rematch } from '../../net';
import { localSeats } from '../../net/local-seats';
import { useOnlineHints } from './useOnlineHints';
import { presenceOf, useAppStore, useGameState } from '../../store';
import { Loading } from '../shell/Loading';
import { SeatList } from './SeatList';
import { TakeBackPanel, useOnlineUndo } from './TakeBack';
import { DeviceChooser, DevicePass, usePassTo } from './DevicePass';
import { DeviceSeats } from './DeviceSeats';
import { useFinishedRecord } from './useFinishedRecord';
import { useRoomCommand } from './useRoomCommand';
import { showTurnNotification } from '../../notify/cues';
import { turnNotificationText } from '../../notify/text';

function usePlayers(room: RoomInfo) {
  const { t } = useTranslation();
  const num = useFormatNumber();
  return useMemo(() => {
    const names = room.seats.map((s) =>
      s.kind === 'bot'
        ? t(`seat.botName.${s.bot ?? 'normal'}`, { n: num(s.seat + 1) })
        : (s.name ?? t('names.player', { n: num(s.seat + 1) })),
    );
    const presence = room.seats.map((s): Presence => {
      const p = presenceOf(s);
      return p === 'empty' ? 'away' : p;
    });
    return { names, presence };
  }, [room.seats, t, num]);
}

export default function OnlineGame({ room, onLeave }: { room: RoomInfo; onLeave: () => void }) {
  const { t } = useTranslation();
  const { view, seat, log, undoable } = useGameState();
  const gameNo = useAppStore((s) => s.game.gameNo);
  const { names, presence } = usePlayers(room);
  const { run, busy } = useRoomCommand();
  const [replaying, setReplaying] = useState<false | 'replay' | 'review'>(false);
  const record = useFinishedRecord(view?.result != null, gameNo);
  const undo = useOnlineUndo(room, seat, view, undoable);
  const chatLines = useTalkLines();
  const hints = useOnlineHints(room, seat, names);
  const talk = hints.lines.length ? [...chatLines, ...hints.lines] : chatLines;
  const rootRef = useRef<HTMLDivElement>(null);
  // A device holding several seats: passed between them as in hot-seat (DevicePass.tsx).
  const passTo = usePassTo(room);

  // A new game (from the lobby, whose chat sits at its foot, or a rematch) opens at the top of the table.
  useEffect(() => {
    if (gameNo !== null) window.scrollTo({ top: 0 });
  }, [gameNo]);

  const onAction = useCallback(async (action: Action): Promise<ActionResult> => {
    const answer = await act(action);
    return answer.ok ? { ok: true } : { ok: false, error: { code: answer.error.code, message: answer.error.message } };
  }, []);

  if (!view) return <Loading label={t('status.loadingGame')} />;
  if (replaying && record) {
    return (
      <ReplayViewer record={record} names={names} review={replaying === 'review'} onClose={() => setReplaying(false)} />
    );
  }

  const viewer = seat ?? 'spectator';
  const clockBar = showsTurnClock(room) ? <TurnClockBar room={room} names={names} run={run} busy={busy} /> : null;
  const takeBack = undo.takeBack ? (
    <TakeBackPanel info={undo.takeBack} seat={seat} names={names} onDismiss={undo.dismiss} local={localSeats(room)} />
  ) : null;
  const chooser = <DeviceChooser room={room} names={names} />;
  const banner =
    clockBar || takeBack || (room.you.local?.length ?? 0) > 0 ? (
      <>
        {clockBar}
        {takeBack}
        {chooser}
      </>
    ) : undefined;
  const showEnd = view.result !== null && record !== null;

  return (
    <div className="online-game" ref={rootRef}>
      <div className="online-game__top">
        <details className="room-bar">
          <summary className="room-bar__summary">
            <span className="room-bar__code">
              {t('room.codeShort')} <strong className="ltr">{room.code}</strong>
            </span>
            {seat === null && room.you.seat === null && <span className="badge">{t('room.watching')}</span>}
            <DeviceSeats room={room} names={names} />
            <span className="spacer" />
            <span className="room-bar__toggle">{t('room.players')}</span>
          </summary>
          <div className="room-bar__body">
            <SeatList room={room} inGame />
            <div className="row">
              {view.result && room.you.isHost && (
                <button type="button" className="btn btn-primary btn-small" onClick={() => run(() => rematch())}>
                  {t('action.rematch')}
                </button>
              )}
              <button type="button" className="btn btn-ghost btn-small" onClick={onLeave}>
                {t('action.leaveRoom')}
              </button>
            </div>
          </div>
        </details>
        <ChatSheet room={room} />
      </div>
      <EmoteBubbles root={rootRef} />

      {passTo !== null ? (
        <DevicePass
          room={room}
          seat={passTo}
          names={names}
          pending={undo.takeBack?.status === 'pending'}
          takeBack={takeBack}
        />
      ) : (
        <Table
          view={view}
          viewer={viewer}
          names={names}
          presence={presence}
          log={log}
          onAction={onAction}
          undo={undo.control}
          hint={hints.control}
          talk={talk}
          banner={banner}
          onTurnWhileHidden={() => showTurnNotification(turnNotificationText(room.code), room.code, () => undefined)}
        />
      )}

      {showEnd && view.result && (
        <EndGame
          result={view.result}
          names={names}
          record={record}
          view={view}
          hints={hints.counts}
          {...(room.you.isHost ? { onRematch: () => run(() => rematch()) } : {})}
          onReplay={() => setReplaying('replay')}
          onReview={() => setReplaying('review')}
          onExit={onLeave}
        />
      )}
    </div>
  );
}
