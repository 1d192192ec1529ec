import { describe, expect, it } from "vitest";
import { clearSessionCookie, readSessionToken, serializeSessionCookie, sessionCookieName } from "#app/services/auth.server.ts";

// env() is read lazily, once per test file: this file's site is served over https.
process.env.SITE_URL = "https://www.iratech.example";

describe("session cookie over https", () => {
  it("uses the __Host- prefix and the Secure flag", () => {
    expect(sessionCookieName()).toBe("__Host-iratech_session");
    const token = "A".repeat(43);
    expect(serializeSessionCookie(token, 60)).toBe(`__Host-iratech_session=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=60; Secure`);
    expect(clearSessionCookie()).toBe("__Host-iratech_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure");
  });

  it("reads only the prefixed cookie", () => {
    const token = "B".repeat(43);
    const request = (cookie: string) => new Request("https://www.iratech.example/", { headers: { Cookie: cookie } });
    expect(readSessionToken(request(`iratech_session=${token}`))).toBeNull();
    expect(readSessionToken(request(`a=1; __Host-iratech_session=${token}`))).toBe(token);
  });
});
