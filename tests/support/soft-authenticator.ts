/**
 * A software WebAuthn authenticator for tests (decision 038): real P-256 keys from node:crypto,
 * attestation "none", authenticator data and signatures built byte by byte as a security key or a
 * phone builds them, so the server's checks run on genuine answers. It also lies on request: another
 * origin, a counter that goes backwards, no user verification.
 */
import crypto from "node:crypto";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";

type Cbor = number | string | Uint8Array | Cbor[] | Map<number | string, Cbor> | { [key: string]: Cbor };

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}

/** Just enough CBOR (RFC 8949) for attestation objects and COSE keys. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => crypto.createHash("sha256").update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

type Credential = { id: Buffer; rpId: string; userHandle: string; privateKey: crypto.KeyObject; counter: number };

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];
  private readonly origin: string;
  /** How much the counter grows per signature (0: an authenticator that does not count, as synced passkeys). */
  private readonly counterStep: number;
  constructor(origin: string, counterStep = 1) {
    this.origin = origin;
    this.counterStep = counterStep;
  }

  register(options: PublicKeyCredentialCreationOptionsJSON, lie: { origin?: string; challenge?: string; rpId?: string } = {}): RegistrationResponseJSON {
    const { privateKey, publicKey } = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
    const jwk = publicKey.export({ format: "jwk" });
    const id = crypto.randomBytes(16);
    const rpId = lie.rpId ?? options.rp.id!;
    const credential: Credential = { id, rpId: options.rp.id!, userHandle: options.user.id, privateKey, counter: 0 };
    this.credentials.push(credential);
    const coseKey = cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([FLAG_UP | FLAG_UV | FLAG_AT]), Buffer.alloc(4), Buffer.alloc(16), idLength, id, coseKey]);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: "webauthn.create", challenge: lie.challenge ?? options.challenge, origin: lie.origin ?? this.origin, crossOrigin: false }),
    );
    return {
      id: b64(id),
      rawId: b64(id),
      type: "public-key",
      response: { clientDataJSON: b64(clientDataJSON), attestationObject: b64(cbor({ fmt: "none", attStmt: {}, authData })), transports: ["internal"] },
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
    };
  }

  /** Signs the challenge with the allowed credential, or (discoverable) the newest one for the RP. */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    lie: { origin?: string; counter?: number; userVerified?: boolean; credential?: Credential; challenge?: string } = {},
  ): AuthenticationResponseJSON {
    const allowed = options.allowCredentials?.map((c) => c.id) ?? [];
    const credential =
      lie.credential ??
      [...this.credentials].reverse().find((c) => c.rpId === options.rpId && (allowed.length === 0 || allowed.includes(b64(c.id))));
    if (!credential) throw new Error("no credential for this relying party");
    credential.counter = lie.counter ?? credential.counter + this.counterStep;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    const flags = FLAG_UP | (lie.userVerified === false ? 0 : FLAG_UV);
    const authData = Buffer.concat([sha256(credential.rpId), Buffer.from([flags]), counter]);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: "webauthn.get", challenge: lie.challenge ?? options.challenge, origin: lie.origin ?? this.origin, crossOrigin: false }),
    );
    const signature = crypto.sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: b64(credential.id),
      rawId: b64(credential.id),
      type: "public-key",
      response: { clientDataJSON: b64(clientDataJSON), authenticatorData: b64(authData), signature: b64(signature), userHandle: credential.userHandle },
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
    };
  }
}
