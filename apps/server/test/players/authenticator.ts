/**
 * A software passkey authenticator for the server tests: what a browser and a
 * platform authenticator together hand a relying party, built with
 * node:crypto. ES256 (P-256) keys; a registration gives a 'none' attestation
 * (attestationObject: CBOR { fmt, attStmt, authData } with the COSE public
 * key in authData) and clientDataJSON; an assertion signs authData ||
 * sha256(clientDataJSON). Credentials are discoverable: `get` answers with
 * the one made for the RP ID, as a browser offers a passkey. No maintained
 * npm package offers one for Node (@simplewebauthn keeps its fixtures
 * private; virtual authenticators live in browsers, used by the e2e tests).
 *
 * `as` makes the browser's side lie on purpose: another origin in
 * clientDataJSON and another RP ID, as a passkey made on another site would be.
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type {
  AuthenticationOptions,
  AuthenticationResponse,
  RegistrationOptions,
  RegistrationResponse,
} from '@kahroba/protocol';

/* A CBOR encoder for what a 'none' attestation needs: integers, byte and text strings, maps. */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}

export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();
const b64 = (data: Uint8Array): string => Buffer.from(data).toString('base64url');

interface Passkey {
  id: Buffer;
  rpId: string;
  userHandle: string;
  key: KeyObject;
  counter: number;
}

export interface Pretend {
  /** The origin written into clientDataJSON (the page's, by default). */
  origin?: string;
  /** The RP ID whose hash is in authData (the options' RP ID, by default). */
  rpId?: string;
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export class SoftAuthenticator {
  readonly passkeys: Passkey[] = [];

  private clientData(type: string, challenge: string, origin: string): string {
    return b64(Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8'));
  }

  /** `navigator.credentials.create` on a page at `origin` with the server's options. */
  create(options: RegistrationOptions, origin: string, pretend: Pretend = {}): RegistrationResponse {
    const rpId = pretend.rpId ?? options.rp.id ?? new URL(origin).hostname;
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = cbor(
      new Map<Cbor, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
    const id = randomBytes(16);
    const credLength = Buffer.alloc(2);
    credLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG_UP | FLAG_UV | FLAG_AT]),
      Buffer.alloc(4), // sign count 0
      Buffer.alloc(16), // AAGUID: none
      credLength,
      id,
      cose,
    ]);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    this.passkeys.push({ id, rpId, userHandle: options.user.id, key: privateKey, counter: 0 });
    return {
      id: b64(id),
      rawId: b64(id),
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, pretend.origin ?? origin),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** `navigator.credentials.get` on a page at `origin`: the newest passkey for the RP ID signs. */
  get(options: AuthenticationOptions, origin: string, pretend: Pretend = {}): AuthenticationResponse {
    const rpId = pretend.rpId ?? options.rpId ?? new URL(origin).hostname;
    const passkey = this.passkeys.findLast((p) => p.rpId === rpId) ?? this.passkeys.at(-1);
    if (!passkey) throw new Error('this authenticator holds no passkey');
    passkey.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(passkey.counter);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([FLAG_UP | FLAG_UV]), counter]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, pretend.origin ?? origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]), {
      key: passkey.key,
      dsaEncoding: 'der',
    });
    return {
      id: b64(passkey.id),
      rawId: b64(passkey.id),
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData: b64(authData),
        signature: b64(signature),
        userHandle: passkey.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
