/**
 * Generators of hostile input for the property-based tests (tests/integration/hostile-input-*),
 * and the checks every answer and every stored row must pass whatever was sent.
 */
import fc from "fast-check";
import { expect } from "vitest";

// ---------------------------------------------------------------------------------------------
// Text

/** Pieces that have broken web apps before: each one aimed at a different layer. */
export const NASTY_PIECES = [
  // PostgreSQL text cannot hold U+0000; a NUL that reaches the database is an error, not a row.
  "\u0000",
  "a\u0000b",
  // Lone surrogates: valid in a JS string and in JSON ("\ud800"), with no UTF-8 form.
  "\ud800",
  "\udfff",
  "x\ud83d",
  "\ude00y",
  // SQL
  "'; drop table contact_submissions; --",
  "' or '1'='1",
  "\\",
  "%",
  "_",
  "$1",
  "E'\\x00'",
  "\"; select pg_sleep(1); --",
  // HTML and script
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "\"><svg onload=alert(1)>",
  "]]>",
  "&amp;&lt;",
  "javascript:alert(1)",
  "{{7*7}}",
  "${7*7}",
  // Unicode: astral, emoji with joiners, right-to-left, combining marks, invisible characters
  "😀",
  "👨‍👩‍👧‍👦",
  "𝕏𝔂𝔃",
  "مرحبا بالعالم",
  "שלום",
  "\u202eevil\u202c",
  "e\u0301\u0302\u0303",
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐",
  "\ufeff",
  "\u200b\u200d",
  "\u00a0",
  "\u3000",
  "\uffff",
  // Whitespace and line breaks (header injection in mails)
  " ",
  "\t",
  "\r\n",
  "\nBcc: victim@example.com",
  // Control characters other than NUL
  "\u0001\u001b[31m\u007f",
  // Prototype pollution and friends
  "__proto__",
  "constructor",
  "toString",
  "null",
  "undefined",
  "NaN",
  "-1",
  "1e309",
  "0x10",
] as const;

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Short hostile text: nasty pieces mixed with random characters of every kind. */
export const hostileText: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...NASTY_PIECES) },
      { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
      { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 8 }) },
      { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 8 }) },
      { weight: 1, arbitrary: loneSurrogate },
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((parts) => parts.join(""));

/** 100 KB and more: far past every bound and every body cap. */
export const hugeText: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom("a", "é", "😀", "<b>", "\u0000", "' or 1=1 --", " "), fc.integer({ min: 100_000, max: 140_000 }))
  .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)));

/** A value for a text field: sometimes a valid one, sometimes a valid one spoilt, sometimes junk. */
export function fieldText(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 3, arbitrary: fc.tuple(valid, hostileText, fc.boolean()).map(([v, h, before]) => (before ? h + v : v + h)) },
    { weight: 3, arbitrary: hostileText },
    { weight: 1, arbitrary: fc.constantFrom("", " ", "\t\n ") },
    { weight: 1, arbitrary: hugeText },
  );
}

/**
 * Text a person could type into a free-text field (a name, a message): a valid value with hostile
 * pieces mixed in. Apart from what cannot be stored, all of it must be accepted and kept as sent.
 */
export function freeText(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(valid, fc.array(fc.tuple(hostileText, fc.nat()), { minLength: 1, maxLength: 3 }))
    .map(([text, inserts]) => inserts.reduce((out, [piece, at]) => out.slice(0, at % (out.length + 1)) + piece + out.slice(at % (out.length + 1)), text));
}

/** Anything JSON can carry, for a field that expects text. */
export const wrongJsonType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, [], {}, [""], { value: "x" }, ["a@b.co", "c@d.co"]),
  fc.integer(),
  fc.double(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

// ---------------------------------------------------------------------------------------------
// Plausible valid values (so that properties also reach the database, not just the validator)

const word = fc.stringMatching(/^[A-Za-z][a-z]{1,11}$/);
export const validName = fc
  .tuple(word, word, fc.constantFrom("", " ", "  "), fc.constantFrom("", "'", "-", " O'"))
  .map(([a, b, pad, joiner]) => `${pad}${a}${joiner}${b}${pad}`);

/** Addresses every e-mail rule of the site accepts, in any case, with spaces around. */
export const validEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]{1,12}([._+-][a-z0-9]{1,8})?$/),
    fc.constantFrom("example.com", "mail.example.org", "iratech.io", "test.co.uk"),
    fc.boolean(),
    fc.constantFrom("", " ", "  "),
  )
  .map(([local, domain, upper, pad]) => {
    const address = `${local}@${domain}`;
    return `${pad}${upper ? address.toUpperCase() : address}${pad}`;
  });

export const validSentence = fc
  .array(fc.oneof(word, fc.constantFrom("😀", "é", "<b>", "'", "&", "— Ω", "100%")), { minLength: 1, maxLength: 12 })
  .map((words) => words.join(" "));

// ---------------------------------------------------------------------------------------------
// Requests

export const clientIp: fc.Arbitrary<string> = fc.oneof(fc.ipV4(), fc.ipV6(), fc.ipV4().map((ip) => `::ffff:${ip}`));

/** Content-Type headers, right and wrong (null: no header at all). */
export const anyContentType: fc.Arbitrary<string | null> = fc.constantFrom(
  null,
  "",
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/vnd.api+json",
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=utf-16",
  "multipart/form-data",
  "multipart/form-data; boundary=----nothing-like-the-body",
  "text/plain",
  "text/html",
  "application/xml",
  "application/octet-stream",
  "image/png",
  ";;;",
  "application/json; charset=\u00e9",
);

/** Bytes that are not UTF-8 at all: stray continuation bytes, overlong forms, encoded surrogates, UTF-16. */
const notUtf8: fc.Arbitrary<Uint8Array<ArrayBuffer>> = fc
  .oneof(
    fc.constantFrom([0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xfe, 0xff, 0x00, 0x7b, 0x00, 0x7d], [0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0x80, 0x22, 0x7d]),
    fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 300 }),
  )
  .map((bytes) => new Uint8Array(bytes));

/** Raw bodies: malformed JSON, malformed url-encoding, multipart without boundaries, not even UTF-8... */
export const rawBody: fc.Arbitrary<string | Uint8Array<ArrayBuffer>> = fc.oneof(
  notUtf8,
  fc.constantFrom(
    "",
    "{",
    "}",
    "[]",
    "null",
    "\"just a string\"",
    "42",
    "{\"email\":}",
    "{\"email\": \"a@b.co\",}",
    "{'email': 'a@b.co'}",
    "\ufeff{\"email\":\"a@b.co\"}",
    "{\"email\":\"a@b.co\"} trailing",
    "{\"name\":\"x\",\"name\":5,\"name\":null}",
    "{\"__proto__\":{\"admin\":true},\"constructor\":{\"prototype\":{}}}",
    "email=%",
    "email=%zz&name=%E0%A4",
    "email=%ED%A0%80%40x.io",
    "email=a%00%40b.co&name=%00",
    "name=a&name=b&name=c&email=x%40y.io&email=z%40w.io",
    "=&=&&&==",
    "------x\r\nContent-Disposition: form-data; name=\"email\"\r\n\r\na@b.co\r\n------x--",
    "<?xml version=\"1.0\"?><email>a@b.co</email>",
    "\u0000\u0000\u0000",
  ),
  fc.string({ maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  hugeText,
);

/**
 * `text` as a header value reaches the app: Node reads header bytes as Latin-1, so UTF-8 text
 * arrives as mojibake; the HTTP parser refuses NUL, CR and LF outright.
 */
export const asHeaderValue = (text: string) => Buffer.from(text, "utf8").toString("latin1").replace(/[\0\r\n]/g, "");

/** Chunks a client sends before its connection breaks. */
export const cutOffUpload: fc.Arbitrary<string[]> = fc.array(
  fc.oneof(fc.string({ maxLength: 100 }), fc.constantFrom('{"name":"Ravi', "email=a%40example.com&name=", "------x\r\nContent-Disposition: form-data; name=\"email\"\r\n\r\n")),
  { maxLength: 4 },
);

/** A POST whose body stream fails after `chunks`, as when the client goes away mid-upload. */
export function cutOffRequest(url: string, contentType: string, chunks: readonly string[], headers: Record<string, string> = {}): Request {
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next < chunks.length) controller.enqueue(new TextEncoder().encode(chunks[next++]));
      else controller.error(new Error("connection reset by peer"));
    },
  });
  return new Request(url, { method: "POST", body, headers: { "content-type": contentType, ...headers }, duplex: "half" } as RequestInit);
}

/** A url-encoded body built by hand, so that keys can repeat and order is kept. */
export function urlEncoded(entries: readonly (readonly [string, string])[]): string {
  const params = new URLSearchParams();
  for (const [key, value] of entries) params.append(key, value);
  return params.toString();
}

export function multipart(entries: readonly (readonly [string, string | File])[]): FormData {
  const form = new FormData();
  for (const [key, value] of entries) form.append(key, value);
  return form;
}

// Written out rather than String#isWellFormed, which the project's TypeScript lib (ES2023) lacks.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
export const hasLoneSurrogate = (value: string) => new RegExp(LONE_SURROGATE.source).test(value);

/** What the server can have received for `value` once it went over the wire as UTF-8 text. */
export const onTheWire = (value: string) => value.replace(LONE_SURROGATE, "\ufffd");
/** multipart/form-data turns every line break of a value into CRLF; compare text modulo that. */
export const sameLines = (value: string) => value.replace(/\r\n|\r/g, "\n");

// ---------------------------------------------------------------------------------------------
// Checks

/**
 * A message a person can act on: our own words, not an exception, not zod's or PostgreSQL's
 * defaults, not a dump of what was sent.
 */
export function expectHumanMessage(message: unknown): void {
  expect(typeof message, `message ${JSON.stringify(message)}`).toBe("string");
  const text = message as string;
  expect(text.trim().length, "message is blank").toBeGreaterThan(3);
  expect(text.length, `message too long: ${text.slice(0, 80)}`).toBeLessThan(300);
  expect(text).not.toMatch(
    /\[object |undefined|NaN|^(Invalid input|Too big|Too small|Invalid option|Invalid string|Unrecognized key)|expected [a-z]+, received|ZodError|TypeError|SyntaxError|Unexpected token|violates|syntax error|invalid byte sequence|relation "|\n\s+at /,
  );
}

/** Every message of a Conform reply's `error` map (form-level under ""), each checked. */
export function expectConformErrors(error: Record<string, string[] | null | undefined> | null | undefined): void {
  const messages = Object.values(error ?? {}).flatMap((list) => list ?? []);
  expect(messages.length, `no error message in ${JSON.stringify(error)}`).toBeGreaterThan(0);
  for (const message of messages) expectHumanMessage(message);
}

/**
 * Text PostgreSQL can store and give back unchanged: no NUL (refused by the server), no lone
 * surrogate (it has no UTF-8 form and would come back as U+FFFD).
 */
export function expectStorableText(value: string | null, what: string): void {
  if (value === null) return;
  expect(value.includes("\u0000"), `${what} holds a NUL byte`).toBe(false);
  expect(hasLoneSurrogate(value), `${what} holds a lone surrogate`).toBe(false);
}

export const isTrimmed = (value: string) => value === value.trim();
