/**
 * A "device" for the players' tests: a page's origin, a cookie jar (what the
 * browser keeps of `kahroba_player`) and a passkey authenticator, talking to
 * the server's /api/players routes as the web client would.
 */
import { PLAYER_COOKIE, PLAYER_ROUTES } from '@kahroba/protocol';
import type { AuthenticationOptions, PlayerInfo, RegistrationOptions } from '@kahroba/protocol';
import { SoftAuthenticator } from './authenticator';
import type { Pretend } from './authenticator';

export interface Answer<T = unknown> {
  status: number;
  body: { ok: true; data: T } | { ok: false; error: { code: string; message: string } };
  /** The Set-Cookie lines of the answer. */
  cookies: string[];
}

export class Device {
  readonly authenticator = new SoftAuthenticator();
  /** The session cookie as the browser keeps it (null: none). */
  cookie: string | null = null;

  readonly url: string;
  /** The page's origin (sent as Origin); null sends none, as a program would. */
  readonly origin: string | null;

  constructor(url: string, origin: string | null = url.replace('127.0.0.1', 'localhost')) {
    this.url = url;
    this.origin = origin;
  }

  async call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    origin = this.origin,
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (origin !== null) headers.Origin = origin;
    if (this.cookie !== null) headers.Cookie = `${PLAYER_COOKIE}=${this.cookie}`;
    const res = await fetch(`${this.url}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const cookies = res.headers.getSetCookie();
    for (const line of cookies) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (pair.slice(0, eq) !== PLAYER_COOKIE) continue;
      const value = pair.slice(eq + 1);
      // A cleared cookie (empty, or expired at once) is forgotten, as a browser would.
      this.cookie = value === '' || /Expires=Thu, 01 Jan 1970/iu.test(line) ? null : value;
    }
    return { status: res.status, body: (await res.json()) as Answer<T>['body'], cookies };
  }

  post<T = unknown>(path: string, body: unknown = {}, origin = this.origin): Promise<Answer<T>> {
    return this.call<T>('POST', path, body, origin);
  }

  get<T = unknown>(path: string): Promise<Answer<T>> {
    return this.call<T>('GET', path);
  }

  /** The page's origin as the authenticator sees it. */
  private get pageOrigin(): string {
    return this.origin ?? this.url;
  }

  async claimOptions(name: string): Promise<RegistrationOptions> {
    return data(await this.post<RegistrationOptions>(PLAYER_ROUTES.claimOptions, { name }));
  }

  /** The whole claim; the verify's answer. */
  async claim(name: string, pretend: Pretend = {}): Promise<Answer<PlayerInfo>> {
    const options = await this.claimOptions(name);
    const response = this.authenticator.create(options, this.pageOrigin, pretend);
    return this.post<PlayerInfo>(PLAYER_ROUTES.claimVerify, { name, response });
  }

  async signinOptions(): Promise<AuthenticationOptions> {
    return data(await this.post<AuthenticationOptions>(PLAYER_ROUTES.signinOptions));
  }

  /** The whole sign-in with this device's authenticator; the verify's answer. */
  async signIn(pretend: Pretend = {}): Promise<Answer<PlayerInfo>> {
    const options = await this.signinOptions();
    const response = this.authenticator.get(options, this.pageOrigin, pretend);
    return this.post<PlayerInfo>(PLAYER_ROUTES.signinVerify, { response });
  }
}

/** The data of an answer that must be ok. */
export function data<T>(answer: Answer<T>): T {
  if (!answer.body.ok) throw new Error(`refused: ${answer.body.error.code} (${answer.status})`);
  return answer.body.data;
}

/** The error code of an answer that must be a refusal. */
export function code(answer: Answer): string {
  if (answer.body.ok) throw new Error('answered ok');
  return answer.body.error.code;
}

/** A passkey carried to another device (a synced passkey, or the same security key). */
export function carry(from: Device, to: Device): void {
  to.authenticator.passkeys.push(...from.authenticator.passkeys);
}
