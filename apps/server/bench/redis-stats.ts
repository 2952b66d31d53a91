/** Redis's own CPU and command counts over a benchmark's measured window (several nodes: load.ts with NODES). */
import { Redis } from 'ioredis';

export interface RedisStats {
  cpuMs: number;
  calls: Map<string, number>;
}

/** Redis's own CPU (ms) and the calls of each command so far (INFO cpu, INFO commandstats). */
export async function redisStats(url: string): Promise<RedisStats> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await client.connect();
    const cpu = await client.info('cpu');
    const commands = await client.info('commandstats');
    const num = (k: string): number => Number(new RegExp(`${k}:([\\d.]+)`, 'u').exec(cpu)?.[1] ?? NaN);
    const calls = new Map<string, number>();
    for (const m of commands.matchAll(/cmdstat_([\w|]+):calls=(\d+)/gu)) calls.set(m[1] ?? '', Number(m[2]));
    return { cpuMs: (num('used_cpu_sys') + num('used_cpu_user')) * 1000, calls };
  } finally {
    client.disconnect();
  }
}

/** Redis CPU and the busiest commands per intent over the window (the stats' own INFO calls excluded). */
export function perIntent(a: RedisStats, b: RedisStats, intents: number): string {
  const calls = [...b.calls]
    .map(([k, v]) => [k, (v - (a.calls.get(k) ?? 0)) / Math.max(1, intents)] as const)
    .filter(([k, v]) => k !== 'info' && v >= 0.05)
    .sort((x, y) => y[1] - x[1]);
  return `CPU ${((b.cpuMs - a.cpuMs) / Math.max(1, intents)).toFixed(3)} ms; ${calls.map(([k, v]) => `${k} ${v.toFixed(2)}`).join(', ')}`;
}
