/**
 * Which web pages may open a Socket.IO connection: only the app's own. A
 * browser always sends `Origin` with a websocket or cross-site request, so a
 * page on another site is refused at the handshake. Allowed: PUBLIC_ORIGIN,
 * the origin of the host the request was sent to (its `Host` header: how a
 * friend reaches the server at http://192.168.1.23:3000 or a host name), and
 * ALLOWED_ORIGINS. A request with no Origin at all comes from a program, not
 * a page (a browser cannot leave it out), and gets through: the header is a
 * guard against other sites in a player's browser, which always send it,
 * not against programs, which can write any header they like.
 */
export interface OriginPolicy {
  publicOrigin: () => string;
  allowed: readonly string[];
}

const canonical = (origin: string): string | null => {
  try {
    const u = new URL(origin);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return u.origin;
  } catch {
    return null;
  }
};

/** Parses ALLOWED_ORIGINS: a comma-separated list of http(s) origins. */
export function parseAllowedOrigins(value: string): string[] {
  return value.split(',').map((s) => s.trim()).filter(Boolean).map((s) => {
    const c = canonical(s);
    if (!c) throw new Error(`ALLOWED_ORIGINS: "${s}" is not an http(s) origin`);
    return c;
  });
}

export function originAllowed(origin: string | undefined, host: string | undefined, policy: OriginPolicy): boolean {
  if (origin === undefined) return true;
  const o = canonical(origin);
  if (!o) return false;
  if (o === canonical(policy.publicOrigin()) || policy.allowed.includes(o)) return true;
  return host !== undefined && new URL(o).host === host.toLowerCase();
}
