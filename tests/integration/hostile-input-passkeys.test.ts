/**
 * Property-based tests for the passkey endpoints (decision 038): random and hostile bodies to the
 * sign-in endpoint (`/admin-login/passkey`, anyone can post there), to adding a passkey and to the
 * passkeys page's forms. Whatever is sent: never a 5xx; a refusal is a 4xx with a message of ours;
 * no session is started and no passkey stored by anything but a genuine answer; a rename stores
 * exactly the trimmed name the answer names.
 */
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { sessions, staffPasskeys } from "../../db/schema.ts";
import { enableTwoFactor } from "#app/models/two-factor.server.ts";
import { action as loginPasskeyAction } from "#app/routes/admin/login-passkey.ts";
import { action as registerAction } from "#app/routes/admin/passkey-register.ts";
import { action as pageAction } from "#app/routes/admin/passkeys.tsx";
import { newTotpSecret, seal } from "#app/services/two-factor.server.ts";
import { testDatabase } from "../setup/test-database.ts";
import { createTestStaff, sessionCookieFor } from "../support/auth.ts";
import { anyContentType, clientIp, expectHumanMessage, hostileText, onTheWire, rawBody, urlEncoded, wrongJsonType } from "../support/hostile.ts";
import { requestContext, settle } from "../support/route-call.ts";
import { SoftAuthenticator } from "../support/soft-authenticator.ts";

const db = () => testDatabase().db;
vi.setConfig({ testTimeout: 180_000 });
type Handler = (args: never) => Promise<unknown>;

let staff = { id: "", session: "", passkeyId: "" };

beforeAll(async () => {
  const { id } = await createTestStaff("hostile@passkeys.test", "editor");
  await enableTwoFactor(id, seal(newTotpSecret()), 1, ["b".repeat(64)]);
  const session = await sessionCookieFor(id);
  // One genuine passkey, so that the rename and remove forms can also reach a real row.
  const authenticator = new SoftAuthenticator("http://localhost:3000");
  const start = await call(registerAction, post("/admin-dashboard/account/passkeys/register", JSON.stringify({ step: "options" }), "application/json", session), "192.0.2.1");
  const response = authenticator.register((start.body as { options: never }).options);
  const done = await call(
    registerAction,
    post("/admin-dashboard/account/passkeys/register", JSON.stringify({ step: "verify", name: "Key", response }), "application/json", session),
    "192.0.2.1",
  );
  staff = { id, session, passkeyId: (done.body as { passkey: { id: string } }).passkey.id };
});

function post(path: string, body: string | Uint8Array<ArrayBuffer>, contentType: string | null, cookie = ""): Request {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (contentType !== null) headers["content-type"] = contentType;
  return new Request(`http://localhost${path}`, { method: "POST", headers, body: typeof body === "string" ? new TextEncoder().encode(body) : body });
}

const call = (handler: Handler, request: Request, ip: string) => settle<unknown>(() => handler({ request, params: {}, context: requestContext({ ip }) } as never));

function expectRefusal(answer: { status: number; body: unknown }) {
  expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  const body = answer.body as { error?: unknown; message?: unknown };
  expectHumanMessage(body.error ?? body.message);
}

const b64 = fc.uint8Array({ minLength: 1, maxLength: 80 }).map((bytes) => Buffer.from(bytes).toString("base64url"));
/** Bodies of the right shape whose parts are junk, and bodies of every wrong shape. */
const responseLike = fc.record(
  {
    id: fc.oneof(b64, hostileText, wrongJsonType),
    rawId: fc.oneof(b64, wrongJsonType),
    type: fc.oneof(fc.constant("public-key"), hostileText, wrongJsonType),
    response: fc.oneof(
      fc.record(
        {
          clientDataJSON: fc.oneof(
            b64,
            fc.jsonValue().map((v) => Buffer.from(JSON.stringify(v)).toString("base64url")),
            fc.record({ type: fc.constantFrom("webauthn.get", "webauthn.create"), challenge: fc.oneof(b64, hostileText), origin: fc.constantFrom("http://localhost:3000", "https://evil.example") }).map((v) =>
              Buffer.from(JSON.stringify(v)).toString("base64url"),
            ),
            wrongJsonType,
          ),
          attestationObject: fc.oneof(b64, wrongJsonType),
          authenticatorData: fc.oneof(b64, wrongJsonType),
          signature: fc.oneof(b64, wrongJsonType),
          userHandle: fc.oneof(b64, wrongJsonType),
          transports: fc.oneof(fc.array(fc.constantFrom("usb", "internal", "hybrid", "x")), wrongJsonType),
        },
        { requiredKeys: [] },
      ),
      wrongJsonType,
    ),
    clientExtensionResults: fc.oneof(fc.constant({}), wrongJsonType),
  },
  { requiredKeys: [] },
);
const loginBody = fc.oneof(
  fc.record({ step: fc.constantFrom("options", "verify", "other"), purpose: fc.oneof(fc.constantFrom("sign-in", "second-factor"), hostileText, wrongJsonType) }, { requiredKeys: [] }),
  fc.record({ step: fc.constant("verify"), response: responseLike, redirectTo: fc.oneof(hostileText, wrongJsonType) }, { requiredKeys: ["step", "response"] }),
  wrongJsonType,
);
const registerBody = fc.oneof(
  fc.record({ step: fc.constant("verify"), name: fc.oneof(hostileText, wrongJsonType), response: responseLike }, { requiredKeys: ["step"] }),
  fc.record({ step: fc.oneof(hostileText, wrongJsonType) }),
  wrongJsonType,
);

async function counts() {
  const passkeys = await db().select({ id: staffPasskeys.id, name: staffPasskeys.name, counter: staffPasskeys.counter }).from(staffPasskeys).where(eq(staffPasskeys.userId, staff.id));
  const signedIn = await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, staff.id));
  return { passkeys: JSON.stringify(passkeys), sessions: signedIn.length };
}

describe("hostile input: passkey endpoints", () => {
  it("the sign-in endpoint: raw bodies in any encoding are refused with a 4xx and a message", async () => {
    await fc.assert(
      fc.asyncProperty(rawBody, anyContentType, clientIp, async (body, type, ip) => {
        const answer = await call(loginPasskeyAction, post("/admin-login/passkey", body, type), ip);
        if (answer.status === 200) {
          // Only a well-formed request for options is answered, and with options only.
          expect(answer.body).toHaveProperty("options");
          return;
        }
        expectRefusal(answer);
      }),
      { numRuns: 60 },
    );
  });

  it("the sign-in endpoint: answers of the right shape with junk inside never sign anyone in", async () => {
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(loginBody, clientIp, async (body, ip) => {
        const answer = await call(loginPasskeyAction, post("/admin-login/passkey", JSON.stringify(body), "application/json"), ip);
        expect(answer.status).toBeLessThan(500);
        if (answer.status !== 200) expectRefusal(answer);
        else expect(answer.body).toHaveProperty("options");
      }),
      { numRuns: 120 },
    );
    expect(await counts()).toEqual(before);
  });

  it("adding a passkey: hostile bodies store nothing", async () => {
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(fc.oneof(registerBody.map((b) => JSON.stringify(b)), rawBody), anyContentType, clientIp, async (body, type, ip) => {
        const answer = await call(registerAction, post("/admin-dashboard/account/passkeys/register", body, type ?? "application/json", staff.session), ip);
        if (answer.status === 200) {
          expect(answer.body).toHaveProperty("options");
          return;
        }
        expectRefusal(answer);
      }),
      { numRuns: 100 },
    );
    expect(await counts()).toEqual(before);
  });

  it("the passkeys page: forms with any fields rename only to a valid name, and only the answer's", async () => {
    const intent = fc.oneof(fc.constantFrom("rename", "remove", ""), hostileText);
    const id = fc.oneof(fc.constant("OWN"), fc.uuid(), hostileText);
    const name = fc.oneof(fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,20}$/), hostileText);
    await fc.assert(
      fc.asyncProperty(intent, id, name, clientIp, async (i, rawId, n, ip) => {
        const theId = rawId === "OWN" ? staff.passkeyId : rawId;
        // Removing the one row would end the property early: removal is covered in passkeys.test.ts.
        const fields: [string, string][] = [["intent", i === "remove" && theId === staff.passkeyId ? "rename" : i], ["id", theId], ["name", n]];
        const answer = await call(pageAction as Handler, post("/admin-dashboard/account/passkeys", urlEncoded(fields), "application/x-www-form-urlencoded", staff.session), ip);
        const [row] = await db().select().from(staffPasskeys).where(eq(staffPasskeys.id, staff.passkeyId));
        if (answer.status === 200) {
          expect(row!.name).toBe(onTheWire(n).trim());
          return;
        }
        expectRefusal(answer);
      }),
      { numRuns: 100 },
    );
  });
});
