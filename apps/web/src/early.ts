/** Entry loaded by index.html beside main.tsx: on a room link, start the server link at once (net/early.ts). */
import { openEarly } from './net/early';

openEarly(window.location.pathname);
