/**
 * Property-based tests: random and hostile input to every two-factor action (the enrolment page's
 * buttons, the sign-in's second step, the owners' requirement), in every encoding and none.
 * Whatever is sent: never a 5xx; a refusal is a 4xx whose message is ours; nothing stored changes
 * unless the answer says it did; no session is ever started by a guess.
 */
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { Secret, TOTP } from "otpauth";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { recoveryCodes, sessions, siteSettings, users } from "../../db/schema.ts";
import { getSetting } from "#app/models/site-settings.server.ts";
import { action as secondStepAction } from "#app/routes/admin/login-two-factor.tsx";
import { action as loginAction } from "#app/routes/admin/login.tsx";
import { action as requirementAction } from "#app/routes/admin/two-factor-requirement.ts";
import { action as pageAction } from "#app/routes/admin/two-factor.tsx";
import { reset } from "#app/services/rate-limit.server.ts";
import { enrolCookieName } from "#app/services/two-factor.server.ts";
import { pendingLoginCookieName } from "#app/services/pending-login.server.ts";
import { testDatabase } from "../setup/test-database.ts";
import { cookieFromSetCookie, createTestStaff, sessionCookieFor, TEST_PASSWORD } from "../support/auth.ts";
import { anyContentType, clientIp, expectConformErrors, expectHumanMessage, fieldText, hostileText, multipart, rawBody, urlEncoded } from "../support/hostile.ts";
import { requestContext, settle } from "../support/route-call.ts";

const db = () => testDatabase().db;
// Each sign-in checks a password with scrypt (about half a second, more on a busy machine).
vi.setConfig({ testTimeout: 90_000 });
type Handler = (args: never) => Promise<unknown>;
type Reply = { error?: string | null; notice?: string | null; result?: { error?: Record<string, string[] | null> } | null };
type Entry = readonly [string, string];

let owner = { id: "", email: "", session: "", secret: "" };
let plain = { id: "", session: "", enrol: "" };

function codeFor(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 });
}

function post(path: string, body: BodyInit | null, contentType: string | null, cookie: string): Request {
  const headers: Record<string, string> = { cookie };
  if (contentType !== null) headers["content-type"] = contentType;
  return new Request(`http://localhost${path}`, { method: "POST", headers, body: typeof body === "string" ? new TextEncoder().encode(body) : body });
}

async function formPost(path: string, entries: readonly Entry[], multi: boolean, cookie: string): Promise<Request> {
  if (!multi) return post(path, urlEncoded(entries), "application/x-www-form-urlencoded", cookie);
  const encoded = new Response(multipart(entries));
  return post(path, new Uint8Array(await encoded.arrayBuffer()), encoded.headers.get("content-type"), cookie);
}

const call = <T = Reply>(handler: Handler, request: Request, ip: string) =>
  settle<T>(() => handler({ request, params: {}, context: requestContext({ ip }) } as never));

async function twoFactorState(userId: string) {
  const [user] = await db().select({ secret: users.totpSecret, step: users.totpLastStep }).from(users).where(eq(users.id, userId));
  const codes = await db().select({ hash: recoveryCodes.codeHash, usedAt: recoveryCodes.usedAt }).from(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  return { secret: user!.secret, codes: codes.map((c) => `${c.hash}:${c.usedAt?.toISOString() ?? ""}`).sort() };
}

/** A 4xx with our own words: the page's message, and the form's field messages when it has any. */
function expectRefusal(answer: { status: number; body: Reply | string }) {
  expect(answer.status, JSON.stringify(answer.body).slice(0, 200)).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  if (typeof answer.body === "string") return expectHumanMessage(answer.body);
  expectHumanMessage(answer.body.error);
  if (answer.body.result?.error && Object.keys(answer.body.result.error).length > 0) expectConformErrors(answer.body.result.error);
}

beforeAll(async () => {
  const created = await createTestStaff("hostile-owner@two-factor.test", "owner");
  const session = await sessionCookieFor(created.id);
  const started = await call(pageAction, await formPost("/admin-dashboard/account/two-factor", [["intent", "start"]], false, session), "192.0.2.1");
  const enrol = cookieFromSetCookie(started.headers.getSetCookie().find((c) => c.startsWith(enrolCookieName()))!);
  const { loader } = await import("#app/routes/admin/two-factor.tsx");
  const page = await settle<{ setup: { secret: string } }>(() =>
    loader({ request: new Request("http://localhost/admin-dashboard/account/two-factor", { headers: { cookie: `${session}; ${enrol}` } }), params: {}, context: requestContext() } as never),
  );
  const secret = page.body.setup.secret;
  const done = await call(pageAction, await formPost("/admin-dashboard/account/two-factor", [["intent", "confirm"], ["code", codeFor(secret)]], false, `${session}; ${enrol}`), "192.0.2.1");
  expect(done.status).toBe(200);
  owner = { id: created.id, email: created.email, session, secret };

  const other = await createTestStaff("hostile-plain@two-factor.test", "editor");
  const otherSession = await sessionCookieFor(other.id);
  const otherStart = await call(pageAction, await formPost("/admin-dashboard/account/two-factor", [["intent", "start"]], false, otherSession), "192.0.2.1");
  plain = { id: other.id, session: otherSession, enrol: cookieFromSetCookie(otherStart.headers.getSetCookie().find((c) => c.startsWith(enrolCookieName()))!) };
});

/** A form in the fields' own shape, or the same with junk values, fields left out or repeated. */
function formEntries(fields: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<Entry[]> {
  const entries = Object.entries(fields).map(([name, value]) =>
    fc.oneof(
      { weight: 4, arbitrary: value.map((v) => [[name, v] as Entry]) },
      { weight: 1, arbitrary: fc.constant([] as Entry[]) },
      { weight: 1, arbitrary: fc.tuple(value, value).map(([a, b]) => [[name, a] as Entry, [name, b] as Entry]) },
    ),
  );
  return fc.tuple(fc.tuple(...entries), fc.array(fc.tuple(hostileText, hostileText), { maxLength: 2 })).map(([lists, extra]) => [...lists.flat(), ...extra]);
}

/** A request as a browser or a script might send it: a proper form, or any body with any type. */
function anyRequest(path: string, fields: Record<string, fc.Arbitrary<string>>, cookie: () => string) {
  return fc.oneof(
    { weight: 4, arbitrary: fc.tuple(formEntries(fields), fc.boolean()).map(([entries, multi]) => () => formPost(path, entries, multi, cookie())) },
    { weight: 1, arbitrary: fc.tuple(rawBody, anyContentType).map(([body, type]) => async () => post(path, body, type, cookie())) },
  );
}

const intents = fieldText(fc.constantFrom("start", "confirm", "remove", "regenerate"));
const sixDigits = fc.stringMatching(/^\d{6}$/);
const codes = fieldText(fc.oneof(sixDigits, fc.stringMatching(/^[a-z2-9]{5}-[a-z2-9]{5}$/)));

describe("the two-factor page with hostile input", () => {
  it("an enrolled account: never a 5xx, always our own refusal, nothing changed", async () => {
    await fc.assert(
      fc.asyncProperty(anyRequest("/admin-dashboard/account/two-factor", { intent: intents, code: codes, confirmation: codes }, () => owner.session), clientIp, async (make, ip) => {
        const before = await twoFactorState(owner.id);
        // Only a right code or the password changes anything, and a guess is never one.
        expectRefusal(await call(pageAction, await make(), ip));
        expect(await twoFactorState(owner.id)).toEqual(before);
      }),
      { numRuns: 60 },
    );
    await reset(`two-factor:${owner.id}`);
  });

  it("an account setting up: never a 5xx; a guessed code never turns it on", async () => {
    await fc.assert(
      fc.asyncProperty(anyRequest("/admin-dashboard/account/two-factor", { intent: intents, code: codes }, () => `${plain.session}; ${plain.enrol}`), clientIp, async (make, ip) => {
        const answer = await call(pageAction, await make(), ip);
        expect(answer.status).toBeLessThan(500);
        if (answer.status >= 400) expectRefusal(answer);
        else expect(answer.status).toBe(303);
        expect((await twoFactorState(plain.id)).secret).toBeNull();
      }),
      { numRuns: 50 },
    );
    await reset(`two-factor:${plain.id}`);
  });
});

describe("the second sign-in step with hostile input", () => {
  it("never a 5xx, never a session from a guess, with or without a pending sign-in", async () => {
    const login = await call(
      loginAction,
      await formPost("/admin-login", [["email", owner.email], ["password", TEST_PASSWORD]], false, ""),
      "192.0.2.50",
    );
    const pending = cookieFromSetCookie(login.headers.getSetCookie().find((c) => c.startsWith(pendingLoginCookieName()))!);
    const cookies = fc.constantFrom(pending, pending, `${pendingLoginCookieName()}=forged.value`, "");
    const sessionsBefore = (await db().select().from(sessions).where(eq(sessions.userId, owner.id))).length;
    await fc.assert(
      fc.asyncProperty(
        cookies.chain((cookie) => anyRequest("/admin-login/two-factor", { code: codes }, () => cookie)),
        clientIp,
        async (make, ip) => {
          const before = await twoFactorState(owner.id);
          const answer = await call(secondStepAction, await make(), ip);
          expectRefusal(answer);
          expect(await twoFactorState(owner.id)).toEqual(before);
        },
      ),
      { numRuns: 60 },
    );
    expect((await db().select().from(sessions).where(eq(sessions.userId, owner.id))).length).toBe(sessionsBefore);
    await reset(`two-factor:${owner.id}`);
  });
});

describe("the owners' requirement with hostile input", () => {
  it("never a 5xx; the setting is exactly what a well-formed form says, otherwise unchanged", async () => {
    let changed = 0;
    await fc.assert(
      fc.asyncProperty(anyRequest("/admin-dashboard/account/two-factor/requirement", { required: fieldText(fc.constantFrom("on", "off")) }, () => owner.session), clientIp, async (make, ip) => {
        const request = await make();
        const sent = request.headers.get("content-type")?.startsWith("application/x-www-form-urlencoded") ? new URLSearchParams(await request.clone().text()) : null;
        const before = await getSetting("security.requireTwoFactor");
        const answer = await call<string>(requirementAction, request, ip);
        if (answer.status === 303) {
          const value = await getSetting("security.requireTwoFactor");
          if (sent) expect(value).toBe(sent.get("required") === "on");
          changed++;
          return;
        }
        expectRefusal(answer);
        expect(await getSetting("security.requireTwoFactor")).toBe(before);
      }),
      {
        numRuns: 60,
        // Well-formed forms are always among the cases, so the floor below never rests on luck.
        examples: (["on", "off", "on", "off"] as const).map((required, i) => [
          () => formPost("/admin-dashboard/account/two-factor/requirement", [["required", required]], i % 2 === 1, owner.session),
          `192.0.2.${60 + i}`,
        ]),
      },
    );
    expect(changed).toBeGreaterThan(3);
    await db().delete(siteSettings);
  });
});
