import { describe, expect, it } from "vitest";
import { hostCookieName, readCookie, serializeHostCookie } from "#app/services/cookies.server.ts";
import { clearSessionCookie, serializeSessionCookie } from "#app/services/auth.server.ts";
import { serializeShortCookie, shortCookieName } from "#app/services/short-cookies.server.ts";

const withCookie = (header: string | null) => new Request("http://localhost/", { headers: header === null ? {} : { cookie: header } });

describe("readCookie", () => {
  it("finds a cookie by its exact name among others, percent-decoded", () => {
    const request = withCookie("theme=dark; iraconnect_member=Ab%2FCd.sig; xiraconnect_member=other");
    expect(readCookie(request, "iraconnect_member")).toBe("Ab/Cd.sig");
    expect(readCookie(request, "theme")).toBe("dark");
    expect(readCookie(request, "member")).toBeNull();
  });

  it("takes the first of two cookies with one name (the most specific path, as browsers send them)", () => {
    expect(readCookie(withCookie("a=1; a=2"), "a")).toBe("1");
  });

  it("answers null for no header, no such cookie, an empty name or a malformed escape", () => {
    expect(readCookie(withCookie(null), "a")).toBeNull();
    expect(readCookie(withCookie("b=1"), "a")).toBeNull();
    expect(readCookie(withCookie("=1; a"), "a")).toBeNull();
    expect(readCookie(withCookie("a=%E0%A4"), "a")).toBeNull();
  });

  it("keeps '=' inside a value and trims the spaces around pairs", () => {
    expect(readCookie(withCookie("  a = x=y== ;b=2"), "a")).toBe("x=y==");
  });
});

describe("serializeHostCookie (the admin session and the admin's short-lived cookies)", () => {
  it("over http: the plain name, HttpOnly, SameSite=Lax, the whole site, no Secure", () => {
    expect(hostCookieName("iratech_session", false)).toBe("iratech_session");
    expect(serializeHostCookie("iratech_session", "tok", 3600, false)).toBe("iratech_session=tok; Path=/; HttpOnly; SameSite=Lax; Max-Age=3600");
    expect(serializeHostCookie("iratech_saved", "", 0, false)).toBe("iratech_saved=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
  });

  it("over https: the __Host- prefix and Secure", () => {
    expect(hostCookieName("iratech_session", true)).toBe("__Host-iratech_session");
    expect(serializeHostCookie("iratech_session", "tok", 60, true)).toBe("__Host-iratech_session=tok; Path=/; HttpOnly; SameSite=Lax; Max-Age=60; Secure");
    expect(serializeHostCookie("iratech_enrol", "", 0, true)).toBe("__Host-iratech_enrol=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure");
  });

  it("is what the session cookie and the short cookies write (this file's site is http)", () => {
    expect(serializeSessionCookie("A".repeat(43), 120)).toBe(`iratech_session=${"A".repeat(43)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=120`);
    expect(clearSessionCookie()).toBe("iratech_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
    expect(serializeShortCookie("iratech_saved", "1", 60)).toBe("iratech_saved=1; Path=/; HttpOnly; SameSite=Lax; Max-Age=60");
    expect(shortCookieName("iratech_saved")).toBe("iratech_saved");
  });
});
