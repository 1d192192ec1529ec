import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, prelaunchSignups } from "../../db/schema.ts";
import { requestInfoContext } from "#app/lib/server/request-context.server.ts";
import { signupMessages } from "#app/lib/schemas/iraconnect-signup.ts";
import { action } from "#app/routes/resources/iraconnect-signup.ts";
import { loader as landingLoader } from "#app/routes/iraconnect/landing.tsx";
import { loader as thanksLoader } from "#app/routes/iraconnect/thanks.tsx";
import { action as confirmAction, loader as confirmLoader } from "#app/routes/iraconnect/confirm.tsx";
import { referralLeaderboard } from "#app/models/attribution.server.ts";
import { MAX_BODY_BYTES, MEMBER_COOKIE } from "#app/services/iraconnect-signup.server.ts";
import { startRealtime, stopRealtime } from "#app/services/realtime.server.ts";
import { testDatabase } from "../setup/test-database.ts";

process.env.SESSION_SECRET ??= "test-secret-for-iraconnect-signups-0123456789";

const URL_BASE = "http://localhost:3000";
let ipCounter = 0;
/** Every test gets its own client address unless it says otherwise, so rate limits stay apart. */
const freshIp = () => `203.0.113.${++ipCounter}`;

function contextFor(ip: string, userAgent = "vitest-agent") {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { nonce: "n", requestId: "r", ip, userAgent });
  return context;
}

type CallOptions = { ip?: string; headers?: Record<string, string>; body: string; contentType?: string | null };

async function post({ ip = freshIp(), headers = {}, body, contentType = "application/json" }: CallOptions): Promise<Response> {
  const request = new Request(`${URL_BASE}/api/iraconnect/signup`, {
    method: "POST",
    headers: { ...(contentType ? { "Content-Type": contentType } : {}), ...headers },
    body,
  });
  return (await action({ request, context: contextFor(ip), params: {} } as never)) as Response;
}

const postJson = (payload: unknown, ip?: string) => post({ body: JSON.stringify(payload), ip });

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: "Ravi Kumar",
  email: `ravi.${Math.random().toString(36).slice(2)}@example.com`,
  phone: "+91 98765 43210",
  country: "India",
  role: "Student",
  referralCode: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
  utmTerm: "",
  utmContent: "",
  userAgent: "Mozilla/5.0 (test)",
  sourceIp: "",
  ...overrides,
});

const signupRows = () => testDatabase().db.select().from(prelaunchSignups);

/** Follows the confirmation link of the welcome mail sent to `email`, as its reader would; the page's status. */
type ConfirmAnswer = { init: ResponseInit | null; data: { outcome: string; token?: string | null } };
/** GET of the confirmation page: checks the link, confirms nothing. */
const openConfirmLink = async (link: string) => (await confirmLoader({ request: new Request(link) } as never)) as unknown as ConfirmAnswer;
/** The page's "Confirm my e-mail" button: a form POST with the token. */
const pressConfirm = async (token: string, body: BodyInit = new URLSearchParams({ token })) =>
  (await confirmAction({
    request: new Request(`${URL_BASE}/iraconnect/confirm`, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
    context: contextFor(freshIp()),
  } as never)) as unknown as ConfirmAnswer;

/** Opens the welcome mail's link, then presses the button on the page it shows. */
async function confirmFromWelcomeMail(email: string): Promise<number> {
  const [mail] = await testDatabase().db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const link = /http:\/\/localhost:3000\/iraconnect\/confirm\?token=\S+/.exec(mail!.textBody)![0];
  const page = await openConfirmLink(link);
  if (page.data.outcome !== "pending") return page.init?.status ?? 200;
  const answer = await pressConfirm(page.data.token!);
  return answer.init?.status ?? 200;
}
const mails = () => testDatabase().db.select().from(mailOutbox);

beforeEach(async () => {
  await testDatabase().db.execute(sql`delete from prelaunch_signups`);
  await testDatabase().db.execute(sql`delete from mail_outbox`);
  await testDatabase().db.execute(sql`delete from rate_limits`);
});

describe("POST /api/iraconnect/signup", () => {
  it("stores a normalised signup with attribution, the request's IP and user agent, and queues the welcome mail", async () => {
    const response = await postJson(
      valid({
        name: "  Ravi Kumar  ",
        email: "  Ravi.Kumar@Example.COM ",
        phone: "+91 (98765) 43-210",
        utmSource: "linkedin",
        utmMedium: "social",
        utmCampaign: "prelaunch",
        utmTerm: "ai network",
        utmContent: "post-1",
        sourceIp: "6.6.6.6",
      }),
      "198.51.100.7",
    );
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toEqual({ success: true, error: null, refId: expect.stringMatching(/^[A-Za-z0-9]{10}$/), totalSignups: 1 });

    const [row] = await signupRows();
    expect(row).toMatchObject({
      refId: answer.refId,
      name: "Ravi Kumar",
      email: "ravi.kumar@example.com",
      phone: "+919876543210",
      country: "India",
      role: "Student",
      referredBy: null,
      utmSource: "linkedin",
      utmMedium: "social",
      utmCampaign: "prelaunch",
      utmTerm: "ai network",
      utmContent: "post-1",
      userAgent: "Mozilla/5.0 (test)",
      ip: "198.51.100.7",
    });

    const [mail] = await mails();
    expect(mail).toMatchObject({ kind: "iraconnect-welcome", toAddress: "ravi.kumar@example.com", status: "pending" });
    expect(mail!.textBody).toContain(`http://localhost:3000/iraconnect?ref=${answer.refId}`);
    expect(mail!.textBody).toContain("Hi Ravi,");

    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(new RegExp(`^${MEMBER_COOKIE}=${answer.refId}\\.`));
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
  });

  it("uses the request's user agent when the payload has none", async () => {
    const response = await postJson(valid({ userAgent: undefined }));
    expect(response.status).toBe(200);
    const [row] = await signupRows();
    expect(row!.userAgent).toBe("vitest-agent");
  });

  it("answers a repeat signup with success, no second row and no second mail; the refId only to the browser that joined", async () => {
    const firstResponse = await postJson(valid({ email: "asha@example.com" }));
    const first = await firstResponse.json();
    const again = await postJson(valid({ email: "  ASHA@Example.com", name: "Asha Again", phone: "+1 555 000 1111" }));
    expect(again.status).toBe(200);
    // Knowing Asha's address does not give her referral code (it names her on the invited-by banner).
    expect(await again.json()).toEqual({ success: true, error: null, refId: null, totalSignups: 1 });
    const fromHerBrowser = await post({
      body: JSON.stringify(valid({ email: "asha@example.com" })),
      headers: { Cookie: firstResponse.headers.get("set-cookie")!.split(";")[0]! },
    });
    expect(await fromHerBrowser.json()).toEqual({ success: true, error: null, refId: first.refId, totalSignups: 1 });
    const rowsNow = await signupRows();
    expect(rowsNow).toHaveLength(1);
    expect(rowsNow[0]!.name).toBe("Ravi Kumar");
    expect(await mails()).toHaveLength(1);
  });

  it("keeps one row when signups with one e-mail arrive at the same moment", async () => {
    const payload = valid({ email: "same.moment@example.com" });
    const responses = await Promise.all(Array.from({ length: 8 }, () => postJson(payload)));
    const answers = await Promise.all(responses.map((r) => r.json()));
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200));
    // The one that stored the row gets the refId; the others (other "browsers") do not.
    expect(answers.filter((a) => a.refId !== null)).toHaveLength(1);
    expect(answers.every((a) => a.success === true)).toBe(true);
    expect(await signupRows()).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
  });

  it("stores signups that arrive together (one statement) and answers each as if it had come alone", async () => {
    const payloads = Array.from({ length: 12 }, (_, i) => valid({ email: `together.${i}@example.com`, name: `Together ${i}` }));
    const responses = await Promise.all(payloads.map((payload) => postJson(payload)));
    const answers = await Promise.all(responses.map((r) => r.json()));
    expect(responses.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((a) => a.refId)).size).toBe(12);
    for (const answer of answers) expect(answer.totalSignups).toBeGreaterThanOrEqual(1);
    for (const answer of answers) expect(answer.totalSignups).toBeLessThanOrEqual(12);
    // Each browser gets the cookie of its own signup.
    responses.forEach((r, i) => expect(r.headers.get("set-cookie")).toMatch(new RegExp(`^${MEMBER_COOKIE}=${answers[i].refId}\\.`)));
    const stored = await signupRows();
    expect(stored).toHaveLength(12);
    for (const [i, payload] of payloads.entries()) {
      expect(stored.find((row) => row.refId === answers[i].refId)).toMatchObject({ email: payload.email, name: payload.name });
    }
    expect((await mails()).map((m) => m.toAddress).sort()).toEqual(payloads.map((p) => p.email).sort());
  });

  it("lets 10 of 15 signups from one network arriving together through, and tells the other 5 to wait", async () => {
    const ip = "192.0.2.77";
    const responses = await Promise.all(Array.from({ length: 15 }, () => postJson(valid(), ip)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(10).fill(200), ...Array(5).fill(429)]);
    expect(await signupRows()).toHaveLength(10);
    expect(await mails()).toHaveLength(10);
  });

  describe("referrals", () => {
    it("links a new signup to a valid referrer once; a later signup with another code changes nothing", async () => {
      const referrer = await (await postJson(valid({ email: "referrer@example.com" }))).json();
      const other = await (await postJson(valid({ email: "other@example.com" }))).json();
      const friend = await (await postJson(valid({ email: "friend@example.com", referralCode: referrer.refId }))).json();
      expect(friend.success).toBe(true);
      await postJson(valid({ email: "friend@example.com", referralCode: other.refId }));
      const [row] = await testDatabase().db.select().from(prelaunchSignups).where(eq(prelaunchSignups.email, "friend@example.com"));
      expect(row!.referredBy).toBe(referrer.refId);
      const referred = await testDatabase().db.select().from(prelaunchSignups).where(eq(prelaunchSignups.referredBy, other.refId));
      expect(referred).toHaveLength(0);
    });

    it("ignores a self-referral, an unknown code and a malformed code, without an error", async () => {
      const self = await (await postJson(valid({ email: "self@example.com" }))).json();
      const again = await postJson(valid({ email: "self@example.com", referralCode: self.refId }));
      expect((await again.json()).success).toBe(true);

      const unknown = await postJson(valid({ email: "unknown@example.com", referralCode: "NoSuchCode" }));
      expect(unknown.status).toBe(200);
      const malformed = await postJson(valid({ email: "malformed@example.com", referralCode: "<script>alert(1)</script>" }));
      expect(malformed.status).toBe(200);

      const rowsNow = await signupRows();
      expect(rowsNow).toHaveLength(3);
      expect(rowsNow.every((row) => row.referredBy === null)).toBe(true);
    });
  });

  it("answers a bot that fills the honeypot like a success and stores nothing", async () => {
    const response = await postJson(valid({ website: "https://spam.example" }));
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toEqual({ success: true, error: null, refId: expect.stringMatching(/^[A-Za-z0-9]{10}$/), totalSignups: 0 });
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await signupRows()).toHaveLength(0);
    expect(await mails()).toHaveLength(0);

    const form = await post({
      contentType: "application/x-www-form-urlencoded",
      body: new URLSearchParams({ ...valid(), website: "spam" } as Record<string, string>).toString(),
    });
    expect(form.status).toBe(200);
    expect(await signupRows()).toHaveLength(0);
  });

  it("limits signups per client IP (10 per window) with a 429 and a message; the payload's sourceIp changes nothing", async () => {
    const ip = "192.0.2.50";
    for (let i = 0; i < 10; i++) {
      const ok = await postJson(valid({ sourceIp: `10.0.0.${i}` }), ip);
      expect(ok.status).toBe(200);
    }
    const limited = await postJson(valid({ sourceIp: "10.9.9.9" }), ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      success: false,
      error: "Too many signups from your network. Please try again in 10 minutes.",
      refId: null,
      totalSignups: null,
    });
    expect(await signupRows()).toHaveLength(10);
    expect((await postJson(valid(), "192.0.2.51")).status).toBe(200);
  });

  describe("confirmation and referral farming (issue 16.5)", () => {
    const confirmWith = (token: string) => pressConfirm(token);
    const pageFor = (token: string) => openConfirmLink(`${URL_BASE}/iraconnect/confirm?token=${encodeURIComponent(token)}`);

    it("the welcome mail's link confirms the e-mail once; a second click says so; a forged or bare token changes nothing", async () => {
      const { refId } = await (await postJson(valid({ email: "confirm.me@example.com" }))).json();
      const [mail] = await mails();
      expect(mail!.textBody).toContain("Please confirm your e-mail address:");
      expect(mail!.htmlBody).toContain('href="http://localhost:3000/iraconnect/confirm?token=');
      expect((await signupRows())[0]!.confirmedAt).toBeNull();

      // Opening the link (as a mail scanner does) shows the button and confirms nothing.
      const link = /http:\/\/localhost:3000\/iraconnect\/confirm\?token=\S+/.exec(mail!.textBody)![0];
      for (let i = 0; i < 3; i++) {
        const page = await openConfirmLink(link);
        expect(page.init?.status ?? 200).toBe(200);
        expect(page.data).toEqual({ outcome: "pending", token: decodeURIComponent(/token=(\S+)/.exec(link)![1]!) });
      }
      expect((await signupRows())[0]!.confirmedAt).toBeNull();

      expect(await confirmFromWelcomeMail("confirm.me@example.com")).toBe(200);
      const confirmedAt = (await signupRows())[0]!.confirmedAt;
      expect(confirmedAt).toBeInstanceOf(Date);
      const token = /token=(\S+)/.exec(mail!.textBody)![1]!;
      expect((await confirmWith(decodeURIComponent(token))).data.outcome).toBe("already-confirmed");
      expect((await signupRows())[0]!.confirmedAt).toEqual(confirmedAt);

      expect((await pageFor(decodeURIComponent(token))).data).toEqual({ outcome: "already-confirmed", token: null });

      for (const forged of [refId, `${refId}.forged`, "", "x".repeat(5000)]) {
        const answer = await confirmWith(forged);
        expect(answer.data.outcome, forged.slice(0, 20)).toBe("invalid");
        expect(answer.init?.status).toBeGreaterThanOrEqual(400);
        expect(answer.init?.status).toBeLessThan(500);
        const page = await pageFor(forged);
        expect(page.data.outcome, forged.slice(0, 20)).toBe("invalid");
        expect(page.init?.status).toBe(400);
      }
    });

    it("whatever a stranger sends to the confirmation page or its button, the answer is a 4xx or a page, and nobody is confirmed", async () => {
      await postJson(valid({ email: "nobody.confirms@example.com" }));
      await fc.assert(
        fc.asyncProperty(fc.string({ unit: "binary", maxLength: 300 }), fc.string({ maxLength: 300 }), async (token, rawBody) => {
          for (const answer of [await pageFor(token), await confirmWith(token), await pressConfirm(token, rawBody)]) {
            expect(answer.init?.status ?? 200).toBeLessThan(500);
            expect(["pending", "invalid", "unknown", "already-confirmed"]).toContain(answer.data.outcome);
          }
        }),
        { numRuns: 40 },
      );
      expect((await signupRows())[0]!.confirmedAt).toBeNull();
    });

    it("plus-addresses and Gmail dots are one member: no second row, no second mail, no referral to oneself", async () => {
      const alice = await (await postJson(valid({ email: "alice@gmail.com" }))).json();
      for (const variant of ["alice+p1@gmail.com", "a.l.i.c.e+p2@gmail.com", "Alice+p3@googlemail.com"]) {
        const answer = await postJson(valid({ email: variant, referralCode: alice.refId }));
        expect(answer.status).toBe(200);
        expect((await answer.json()).success).toBe(true);
      }
      expect(await signupRows()).toHaveLength(1);
      expect(await mails()).toHaveLength(1);
      // Elsewhere a "+" may be another mailbox: kept apart.
      await postJson(valid({ email: "alice+sales@example.com" }));
      await postJson(valid({ email: "alice@example.com" }));
      expect(await signupRows()).toHaveLength(3);
    });

    it("six plus-addressed signups with Alice's code give her one pending referral, and none until it is confirmed", async () => {
      const aliceResponse = await postJson(valid({ name: "Alice Farmer", email: "alice.farmer@example.com" }));
      const alice = await aliceResponse.json();
      for (let i = 1; i <= 6; i++) await postJson(valid({ name: "Bob", email: `bob+p${i}@gmail.com`, referralCode: alice.refId }));
      const referred = await testDatabase().db.select().from(prelaunchSignups).where(eq(prelaunchSignups.referredBy, alice.refId));
      expect(referred).toHaveLength(1);
      const cookie = aliceResponse.headers.get("set-cookie")!.split(";")[0]!;
      const view = async () =>
        (await thanksLoader({ request: new Request(`${URL_BASE}/iraconnect/thanks`, { headers: { Cookie: cookie } }) } as never)) as unknown as Record<string, unknown>;
      expect(await view()).toMatchObject({ referrals: 0, pendingReferrals: 1 });
      expect(await referralLeaderboard()).toEqual([]);

      expect(await confirmFromWelcomeMail("bob+p1@gmail.com")).toBe(200);
      expect(await view()).toMatchObject({ referrals: 1, pendingReferrals: 0 });
      expect(await referralLeaderboard()).toEqual([{ refId: alice.refId, name: "Alice Farmer", referrals: 1 }]);
    });
  });

  describe("validation (SPEC §5 messages)", () => {
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      [
        "missing fields",
        { name: undefined, email: undefined, phone: undefined, country: undefined, role: undefined },
        {
          name: signupMessages.nameRequired,
          email: signupMessages.emailRequired,
          phone: signupMessages.phoneRequired,
          country: signupMessages.country,
          role: signupMessages.role,
        },
      ],
      [
        "blank fields",
        { name: "   ", email: " ", phone: "", country: "", role: "" },
        {
          name: signupMessages.nameRequired,
          email: signupMessages.emailRequired,
          phone: signupMessages.phoneRequired,
          country: signupMessages.country,
          role: signupMessages.role,
        },
      ],
      ["a one-letter name", { name: " R " }, { name: "Name must be at least 2 characters" }],
      ["an e-mail without a domain", { email: "ravi@" }, { email: "Please enter a valid email address" }],
      ["an e-mail with spaces", { email: "ravi kumar@example.com" }, { email: "Please enter a valid email address" }],
      ["a phone starting with 0", { phone: "0123 456" }, { phone: "Please enter a valid phone number" }],
      ["a phone with letters", { phone: "+1 555 CALL NOW" }, { phone: "Please enter a valid phone number" }],
      ["a phone with 17 digits", { phone: "+12345678901234567" }, { phone: "Please enter a valid phone number" }],
      ["a country not on the list", { country: "Atlantis" }, { country: "Please select your country" }],
      ["a role not on the list", { role: "Wizard" }, { role: "Please select your role" }],
    ];

    it.each(cases)("answers 400 with the message for %s and stores nothing", async (_label, overrides, expected) => {
      const response = await postJson(valid(overrides));
      expect(response.status).toBe(400);
      const answer = await response.json();
      expect(answer.success).toBe(false);
      expect(answer.refId).toBeNull();
      const got = Object.fromEntries(Object.entries(answer.fieldErrors).map(([k, v]) => [k, (v as string[])[0]]));
      expect(got).toEqual(expected);
      expect(answer.error).toBe(Object.values(expected)[0]);
      expect(await signupRows()).toHaveLength(0);
    });

    it("accepts 16 digits with a plus, the longest phone SPEC §9 allows", async () => {
      const response = await postJson(valid({ phone: "+1234567890123456" }));
      expect(response.status).toBe(200);
      expect((await signupRows())[0]!.phone).toBe("+1234567890123456");
    });

    it("gives the same messages for a form-encoded body", async () => {
      const response = await post({
        contentType: "application/x-www-form-urlencoded",
        body: new URLSearchParams({ name: "R", email: "nope", phone: "", country: "", role: "Student" }).toString(),
      });
      expect(response.status).toBe(400);
      const answer = await response.json();
      expect(answer.fieldErrors).toEqual({
        name: ["Name must be at least 2 characters"],
        email: ["Please enter a valid email address"],
        phone: ["Phone number is required"],
        country: ["Please select your country"],
      });
    });
  });

  describe("bad payloads get a 4xx with a message and store nothing", () => {
    it.each([
      ["numbers for text", { name: 42, email: 7 }, { name: "Name must be text", email: "Email must be text" }],
      ["objects and arrays", { phone: { digits: "1" }, country: ["India"] }, { phone: "Phone number must be text", country: "Please select your country" }],
      ["a huge name", { name: "x".repeat(5000) }, { name: "Name must be at most 100 characters" }],
      ["a huge e-mail", { email: `${"a".repeat(300)}@example.com` }, { email: "Please enter a valid email address" }],
      ["a huge UTM value", { utmSource: "u".repeat(201) }, { utmSource: "UTM values must be at most 200 characters" }],
      ["a referral code of the wrong type", { referralCode: 12345 }, { referralCode: "Referral code must be text" }],
    ])("%s → 400", async (_label, overrides, expected) => {
      const response = await postJson(valid(overrides));
      expect(response.status).toBe(400);
      const answer = await response.json();
      for (const [field, message] of Object.entries(expected)) expect(answer.fieldErrors[field]).toEqual([message]);
      expect(await signupRows()).toHaveLength(0);
    });

    it.each([
      ["text/plain", "name=Ravi", 415, "Send the signup as JSON (application/json) or as a form (application/x-www-form-urlencoded)"],
      ["multipart/form-data; boundary=x", "--x--", 415, "Send the signup as JSON (application/json) or as a form (application/x-www-form-urlencoded)"],
      [null, "{}", 415, "Send the signup as JSON (application/json) or as a form (application/x-www-form-urlencoded)"],
      ["application/json", "{not json", 400, "The request body is not valid JSON"],
      ["application/json", "[1,2,3]", 400, "The signup must be a JSON object"],
      ["application/json", "null", 400, "The signup must be a JSON object"],
      ["application/json", JSON.stringify(valid({ padding: "p".repeat(MAX_BODY_BYTES) })), 413, "The signup is too large"],
    ])("content type %s with %#→ %i", async (contentType, body, status, message) => {
      const response = await post({ contentType, body });
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ success: false, error: message });
      expect(await signupRows()).toHaveLength(0);
    });

    // Cross-site posts are refused by the server before any route runs (server/security.ts):
    // tests/unit/origin-check.test.ts and tests/e2e/security.spec.ts check it for this endpoint.
  });
});

describe("the no-JavaScript form and the pages", () => {
  const browserForm = (fields: Record<string, string>, ip = freshIp()) =>
    post({
      ip,
      contentType: "application/x-www-form-urlencoded",
      headers: { Accept: "text/html,application/xhtml+xml" },
      body: new URLSearchParams(fields).toString(),
    });

  const cookieOf = (response: Response, name: string) =>
    response.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${name}=`))!
      .split(";")[0]!;

  it("redirects a valid form to the thanks page, which shows the member from the signed cookie", async () => {
    const firstMeera = await postJson(valid({ name: "Meera Iyer", email: "meera@example.com" }));
    const referrer = await firstMeera.clone().json();
    const response = await browserForm({
      name: "Arjun Rao",
      email: "arjun@example.com",
      phone: "98765 43210",
      country: "India",
      role: "Designer",
      referralCode: referrer.refId,
      utmSource: "newsletter",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/iraconnect/thanks");
    const cookie = cookieOf(response, MEMBER_COOKIE);

    const member = await thanksLoader({ request: new Request(`${URL_BASE}/iraconnect/thanks`, { headers: { Cookie: cookie } }) } as never);
    expect(member).toMatchObject({ firstName: "Arjun", referrals: 0, communitySize: 6002 });

    // The referrer's page counts the referral (+50 tokens are computed from it).
    const [referrerRow] = await testDatabase().db.select().from(prelaunchSignups).where(eq(prelaunchSignups.refId, referrer.refId));
    expect(referrerRow).toBeTruthy();
    const view = (cookie: string) =>
      thanksLoader({ request: new Request(`${URL_BASE}/iraconnect/thanks`, { headers: { Cookie: cookie } }) } as never);
    const meeraCookie = cookieOf(firstMeera, MEMBER_COOKIE);
    // Arjun's signup counts for Meera once he confirms his e-mail (issue 16.5): pending until then.
    expect(await view(meeraCookie)).toMatchObject({ firstName: "Meera", referrals: 0, pendingReferrals: 1 });
    expect(await confirmFromWelcomeMail("arjun@example.com")).toBe(200);
    expect(await view(meeraCookie)).toMatchObject({ firstName: "Meera", referrals: 1, pendingReferrals: 0 });
    // Signing up again from the browser that joined keeps the full view.
    const again = await post({ body: JSON.stringify(valid({ email: "meera@example.com" })), headers: { Cookie: meeraCookie } });
    expect(await view(cookieOf(again, MEMBER_COOKIE))).toMatchObject({ firstName: "Meera", refId: referrer.refId, referrals: 1 });
    // Anyone else who knows the address gets the thanks page, but neither Meera's code nor her record.
    const stranger = await postJson(valid({ email: "meera@example.com" }));
    expect((await stranger.json()).refId).toBeNull();
    expect(await view(cookieOf(stranger, MEMBER_COOKIE))).toMatchObject({ firstName: "Meera", refId: null, referrals: null, pendingReferrals: null });
    const [arjun] = await testDatabase().db.select().from(prelaunchSignups).where(eq(prelaunchSignups.email, "arjun@example.com"));
    expect(arjun).toMatchObject({ referredBy: referrer.refId, utmSource: "newsletter", phone: "9876543210" });
  });

  it("sends the thanks page back to /iraconnect without a cookie, or with a forged or bare refId", async () => {
    const { refId } = await (await postJson(valid())).json();
    for (const cookie of [undefined, `${MEMBER_COOKIE}=${refId}`, `${MEMBER_COOKIE}=${refId}.forged`]) {
      const request = new Request(`${URL_BASE}/iraconnect/thanks`, { headers: cookie ? { Cookie: cookie } : {} });
      const thrown = await Promise.resolve(thanksLoader({ request } as never)).catch((e: unknown) => e);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(302);
      expect((thrown as Response).headers.get("location")).toBe("/iraconnect");
    }
  });

  it("redirects an invalid form back to the form, which shows the messages and the typed values once", async () => {
    const response = await browserForm({ name: "A", email: "arjun@", phone: "12", country: "India", role: "" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/iraconnect/join#join");
    const flash = cookieOf(response, "iraconnect_flash");

    const result = await landingLoader({ request: new Request(`${URL_BASE}/iraconnect/join`, { headers: { Cookie: flash } }) } as never);
    const loaded = (result as unknown as { data: { flash: { submission: { error: Record<string, string[]>; initialValue: Record<string, string> } } } }).data;
    expect(loaded.flash.submission.error).toMatchObject({
      name: ["Name must be at least 2 characters"],
      email: ["Please enter a valid email address"],
      role: ["Please select your role"],
    });
    expect(loaded.flash.submission.initialValue).toMatchObject({ name: "A", email: "arjun@", country: "India" });
    expect((result as unknown as { init: { headers: Record<string, string> } }).init.headers["Set-Cookie"]).toContain("Max-Age=0");
    expect(await signupRows()).toHaveLength(0);

    // A tampered flash cookie is ignored.
    const tampered = await landingLoader({
      request: new Request(`${URL_BASE}/iraconnect/join`, { headers: { Cookie: flash.replace(/.$/, (c) => (c === "A" ? "B" : "A")) } }),
    } as never);
    expect((tampered as unknown as { data: { flash: unknown } }).data.flash).toBeNull();
  });

  it("tells a rate-limited form visitor why, on the form", async () => {
    const ip = "192.0.2.99";
    for (let i = 0; i < 10; i++) await postJson(valid(), ip);
    const response = await browserForm({ ...(valid() as Record<string, string>) }, ip);
    expect(response.headers.get("location")).toBe("/iraconnect/join#join");
    const flash = cookieOf(response, "iraconnect_flash");
    const result = await landingLoader({ request: new Request(`${URL_BASE}/iraconnect`, { headers: { Cookie: flash } }) } as never);
    expect((result as unknown as { data: { flash: { error: string } } }).data.flash.error).toBe(
      "Too many signups from your network. Please try again in 10 minutes.",
    );
  });

  it("landing: shows the count plus 6000, the referrer's first name for a valid ref, a generic line otherwise", async () => {
    const { refId } = await (await postJson(valid({ name: "Priya Sharma", email: "priya@example.com" }))).json();
    await postJson(valid());
    const load = async (query: string) =>
      ((await landingLoader({ request: new Request(`${URL_BASE}/iraconnect${query}`) } as never)) as unknown as {
        data: { displayCount: number; invite: { firstName: string | null } | null; defaults: Record<string, string | undefined> };
      }).data;

    const plain = await load("");
    expect(plain.displayCount).toBe(6002);
    expect(plain.invite).toBeNull();

    const invited = await load(`?ref=${refId}&utm_source=linkedin&utm_campaign=launch`);
    expect(invited.invite).toEqual({ firstName: "Priya" });
    expect(invited.defaults).toMatchObject({ referralCode: refId, utmSource: "linkedin", utmCampaign: "launch" });

    expect((await load("?ref=Unknown123")).invite).toEqual({ firstName: null });
    expect((await load(`?ref=${encodeURIComponent("<img src=x onerror=alert(1)>")}`)).invite).toEqual({ firstName: null });
    expect((await load(`?ref=${"x".repeat(5000)}`)).invite).toEqual({ firstName: null });
  });
});

describe("the live count while this process listens for changes", () => {
  beforeAll(async () => startRealtime(testDatabase()));
  afterAll(async () => stopRealtime());

  const displayed = async () =>
    ((await landingLoader({ request: new Request(`${URL_BASE}/iraconnect`) } as never)) as unknown as { data: { displayCount: number } }).data
      .displayCount;

  it("includes this process's signups at once and another instance's once its event arrives", async () => {
    expect((await (await postJson(valid())).json()).totalSignups).toBe(1);
    expect((await (await postJson(valid())).json()).totalSignups).toBe(2);
    expect(await displayed()).toBe(6002);

    // Another instance's insert reaches us only through NOTIFY.
    await testDatabase().db.execute(
      sql`insert into prelaunch_signups (ref_id, name, email, phone, country, role) values ('OtherInst1', 'Other', 'other.instance@example.com', '+15550001111', 'Canada', 'Student')`,
    );
    await expect.poll(displayed, { timeout: 4000 }).toBe(6003);

    // Signups at the same moment each see a count that includes themselves.
    const answers = await Promise.all(Array.from({ length: 6 }, () => postJson(valid()).then((r) => r.json())));
    for (const answer of answers) expect(answer.totalSignups).toBeGreaterThanOrEqual(4);
    // Each answer counts from its own statement's snapshot (decision 016: one statement per
    // signup), so on a server no single answer is promised to see all six; none exceeds the total,
    // and the page settles on it.
    for (const answer of answers) expect(answer.totalSignups).toBeLessThanOrEqual(9);
    await expect.poll(displayed, { timeout: 4000 }).toBe(6009);
  });
});
