import { describe, expect, it } from "vitest";
import { readCookie } from "#app/services/cookies.server.ts";

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
