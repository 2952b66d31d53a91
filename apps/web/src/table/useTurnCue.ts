/**
 * "Your turn" cues at the table: the chime (notify/cues.ts) when the turn
 * becomes this viewer's, and a marker in the page title while the tab is in
 * the background; the chime can be switched off and the choice is remembered.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { playChime, readSoundSetting, setTitleCue, writeSoundSetting } from '../notify/cues';

/**
 * Plays the cue when `myTurn` becomes true; while the tab is in the background
 * it also marks the title and calls `onHidden` (the online table shows a
 * system notification there). Returns the sound toggle.
 */
export function useTurnCue(
  myTurn: boolean,
  titleCue: string,
  onHidden?: () => void,
): { sound: boolean; toggleSound: () => void } {
  const [sound, setSound] = useState(readSoundSetting);
  const was = useRef(myTurn);
  const hiddenCue = useRef(onHidden);
  hiddenCue.current = onHidden;

  useEffect(() => {
    const became = myTurn && !was.current;
    was.current = myTurn;
    if (!became) return;
    if (sound) playChime();
    if (typeof document !== 'undefined' && document.hidden) {
      setTitleCue(titleCue);
      hiddenCue.current?.();
    }
  }, [myTurn, sound, titleCue]);

  useEffect(() => {
    const restore = () => {
      if (!document.hidden) setTitleCue(null);
    };
    document.addEventListener('visibilitychange', restore);
    return () => {
      document.removeEventListener('visibilitychange', restore);
      setTitleCue(null);
    };
  }, []);

  const toggleSound = useCallback(() => {
    setSound((on) => {
      writeSoundSetting(!on);
      return !on;
    });
  }, []);

  return { sound, toggleSound };
}
