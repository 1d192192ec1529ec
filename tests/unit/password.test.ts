import { afterEach, describe, expect, it, vi } from "vitest";
import {
  BREACHED_LIST_SIZE,
  breachedPasswords,
  hashPassword,
  needsRehash,
  PASSWORD_MESSAGES,
  passwordWeaknesses,
  SCRYPT_PARAMS,
  scryptParams,
  verifyPassword,
} from "#app/services/password.server.ts";
import { COMMON_PASSWORDS } from "#app/services/common-passwords.ts";

describe("password hashing", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("stores scrypt N=2^17, r=8, p=1 with a per-password salt, and verifies only the right password", async () => {
    // The production cost: this file measures the hashing itself, so it drops Vitest's lowered cost.
    vi.stubEnv("PASSWORD_HASH_LOG_N", undefined);
    const password = "a long and unusual passphrase";
    const [first, second] = await Promise.all([hashPassword(password), hashPassword(password)]);
    expect(first).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    // Same password, different salts: different hashes.
    expect(first.split("$")[3]).not.toBe(second.split("$")[3]);
    expect(first).not.toBe(second);
    expect(first).not.toContain(password);
    expect(await verifyPassword(password, first)).toBe(true);
    expect(await verifyPassword(password, second)).toBe(true);
    expect(await verifyPassword(`${password} `, first)).toBe(false);
    expect(await verifyPassword("A long and unusual passphrase", first)).toBe(false);
    expect(needsRehash(first)).toBe(false);
  }, 60_000);

  it("lowers the cost only under Vitest (NODE_ENV=test), never below 2^10 and never above the real one", () => {
    vi.stubEnv("PASSWORD_HASH_LOG_N", "12");
    expect(scryptParams()).toEqual({ logN: 12, r: 8, p: 1 });
    for (const ignored of ["9", "17", "18", "twelve", ""]) {
      vi.stubEnv("PASSWORD_HASH_LOG_N", ignored);
      expect(scryptParams(), ignored).toEqual(SCRYPT_PARAMS);
    }
    vi.stubEnv("PASSWORD_HASH_LOG_N", "12");
    vi.stubEnv("NODE_ENV", "production");
    expect(scryptParams()).toEqual(SCRYPT_PARAMS);
  });

  it("reads the parameters from the stored hash, and flags weaker ones for re-hashing", async () => {
    const weaker = await hashPassword("another passphrase 123", { logN: 10, r: 8, p: 1 });
    expect(weaker.startsWith("$scrypt$ln=10,r=8,p=1$")).toBe(true);
    expect(await verifyPassword("another passphrase 123", weaker)).toBe(true);
    expect(needsRehash(weaker)).toBe(true);
    expect(SCRYPT_PARAMS).toEqual({ logN: 17, r: 8, p: 1 });
  });

  it.each([
    ["empty", ""],
    ["another scheme", "$2b$12$abcdefghijklmnopqrstuv"],
    ["absurd cost", "$scrypt$ln=40,r=8,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g"],
    ["bad encoding", "$scrypt$ln=17,r=8,p=1$***$***"],
  ])("never matches a malformed hash (%s)", async (_name, stored) => {
    expect(await verifyPassword("anything at all", stored)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
  });
});

describe("weak-password reasons", () => {
  const short = PASSWORD_MESSAGES.tooShort;
  const long = PASSWORD_MESSAGES.tooLong;
  const common = PASSWORD_MESSAGES.common;
  const local = PASSWORD_MESSAGES.localPart;
  const { whitespace, repeated, context, commonWithAdditions } = PASSWORD_MESSAGES;

  it.each<[string, string, string | undefined, string[]]>([
    ["a good passphrase", "maple ferry quartz 42", "ravi@example.com", []],
    ["12 characters exactly", "q7#mZ2!pL9xW", undefined, []],
    ["11 characters", "q7#mZ2!pL9x", undefined, [short]],
    ["128 characters", "abcdefgh".repeat(8) + "x".repeat(32) + "ijklmnop".repeat(4), undefined, []],
    ["129 characters", "x".repeat(129), undefined, [long, repeated]],
    ["short and common", "password", undefined, [short, common]],
    ["long but common", "password1234", undefined, [common]],
    ["common in another case", "QwertyUiop12", undefined, [common]],
    ["contains the e-mail's local part", "ravikumar-is-the-best", "RaviKumar@example.com", [local]],
    ["local part of a +tag address", "jane.doe rocks on 2026", "jane.doe+admin@example.com", [local]],
    ["made of the e-mail's parts", "jane.doe rocks 2026", "jane.doe+admin@example.com", [context]],
    ["everything at once", "ravi", "ravi@example.com", [short, common, context]],
    ["no composition rules: all lower-case letters", "correcthorsebatterystapleish", undefined, []],
    // Issue 16.4's accepted weak passwords, each refused now.
    ["twelve spaces", " ".repeat(12), undefined, [whitespace]],
    ["one letter repeated", "bbbbbbbbbbbb", undefined, [repeated, common]],
    ["one symbol repeated", "!!!!!!!!!!!!", undefined, [repeated]],
    ["a short pattern repeated", "Ab1Ab1Ab1Ab1", undefined, [repeated]],
    ["the admin area's word twice", "adminadmin12", undefined, [commonWithAdditions, context]],
    ["the company's name and a year", "Iratech2026!!", undefined, [context]],
    ["the product's name", "IRACONNECT-2027", undefined, [context]],
    ["the e-mail's domain", "examplecorp 2026!", "jo@examplecorp.com", [context]],
    ["the person's own name", "Kumar Kumar 1990", undefined, [context]],
    ["a breached word with digits and symbols added", "sunshine2026!!", undefined, [commonWithAdditions]],
    ["context words inside a real passphrase are fine", "my iratech passphrase is long", undefined, []],
  ])("%s", (name, password, email, reasons) => {
    const who = name === "the person's own name" ? { email, name: "Ravi Kumar" } : { email };
    expect(passwordWeaknesses(password, who)).toEqual(reasons);
  });

  it("counts characters, not UTF-16 units", () => {
    // Eleven emoji are 22 UTF-16 units but 11 characters.
    const eleven = [..."🔒🔑🗝️🛡️⚙️"].slice(0, 5).join("");
    expect([...eleven].length).toBe(5);
    expect(passwordWeaknesses("🔒🔑🌍🚀🎉🔒🔑🌍🚀🎉🔒")).toEqual([short]);
    expect(passwordWeaknesses("🔒🔑🌍🚀🎉🔒🔑🌍🚀🎉🔒🎈")).toEqual([]);
  });

  it("refuses the top 100,000 breached passwords, read offline from a registry package", () => {
    const list = breachedPasswords();
    expect(list.size).toBeGreaterThanOrEqual(100_000);
    expect(BREACHED_LIST_SIZE).toBeGreaterThanOrEqual(100_000);
    // Long entries of the list, far down it, are refused whatever the case.
    const long = [...list].filter((p) => [...p].length >= 12 && new Set(p).size >= 5 && !/\s/.test(p));
    expect(long.length).toBeGreaterThan(1000);
    for (const password of long.slice(-50)) expect(passwordWeaknesses(password.toUpperCase()), password).toContain(common);
  });

  it("still ships its own list of long variants", () => {
    expect(COMMON_PASSWORDS.filter((p) => [...p].length >= 12).length).toBeGreaterThan(100);
  });
});
