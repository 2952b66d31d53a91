/**
 * The addresses people use to reach this server: the host's own machine
 * (localhost) and, on a home network, each non-internal IPv4 interface. Used
 * for room links when PUBLIC_ORIGIN is not set and for the start banner.
 */
import os from 'node:os';

export type Interfaces = ReturnType<typeof os.networkInterfaces>;

const PRIVATE = [/^10\./u, /^192\.168\./u, /^172\.(1[6-9]|2\d|3[01])\./u];

/**
 * Non-internal IPv4 addresses of this machine, private ranges (a home network)
 * first, then the rest in interface order. Link-local 169.254/16 is left out:
 * it is what an interface gets when no network answered.
 */
export function lanIPv4Addresses(interfaces: Interfaces = os.networkInterfaces()): string[] {
  const found: string[] = [];
  for (const list of Object.values(interfaces)) {
    for (const a of list ?? []) {
      if (a.family !== 'IPv4' || a.internal || a.address.startsWith('169.254.')) continue;
      if (!found.includes(a.address)) found.push(a.address);
    }
  }
  const isPrivate = (ip: string): boolean => PRIVATE.some((re) => re.test(ip));
  return [...found.filter(isPrivate), ...found.filter((ip) => !isPrivate(ip))];
}

const isLoopback = (host: string): boolean => /^127\./u.test(host) || host === '::1' || host === 'localhost';
const bracket = (name: string): string => (name.includes(':') && !name.startsWith('[') ? `[${name}]` : name);
export const isWildcard = (host: string): boolean => host === '0.0.0.0' || host === '::' || host === '';

/**
 * `http://host:port` for a listening address. A wildcard address names the
 * first LAN address (what a friend on the same network can open), or
 * `localhost` on a machine with none; IPv6 gets brackets.
 */
export function originFor(host: string, port: number, lan: readonly string[] = []): string {
  return `http://${bracket(isWildcard(host) ? (lan[0] ?? 'localhost') : host)}:${port}`;
}

/**
 * The one human line printed at start: where to open the game on this
 * machine, and where friends on the same network (or the public address) can.
 */
export function startBanner(host: string, port: number, publicOrigin: string, lan: readonly string[]): string {
  const here = `http://${isWildcard(host) ? 'localhost' : bracket(host)}:${port}`;
  const reachable = isWildcard(host) ? lan.map((ip) => `http://${ip}:${port}`) : isLoopback(host) ? [] : [here];
  const others = [...new Set([publicOrigin, ...reachable])].filter(
    (o) => !isLoopback(new URL(o).hostname.replace(/^\[|\]$/gu, '')),
  );
  let tail: string;
  if (others.length > 0) tail = `; friends can join at ${others.join(' or ')}`;
  else if (isLoopback(host)) tail = ' (only this machine can reach it: set HOST=0.0.0.0 for friends on your network)';
  else tail = '; no network address was found for friends to join';
  return `Kahroba Online is running: open ${here} on this machine${tail}.`;
}
