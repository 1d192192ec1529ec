import { describe, expect, it } from "vitest";
import { clearPendingLoginCookie, pendingLoginCookie, pendingLoginCookieName, readPendingLogin } from "#app/services/pending-login.server.ts";
import { enrolCookieName } from "#app/services/two-factor.server.ts";

// env() is read lazily, once per test file: this file's site is served over https.
process.env.SITE_URL = "https://www.iratech.example";

describe("two-factor cookies over https", () => {
  it("the pending sign-in and the setup use the __Host- prefix and the Secure flag, and are read only under that name", async () => {
    expect(pendingLoginCookieName()).toBe("__Host-iratech_pending_login");
    expect(enrolCookieName()).toBe("__Host-iratech_two_factor_setup");
    const user = { id: "00000000-0000-4000-8000-000000000001", passwordHash: "$scrypt$x", totpSecret: "v1.sealed" };
    const header = await pendingLoginCookie(user, "/admin-dashboard/blog");
    expect(header).toMatch(/^__Host-iratech_pending_login=[A-Za-z0-9_.-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=300; Secure$/);
    expect(clearPendingLoginCookie()).toBe("__Host-iratech_pending_login=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure");

    const value = header.split(";")[0]!.split("=")[1]!;
    const request = (cookie: string) => new Request("https://www.iratech.example/admin-login/two-factor", { headers: { Cookie: cookie } });
    expect(await readPendingLogin(request(`__Host-iratech_pending_login=${value}`))).toMatchObject({ userId: user.id, redirectTo: "/admin-dashboard/blog" });
    expect(await readPendingLogin(request(`iratech_pending_login=${value}`))).toBeNull();
    // Over at the end of its five minutes.
    expect(await readPendingLogin(request(`__Host-iratech_pending_login=${value}`), new Date(Date.now() + 5 * 60_000 + 1))).toBeNull();
  });

  it("a pending sign-in never sends anyone off the dashboard", async () => {
    const header = await pendingLoginCookie({ id: "u", passwordHash: "h", totpSecret: null }, "https://evil.example/");
    const value = header.split(";")[0]!.split("=")[1]!;
    const pending = await readPendingLogin(new Request("https://www.iratech.example/", { headers: { Cookie: `__Host-iratech_pending_login=${value}` } }));
    expect(pending?.redirectTo).toBe("/admin-dashboard");
  });
});
