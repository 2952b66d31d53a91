/**
 * Preloaded into a benchmark's server process (`--import` after tsx, see
 * spawn.ts `lagFile`): the server's own event-loop delay over a window the
 * benchmark chooses, without a line of the server's code. The first SIGUSR2
 * opens the window, the second writes `{ p50, p99, max }` (ms) to
 * BENCH_LAG_FILE. The same for any checkout's server, so A/B runs compare alike.
 */
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_LAG_FILE;
if (file) {
  const lag = monitorEventLoopDelay({ resolution: 10 });
  let open = false;
  process.on('SIGUSR2', () => {
    if (!open) {
      lag.reset();
      lag.enable();
      open = true;
      return;
    }
    lag.disable();
    open = false;
    const ms = (ns: number): number => ns / 1e6;
    fs.writeFileSync(
      file,
      JSON.stringify({ p50: ms(lag.percentile(50)), p99: ms(lag.percentile(99)), max: ms(lag.max) }),
    );
  });
}
