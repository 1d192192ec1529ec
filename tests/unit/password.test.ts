import { describe, expect, it } from "vitest";
import {
  hashPassword,
  needsRehash,
  passwordWeaknesses,
  SCRYPT_PARAMS,
  verifyPassword,
} from "#app/services/password.server.ts";
import { COMMON_PASSWORDS } from "#app/services/common-passwords.ts";

describe("password hashing", () => {
  it("stores scrypt N=2^17, r=8, p=1 with a per-password salt, and verifies only the right password", async () => {
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
  const short = "Password must be at least 12 characters long.";
  const long = "Password must be at most 128 characters long.";
  const common = "Password is one of the most commonly used passwords.";
  const local = "Password must not contain the name part of your e-mail address.";

  it.each<[string, string, string | undefined, string[]]>([
    ["a good passphrase", "maple ferry quartz 42", "ravi@example.com", []],
    ["12 characters exactly", "q7#mZ2!pL9xW", undefined, []],
    ["11 characters", "q7#mZ2!pL9x", undefined, [short]],
    ["128 characters", "x".repeat(64) + "y".repeat(64), undefined, []],
    ["129 characters", "x".repeat(129), undefined, [long]],
    ["short and common", "password", undefined, [short, common]],
    ["long but common", "password1234", undefined, [common]],
    ["common in another case", "QwertyUiop12", undefined, [common]],
    ["contains the e-mail's local part", "ravikumar-is-the-best", "RaviKumar@example.com", [local]],
    ["local part of a +tag address", "jane.doe rocks 2026", "jane.doe+admin@example.com", [local]],
    ["everything at once", "ravi", "ravi@example.com", [short, local]],
    ["no composition rules: all lower-case letters", "correcthorsebatterystapleish", undefined, []],
  ])("%s", (_name, password, email, reasons) => {
    expect(passwordWeaknesses(password, email)).toEqual(reasons);
  });

  it("counts characters, not UTF-16 units", () => {
    // Eleven emoji are 22 UTF-16 units but 11 characters.
    expect(passwordWeaknesses("🔒".repeat(11))).toEqual([short]);
    expect(passwordWeaknesses("🔒".repeat(12))).toEqual([]);
  });

  it("ships a list of several hundred common passwords, long ones included", () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThan(500);
    expect(COMMON_PASSWORDS.filter((p) => [...p].length >= 12).length).toBeGreaterThan(100);
  });
});
