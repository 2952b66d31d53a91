/**
 * "Your turn" cues: a short chime made with WebAudio (no sound files) and a
 * marker in the page title while the tab is in the background; the chime can
 * be switched off and the choice is remembered.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

const SOUND_KEY = 'kahroba.sound';

function readSoundSetting(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

let audio: AudioContext | null = null;

/** Two soft rising notes. Browsers allow audio only after a user gesture; failures are silent. */
export function playChime(): void {
  try {
    const Ctx = window.AudioContext as typeof AudioContext | undefined;
    if (!Ctx) return;
    audio ??= new Ctx();
    const now = audio.currentTime;
    [659.25, 987.77].forEach((freq, i) => {
      const ctx = audio as AudioContext;
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = freq;
      const start = now + i * 0.14;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.18, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.35);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start);
      osc.stop(start + 0.4);
    });
  } catch {
    // No audio device or blocked autoplay: the visual cues remain.
  }
}

/** Plays the cue when `myTurn` becomes true; returns the sound toggle. */
export function useTurnCue(myTurn: boolean, titleCue: string): { sound: boolean; toggleSound: () => void } {
  const [sound, setSound] = useState(readSoundSetting);
  const was = useRef(myTurn);
  const baseTitle = useRef<string | null>(null);

  useEffect(() => {
    const became = myTurn && !was.current;
    was.current = myTurn;
    if (!became) return;
    if (sound) playChime();
    if (typeof document !== 'undefined' && document.hidden) {
      baseTitle.current ??= document.title;
      document.title = `● ${titleCue} — ${baseTitle.current}`;
    }
  }, [myTurn, sound, titleCue]);

  useEffect(() => {
    const restore = () => {
      if (!document.hidden && baseTitle.current !== null) {
        document.title = baseTitle.current;
        baseTitle.current = null;
      }
    };
    document.addEventListener('visibilitychange', restore);
    return () => {
      document.removeEventListener('visibilitychange', restore);
      restore();
    };
  }, []);

  const toggleSound = useCallback(() => {
    setSound((on) => {
      try {
        localStorage.setItem(SOUND_KEY, on ? 'off' : 'on');
      } catch {
        // Storage blocked: the toggle still works for this page.
      }
      return !on;
    });
  }, []);

  return { sound, toggleSound };
}
