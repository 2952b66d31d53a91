/**
 * Entry point: language first (so the first paint has the right direction),
 * then React, then the service worker (offline play and cached second visits).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/vazirmatn/arabic-400.css';
import '@fontsource/vazirmatn/arabic-700.css';
import './styles/index.css';
import { initI18n } from './i18n';
import { App } from './App';
import { registerServiceWorker } from './pwa';
import { warmUp } from './warmup';

initI18n();
warmUp(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
