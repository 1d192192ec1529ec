/**
 * Issue 30 (as a new user tried it): a server started with PORT=3100 and no SITE_URL printed and
 * mailed links to http://localhost:3000. Without SITE_URL, every link the running server makes
 * (the welcome mail's referral and confirmation links, the thanks page's referral link) points at
 * the port it listens on.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema.ts";
import { requestInfoContext } from "#app/lib/server/request-context.server.ts";
import { action } from "#app/routes/resources/iraconnect-signup.ts";
import { loader as thanksLoader } from "#app/routes/iraconnect/thanks.tsx";
import { MEMBER_COOKIE } from "#app/services/iraconnect-signup.server.ts";
import { testDatabase } from "../setup/test-database.ts";

// env() is read lazily, once per test file: this file's server listens on 3100 and has no SITE_URL.
process.env.PORT = "3100";
delete process.env.SITE_URL;
process.env.SESSION_SECRET ??= "test-secret-for-site-url-default-0123456789";

describe("links without SITE_URL", () => {
  it("point at the port the server listens on, in the welcome mail and on the thanks page", async () => {
    const context = new RouterContextProvider();
    context.set(requestInfoContext, { nonce: "n", requestId: "r", ip: "203.0.113.77", userAgent: "vitest" });
    const body = {
      ...{ name: "Lena Port", email: "lena.port@example.com", phone: "+91 98765 43210", country: "India", role: "Student", referralCode: "" },
      ...{ utmSource: "", utmMedium: "", utmCampaign: "", utmTerm: "", utmContent: "", userAgent: "Mozilla/5.0 (test)", sourceIp: "" },
    };
    const request = new Request("http://localhost:3100/api/iraconnect/signup", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const response = (await action({ request, context, params: {} } as never)) as Response;
    expect(response.status).toBe(200);
    const { refId } = (await response.json()) as { refId: string };

    const [mail] = await testDatabase().db.select().from(mailOutbox);
    expect(mail!.textBody).toContain(`http://localhost:3100/iraconnect?ref=${refId}`);
    expect(mail!.textBody).toContain("http://localhost:3100/iraconnect/confirm?token=");
    expect(mail!.textBody).not.toContain("localhost:3000");

    const cookie = response.headers.get("set-cookie")!.split(", ").find((part) => part.startsWith(`${MEMBER_COOKIE}=`))!.split(";")[0]!;
    const page = await thanksLoader({ request: new Request("http://localhost:3100/iraconnect/thanks", { headers: { Cookie: cookie } }) } as never);
    expect(page).toMatchObject({ referralLink: `http://localhost:3100/iraconnect?ref=${refId}`, landingLink: "http://localhost:3100/iraconnect" });
  });
});
