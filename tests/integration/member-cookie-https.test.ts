import { describe, expect, it } from "vitest";
import { clearFlashCookie, flashCookie, memberCookie, memberFromCookie } from "#app/services/iraconnect-signup.server.ts";

// env() is read lazily, once per test file: this file's site is served over https (the http
// variant is checked on the running server by tests/e2e/security.spec.ts).
process.env.SITE_URL = "https://www.iratech.example";
process.env.SESSION_SECRET ??= "test-secret-for-member-cookies-over-https-0123";

describe("IRACONNECT cookies over https", () => {
  it("the member cookie is HttpOnly, SameSite=Lax, scoped to /iraconnect and Secure (decision 005)", async () => {
    for (const owner of [true, false]) {
      const cookie = await memberCookie("AbCdE12345", { owner });
      expect(cookie).toMatch(/^iraconnect_member=AbCdE12345\.[\w-]+; Path=\/iraconnect; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure$/);
      const request = new Request("https://www.iratech.example/iraconnect/thanks", { headers: { Cookie: cookie.split(";")[0]! } });
      expect(await memberFromCookie(request)).toEqual({ refId: "AbCdE12345", owner });
    }
  });

  it("the flash cookie and its removal carry the same flags", async () => {
    expect(await flashCookie({ error: "x" })).toMatch(/^iraconnect_flash=[\w.-]+; Path=\/iraconnect; Max-Age=120; HttpOnly; SameSite=Lax; Secure$/);
    expect(clearFlashCookie()).toBe("iraconnect_flash=; Path=/iraconnect; Max-Age=0; HttpOnly; SameSite=Lax; Secure");
  });
});
