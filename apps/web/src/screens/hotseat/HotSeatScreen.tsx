/**
 * /hotseat — a game on this device (src/hotseat). The set-up arrives in the
 * history state from the home form; it is read once and then cleared, so a
 * reload resumes the saved game instead of starting a new one. With nothing
 * saved, the page leads to the home form's set-up on this device.
 */
import { useEffect, useState } from 'react';
import { HotSeatGame, type HotSeatConfig } from '../../hotseat';
import { historyState, HOTSEAT_SETUP, navigate } from '../../router';

function configFromHistory(): HotSeatConfig | null {
  const state = historyState();
  if (typeof state !== 'object' || state === null || !('config' in state)) return null;
  const config = state.config;
  // The state was written by our own home form (HotSeatForm), in this tab.
  return typeof config === 'object' && config !== null ? (config as HotSeatConfig) : null;
}

export default function HotSeatScreen() {
  const [config] = useState(configFromHistory);

  useEffect(() => {
    if (config) window.history.replaceState(null, '', window.location.pathname);
  }, [config]);

  return <HotSeatGame config={config} onExit={() => navigate('/')} onSetUp={() => navigate(`/#${HOTSEAT_SETUP}`)} />;
}
