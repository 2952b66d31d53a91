/**
 * What tells a player it is their turn, wherever the page is: the page title
 * (title.ts), a short chime made with WebAudio (no sound files; can be
 * switched off, and the choice is remembered) and, once the player has
 * allowed it, a system notification.
 */
export { setTitleBadge, setTitleCue } from './title';

const SOUND_KEY = 'kahroba.sound';

export function readSoundSetting(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function writeSoundSetting(on: boolean): void {
  try {
    localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // Storage blocked: the toggle still works for this page.
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

/* ---------------- system notifications ---------------- */

export const notificationsSupported = (): boolean => typeof window !== 'undefined' && 'Notification' in window;

export const notificationPermission = (): NotificationPermission | 'unsupported' =>
  notificationsSupported() ? Notification.permission : 'unsupported';

/**
 * A system notification, when the player has allowed them: one per room (a
 * newer one replaces it), a click brings the page forward and runs `open`.
 */
export function showTurnNotification(
  text: { title: string; body: string; lang: string; dir: 'ltr' | 'rtl' },
  room: string,
  open: () => void,
): void {
  if (notificationPermission() !== 'granted') return;
  try {
    const n = new Notification(text.title, {
      body: text.body,
      tag: `kahroba-turn-${room}`,
      lang: text.lang,
      dir: text.dir,
      icon: '/pwa-192x192.png',
    });
    n.onclick = () => {
      window.focus();
      open();
      n.close();
    };
  } catch {
    // Some platforms allow notifications only from a service worker: the title and the chime remain.
  }
}
