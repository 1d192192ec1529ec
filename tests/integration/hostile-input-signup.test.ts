/**
 * Property-based tests: random and hostile input to the IRACONNECT signup endpoint (JSON from the
 * modal and API clients, the form without JavaScript, anything else anyone sends) and to the
 * landing and thanks pages. Never a 5xx; a refusal says what is wrong; an accepted signup is
 * stored as the shared schema makes it; no stored row breaks the schema.
 */
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prelaunchSignups } from "../../db/schema.ts";
import { COUNTRY_OPTIONS, REF_ID_PATTERN, ROLE_OPTIONS, signupSchema, UTM_MAX, type SignupAnswer } from "#app/lib/schemas/iraconnect-signup.ts";
import { loader as landingLoader } from "#app/routes/iraconnect/landing.tsx";
import { loader as thanksLoader } from "#app/routes/iraconnect/thanks.tsx";
import { action as signupAction, loader as signupLoader } from "#app/routes/resources/iraconnect-signup.ts";
import { action as countAction, loader as countLoader } from "#app/routes/resources/iraconnect-count.ts";
import { action as memberAction, loader as memberLoader } from "#app/routes/resources/iraconnect-member.ts";
import { MAX_BODY_BYTES, type SignupFlash } from "#app/services/iraconnect-signup.server.ts";
import { rateLimitRules } from "#app/services/rate-limit.server.ts";
import { resetSigningKey } from "#app/services/signing.server.ts";
import { testDatabase } from "../setup/test-database.ts";
import {
  anyContentType,
  asHeaderValue,
  clientIp,
  cutOffRequest,
  cutOffUpload,
  expectConformErrors,
  expectHumanMessage,
  fieldText,
  freeText,
  hasLoneSurrogate,
  hostileText,
  hugeText,
  rawBody,
  urlEncoded,
  validEmail,
  validName,
  wrongJsonType,
} from "../support/hostile.ts";
import { requestContext, settle } from "../support/route-call.ts";
import { clearLimits, expectAllRowsValid, expectOutboxRowsValid, expectSignupRowsValid } from "../support/stored-rows.ts";

process.env.SESSION_SECRET = "hostile-input-signup-secret-0123456789abcdef";

const db = () => testDatabase().db;
const contextFor = (ip: string) => requestContext({ ip, userAgent: "Mozilla/5.0 (fuzz)" });

type Send = { body: string | Uint8Array<ArrayBuffer>; contentType: string | null; ip: string; headers?: Record<string, string>; method?: string };

async function send({ body, contentType, ip, headers = {}, method = "POST" }: Send): Promise<Response> {
  const request = new Request("http://localhost/api/iraconnect/signup", {
    method,
    // Bytes, so that the platform adds no Content-Type of its own.
    body: typeof body === "string" ? new TextEncoder().encode(body) : body,
    headers: { ...(contentType === null ? {} : { "content-type": contentType }), ...headers },
  });
  const response = await signupAction({ request, context: contextFor(ip), params: {} } as never);
  expect(response).toBeInstanceOf(Response);
  return response as Response;
}

/** Phone numbers people type: an optional plus, digits, spaces, dashes, parentheses. */
const validPhone = fc
  .tuple(fc.constantFrom("+", ""), fc.integer({ min: 1, max: 9 }), fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.constantFrom("", "", "", " ", "-", "(", ")")), { minLength: 5, maxLength: 12 }))
  .map(([plus, first, rest]) => `${plus}${first}${rest.map(([digit, sep]) => `${sep}${digit}`).join("")}`);

const choiceOf = (options: readonly string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...options) },
    { weight: 1, arbitrary: fc.constantFrom(...options).map((o) => o.toLowerCase()) },
    { weight: 1, arbitrary: fc.constantFrom(...options).map((o) => ` ${o}`) },
    { weight: 1, arbitrary: hostileText },
  );

const attribution = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("linkedin", "newsletter", "Spring Launch 2025") },
  { weight: 3, arbitrary: freeText(fc.constantFrom("linkedin", "x", "post-1")) },
  { weight: 1, arbitrary: fc.constantFrom("", "   ") },
  { weight: 1, arbitrary: fc.string({ minLength: 190, maxLength: 220 }) },
);

const signupFields = {
  name: fc.oneof({ weight: 3, arbitrary: freeText(validName) }, { weight: 3, arbitrary: fieldText(validName) }),
  email: fieldText(validEmail),
  phone: fieldText(validPhone),
  country: choiceOf(COUNTRY_OPTIONS),
  role: choiceOf(ROLE_OPTIONS),
  referralCode: fc.oneof(fc.stringMatching(/^[A-Za-z0-9]{10}$/), hostileText),
  utmSource: attribution,
  utmMedium: attribution,
  utmCampaign: attribution,
  utmTerm: attribution,
  utmContent: attribution,
  userAgent: fc.oneof(attribution, fc.string({ minLength: 990, maxLength: 1010 })),
  sourceIp: fc.oneof(clientIp, hostileText),
};
type FieldName = keyof typeof signupFields;
const REQUIRED: FieldName[] = ["name", "email", "phone", "country", "role"];

/** A JSON signup: most fields plausible, some wrong in kind, some missing, some extra. */
const jsonSignup = fc
  .tuple(
    fc.record(signupFields, { requiredKeys: REQUIRED }),
    fc.dictionary(fc.constantFrom(...(Object.keys(signupFields) as FieldName[])), wrongJsonType, { maxKeys: 2 }),
    fc.subarray(REQUIRED, { maxLength: 1 }),
    fc.dictionary(hostileText.filter((key) => key !== "website" && !(key in signupFields)), wrongJsonType, { maxKeys: 2 }),
  )
  .map(([values, wrongTypes, missing, extra]) => {
    const payload: Record<string, unknown> = { ...extra, ...values, ...wrongTypes };
    for (const field of missing) delete payload[field];
    return payload;
  });

beforeAll(() => resetSigningKey());
afterAll(async () => expectAllRowsValid());

function expectRefusal(status: number, answer: SignupAnswer) {
  expect(answer.success).toBe(false);
  expect(answer.refId).toBeNull();
  expectHumanMessage(answer.error);
  for (const messages of Object.values(answer.fieldErrors ?? {})) for (const message of messages ?? []) expectHumanMessage(message);
  expect(status).toBeGreaterThanOrEqual(400);
}

describe("POST /api/iraconnect/signup with hostile JSON", () => {
  it("200 stores exactly what the schema makes of the payload; anything else is a 4xx with messages; never 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(jsonSignup, clientIp, async (payload, ip) => {
        await clearLimits();
        const text = JSON.stringify(payload);
        // The server parses the same text: lone surrogates arrive as JSON escapes, unchanged.
        const oracle = signupSchema.safeParse(JSON.parse(text));
        const [earlier] = oracle.success ? await db().select().from(prelaunchSignups).where(sql`email = ${oracle.data.email}`) : [];
        const response = await send({ body: text, contentType: "application/json", ip });
        const answer = (await response.json()) as SignupAnswer;
        expect(response.status).toBeLessThan(500);
        if (Buffer.byteLength(text) > MAX_BODY_BYTES) {
          expect(response.status).toBe(413);
          expectRefusal(response.status, answer);
          return;
        }
        if (response.status === 200) {
          expect(oracle.success, `accepted what the form's schema refuses: ${text.slice(0, 300)}`).toBe(true);
          expect(answer).toMatchObject({ success: true, error: null, refId: expect.stringMatching(REF_ID_PATTERN) });
          expect(typeof answer.totalSignups).toBe("number");
          const [row] = await db().select().from(prelaunchSignups).where(sql`ref_id = ${answer.refId}`);
          expect(row?.email).toBe(oracle.data!.email);
          // A repeated address keeps its first row; a new one is stored field for field.
          if (earlier) {
            expect(row).toEqual(earlier);
          } else {
            const { name, phone, country, role, utmSource, utmMedium, utmCampaign, utmTerm, utmContent } = oracle.data!;
            expect(row).toMatchObject({ name, phone, country, role, ip });
            for (const [column, value] of Object.entries({ utmSource, utmMedium, utmCampaign, utmTerm, utmContent })) expect(row![column as "utmSource"]).toBe(value ?? null);
          }
          expect(response.headers.get("set-cookie")).toMatch(/^iraconnect_member=/);
        } else {
          expect(response.status).toBe(400);
          expectRefusal(response.status, answer);
          expect(oracle.success, `refused what the form's schema accepts: ${answer.error}`).toBe(false);
          expect(Object.values(answer.fieldErrors ?? {}).flat()).toContain(answer.error);
        }
      }),
      { numRuns: 150 },
    );
    await expectSignupRowsValid();
    await expectOutboxRowsValid();
  });

  it("keeps any text a person can type in the free-text fields exactly, refusing with a message only what cannot be stored", async () => {
    const typed = fc.record({
      name: freeText(validName),
      email: validEmail,
      phone: validPhone,
      country: fc.constantFrom(...COUNTRY_OPTIONS),
      role: fc.constantFrom(...ROLE_OPTIONS),
      utmSource: freeText(fc.constantFrom("linkedin", "x")),
      utmCampaign: freeText(fc.constantFrom("launch", "")),
      userAgent: freeText(fc.constantFrom("Mozilla/5.0", "curl/8.0")),
    });
    await fc.assert(
      fc.asyncProperty(typed, clientIp, async (payload, ip) => {
        await clearLimits();
        const [earlier] = await db().select().from(prelaunchSignups).where(sql`email = ${payload.email.trim().toLowerCase()}`);
        const response = await send({ body: JSON.stringify(payload), contentType: "application/json", ip });
        const answer = (await response.json()) as SignupAnswer;
        expect(response.status).toBeLessThan(500);
        const texts = [payload.name, payload.utmSource, payload.utmCampaign, payload.userAgent];
        if (response.status === 400) {
          expectRefusal(response.status, answer);
          const unstorable = texts.some((text) => text.includes("\u0000") || hasLoneSurrogate(text));
          const badLength = payload.name.trim().length < 2 || payload.name.trim().length > 100 || [payload.utmSource, payload.utmCampaign].some((t) => t.length > UTM_MAX) || payload.userAgent.length > 1000;
          expect(unstorable || badLength, `refused typed text: ${answer.error}`).toBe(true);
          return;
        }
        expect(response.status).toBe(200);
        const [row] = await db().select().from(prelaunchSignups).where(sql`ref_id = ${answer.refId}`);
        if (earlier) {
          expect(row).toEqual(earlier);
          return;
        }
        expect(row).toMatchObject({
          name: payload.name.trim(),
          utmSource: payload.utmSource.trim() || null,
          utmCampaign: payload.utmCampaign.trim() || null,
          userAgent: payload.userAgent.trim() || null,
        });
      }),
      {
        examples: [
          // Found by this property: a NUL in the name or a UTM value reached PostgreSQL (503), and a lone
          // surrogate was accepted but stored as U+FFFD (200, with other text than was sent).
          [{ name: "Ravi\u0000", email: "a@example.com", phone: "+100000", country: "India", role: "Student", utmSource: "x", utmCampaign: "", userAgent: "curl/8.0" }, "0.0.0.0"],
          [{ name: "Ravi", email: "a@example.com", phone: "+100000", country: "India", role: "Student", utmSource: "x", utmCampaign: "\u0000launch", userAgent: "curl/8.0" }, "0.0.0.0"],
          [{ name: "Ra\ud800vi", email: "b@example.com", phone: "+100000", country: "India", role: "Student", utmSource: "x", utmCampaign: "", userAgent: "Mozilla/5.0\udc00" }, "::1"],
        ],
        numRuns: 100,
      },
    );
    await expectSignupRowsValid();
    await expectOutboxRowsValid();
  });

  it("any body, any content type, any method, any Origin: a 4xx with a message or a success, never 5xx", async () => {
    const origin = fc.option(fc.oneof(fc.constantFrom("null", "http://localhost", "https://evil.example", "http://localhost.evil.example", "not a url"), hostileText.map(asHeaderValue)));
    const fetchSite = fc.option(fc.constantFrom("same-origin", "cross-site", "none"));
    await fc.assert(
      fc.asyncProperty(
        rawBody,
        anyContentType,
        fc.constantFrom("POST", "POST", "POST", "PUT", "PATCH", "DELETE"),
        origin,
        fetchSite,
        clientIp,
        async (body, contentType, method, originHeader, site, ip) => {
          await clearLimits();
          const headers: Record<string, string> = { accept: "application/json" };
          if (originHeader !== null) headers.origin = originHeader;
          if (site !== null) headers["sec-fetch-site"] = site;
          const response = await send({ body, contentType, ip, headers, method });
          expect(response.status).toBeLessThan(500);
          const answer = (await response.json()) as SignupAnswer;
          if (response.status === 200) expect(answer.refId).toMatch(REF_ID_PATTERN);
          else expectRefusal(response.status, answer);
        },
      ),
      { numRuns: 120 },
    );
    await expectSignupRowsValid();
  });

  it("a body cut off mid-upload is a 400 with a message, never 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(cutOffUpload, fc.constantFrom("application/json", "application/x-www-form-urlencoded"), clientIp, async (chunks, type, ip) => {
        await clearLimits();
        const request = cutOffRequest("http://localhost/api/iraconnect/signup", type, chunks, { accept: "application/json" });
        const response = (await signupAction({ request, context: contextFor(ip), params: {} } as never)) as Response;
        expect(response.status).toBe(400);
        expectRefusal(response.status, (await response.json()) as SignupAnswer);
      }),
      // Found by this property: the endpoint read the stream without a catch, so the error became a 500.
      { examples: [[['{"name":"Ra'], "application/json", "0.0.0.0"]], numRuns: 40 },
    );
  });

  it("GET answers 405 with a message", async () => {
    const answer = await settle<SignupAnswer>(async () => signupLoader());
    expect(answer.status).toBe(405);
    expectHumanMessage(answer.body.error);
  });

  it("answers 429 with a message and Retry-After once one address has signed up its share", async () => {
    await clearLimits();
    const ip = "198.51.100.252";
    const one = (i: number) =>
      send({ body: JSON.stringify({ name: "Ravi Kumar", email: `ravi${i}@example.com`, phone: "+919876543210", country: "India", role: "Student" }), contentType: "application/json", ip });
    for (let i = 0; i < rateLimitRules().signup.limit; i++) expect((await one(i)).status).toBe(200);
    const limited = await one(99);
    expect(limited.status).toBe(429);
    expectRefusal(limited.status, (await limited.json()) as SignupAnswer);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------------------------
describe("the signup form without JavaScript, with hostile fields", () => {
  /** Form fields as strings, some sent twice, some missing. */
  const formSignup = fc
    .tuple(
      fc.record(signupFields, { requiredKeys: [] }),
      fc.subarray(Object.keys(signupFields) as FieldName[], { maxLength: 2 }),
    )
    .map(([values, repeated]) => {
      const entries: [string, string][] = [];
      for (const [key, value] of Object.entries(values)) {
        entries.push([key, value]);
        if (repeated.includes(key as FieldName)) entries.push([key, value]);
      }
      return entries;
    });

  /** What the landing page shows after the redirect back to the form. */
  async function flashAfter(response: Response): Promise<SignupFlash | null> {
    const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]!).join("; ");
    const page = await settle<{ flash: SignupFlash | null }>(() =>
      landingLoader({ request: new Request("http://localhost/iraconnect/join", { headers: { cookie: cookies } }), params: {}, context: {} } as never),
    );
    expect(page.status).toBe(200);
    return page.body.flash;
  }

  it("redirects to the thanks page on success, or back to the form, which then shows a message; never 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(formSignup, clientIp, async (entries, ip) => {
        await clearLimits();
        const body = urlEncoded(entries);
        const response = await send({ body, contentType: "application/x-www-form-urlencoded", ip, headers: { accept: "text/html" } });
        expect(response.status).toBe(303);
        const location = response.headers.get("location");
        if (location === "/iraconnect/thanks") {
          const cookie = response.headers.getSetCookie().find((c) => c.startsWith("iraconnect_member="))!.split(";")[0]!;
          const thanks = await settle<{ refId: string }>(() =>
            thanksLoader({ request: new Request("http://localhost/iraconnect/thanks", { headers: { cookie } }), params: {}, context: {} } as never),
          );
          expect(thanks.status).toBe(200);
          expect(thanks.body.refId).toMatch(REF_ID_PATTERN);
          return;
        }
        expect(location).toBe("/iraconnect/join#join");
        const flash = await flashAfter(response);
        expect(flash, "the form comes back without a word").not.toBeNull();
        if (flash!.error !== undefined) expectHumanMessage(flash!.error);
        else expectConformErrors(flash!.submission?.error);
      }),
      { numRuns: 100 },
    );
    await expectSignupRowsValid();
  });

  it("a form posted by a script (no text/html) gets the JSON answer, with the same rules", async () => {
    await fc.assert(
      fc.asyncProperty(formSignup, clientIp, async (entries, ip) => {
        await clearLimits();
        const response = await send({ body: urlEncoded(entries), contentType: "application/x-www-form-urlencoded", ip });
        expect(response.status).toBeLessThan(500);
        const answer = (await response.json()) as SignupAnswer;
        if (response.status === 200) expect(answer.refId).toMatch(REF_ID_PATTERN);
        else expectRefusal(response.status, answer);
      }),
      {
        // Found by this property: the same NUL through the form body (503).
        examples: [[[["name", "Ravi"], ["email", "a@example.com"], ["phone", "+100000"], ["country", "United States"], ["role", "Student"], ["utmMedium", "\u0000linkedin"]], "0.0.0.0"]],
        numRuns: 80,
      },
    );
    await expectSignupRowsValid();
  });
});

// ---------------------------------------------------------------------------------------------
describe("/iraconnect and /iraconnect/thanks with hostile query strings and cookies", () => {
  const query = fc
    .array(fc.tuple(fc.constantFrom("ref", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "x"), fc.oneof(hostileText, hugeText, fc.stringMatching(/^[A-Za-z0-9]{10}$/))), { maxLength: 6 })
    .map((entries) => urlEncoded(entries));
  const rawQuery = fc.constantFrom("ref=%", "ref=%zz&utm_source=%ED%A0%80", "ref=%00", "ref&ref=&ref=a", "utm_source[]=x");
  const cookie = fc.option(
    fc.oneof(
      fc.stringMatching(/^iraconnect_(flash|member)=[A-Za-z0-9_.%-]{0,80}$/),
      hostileText.map((text) => `iraconnect_flash=${asHeaderValue(text)}`),
      hostileText.map(asHeaderValue),
    ),
  );

  it("the landing page answers 200 with bounded, valid defaults, whatever the address and cookies", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(query, rawQuery), cookie, async (search, cookieHeader) => {
        const request = new Request(`http://localhost/iraconnect?${search}`, { headers: cookieHeader === null ? {} : { cookie: cookieHeader } });
        const page = await settle<{ defaults: Record<string, string | undefined> }>(() => landingLoader({ request, params: {}, context: {} } as never));
        expect(page.status).toBe(200);
        const { referralCode, ...utm } = page.body.defaults;
        if (referralCode !== undefined) expect(referralCode).toMatch(REF_ID_PATTERN);
        for (const value of Object.values(utm)) if (value !== undefined) expect(value.length).toBeLessThanOrEqual(UTM_MAX);
      }),
      { numRuns: 80 },
    );
  });

  it("the thanks page answers 200 for a member or redirects to /iraconnect; never 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(cookie, async (cookieHeader) => {
        const request = new Request("http://localhost/iraconnect/thanks", { headers: cookieHeader === null ? {} : { cookie: cookieHeader } });
        const page = await settle(() => thanksLoader({ request, params: {}, context: {} } as never));
        expect(page.status).toBe(302);
        expect(page.headers.get("location")).toBe("/iraconnect");
      }),
      { numRuns: 60 },
    );
  });

  it("a member's thanks page counts a bonus only for ?shared=1 / ?followed=1, refuses any other value with 400 and a message; never 5xx", async () => {
    await clearLimits();
    const joined = await send({
      body: JSON.stringify({ name: "Bonus Hunter", email: "bonus.hunter@example.com", phone: "+1 555 010 0199", country: "Canada", role: "Student" }),
      contentType: "application/json",
      ip: "198.51.100.77",
    });
    expect(joined.status).toBe(200);
    const cookie = joined.headers.getSetCookie().find((c) => c.startsWith("iraconnect_member="))!.split(";")[0]!;
    const flag = fc.oneof(fc.constant("1"), hostileText, fc.constantFrom("0", "true", "", "11", " 1"));
    const bonusQuery = fc
      .array(fc.tuple(fc.constantFrom("shared", "followed", "x"), flag), { maxLength: 4 })
      .map((entries) => urlEncoded(entries));
    await fc.assert(
      fc.asyncProperty(fc.oneof(bonusQuery, fc.constantFrom("shared=%", "shared=1&shared=2", "followed=1&shared=1")), async (search) => {
        const request = new Request(`http://localhost/iraconnect/thanks?${search}`, { headers: { cookie } });
        const page = await settle<{ shared: boolean; followed: boolean; refused: string | null }>(() => thanksLoader({ request, params: {}, context: {} } as never));
        const params = new URLSearchParams(search);
        const last = (name: string) => params.getAll(name).at(-1);
        const valid = ["shared", "followed"].every((name) => last(name) === undefined || last(name) === "1");
        if (valid) {
          expect(page.status).toBe(200);
          expect(page.body).toMatchObject({ shared: last("shared") === "1", followed: last("followed") === "1", refused: null });
        } else {
          expect(page.status).toBe(400);
          expect(page.body).toMatchObject({ shared: false, followed: false });
          expect(page.body.refused).toMatch(/is either 1 or left out/);
        }
      }),
      { numRuns: 80, examples: [["shared=1&followed=1"], ["followed=2"]] },
    );
  });
});

// ---------------------------------------------------------------------------------------------
describe("the islands' JSON: GET /api/iraconnect/count and GET /iraconnect/thanks.json, with hostile queries and cookies", () => {
  const anyQuery = fc.oneof(
    fc.array(fc.tuple(fc.oneof(fc.constantFrom("shared", "followed", "ref", "x", "__proto__", "constructor"), hostileText), fc.oneof(fc.constant("1"), hostileText, hugeText)), { maxLength: 5 }).map((entries) => urlEncoded(entries)),
    fc.constantFrom("", "%", "shared=%zz", "a=%ED%A0%80", "&&&", "=1"),
  );
  const call = async (loader: (args: never) => unknown, url: string, headers: Record<string, string> = {}) => {
    const response = (await loader({ request: new Request(url, { headers }), params: {}, context: {} } as never)) as Response;
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it("the count answers { count } without parameters, a 400 with a message with any, never 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(anyQuery, async (search) => {
        const { status, body } = await call(countLoader, `http://localhost/api/iraconnect/count?${search}`);
        if ([...new URLSearchParams(search).keys()].length === 0) {
          expect(status).toBe(200);
          expect(body.count).toBeGreaterThanOrEqual(0);
        } else {
          expect(status).toBe(400);
          expectHumanMessage(body.error);
        }
      }),
      { numRuns: 80 },
    );
    const posted = (await countAction()) as Response;
    expect(posted.status).toBe(405);
  });

  it("the member's standing is only ever the cookie's member's: a 404 with a message without one, never 5xx", async () => {
    const cookie = fc.option(fc.oneof(fc.stringMatching(/^iraconnect_member=[A-Za-z0-9_.%-]{0,80}$/), hostileText.map((text) => `iraconnect_member=${asHeaderValue(text)}`), hostileText.map(asHeaderValue)));
    await fc.assert(
      fc.asyncProperty(cookie, async (cookieHeader) => {
        const { status, body } = await call(memberLoader, "http://localhost/iraconnect/thanks.json", cookieHeader === null ? {} : { cookie: cookieHeader });
        expect(status).toBe(404);
        expectHumanMessage(body.error);
        expect(Object.keys(body)).toEqual(["error"]);
      }),
      { numRuns: 60 },
    );
    expect(((await memberAction()) as Response).status).toBe(405);
  });

  it("a member's standing counts a bonus only for shared=1 / followed=1 and refuses any other value with a 400 and a message", async () => {
    await clearLimits();
    const joined = await send({
      body: JSON.stringify({ name: "Standing Member", email: "standing.member@example.com", phone: "+1 555 010 0177", country: "Canada", role: "Student" }),
      contentType: "application/json",
      ip: "198.51.100.78",
    });
    expect(joined.status).toBe(200);
    const cookie = joined.headers.getSetCookie().find((c) => c.startsWith("iraconnect_member="))!.split(";")[0]!;
    await fc.assert(
      fc.asyncProperty(anyQuery, async (search) => {
        const { status, body } = await call(memberLoader, `http://localhost/iraconnect/thanks.json?${search}`, { cookie });
        const params = new URLSearchParams(search);
        const last = (name: string) => params.getAll(name).at(-1);
        const valid = ["shared", "followed"].every((name) => last(name) === undefined || last(name) === "1");
        if (valid) {
          expect(status).toBe(200);
          const shared = last("shared") === "1";
          const followed = last("followed") === "1";
          expect(body).toEqual({ communitySize: expect.any(Number), referrals: 0, pendingReferrals: 0, confirmed: false, place: expect.any(Number), shared, followed, balance: 10 + (shared ? 25 : 0) + (followed ? 15 : 0) });
        } else {
          expect(status).toBe(400);
          expect(body.error).toMatch(/is either 1 or left out/);
        }
      }),
      { numRuns: 60, examples: [["shared=1&followed=1"], ["followed=2"]] },
    );
  });
});
