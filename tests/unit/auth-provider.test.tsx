import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { AuthProvider, useAuth } from "#app/components/admin/auth-provider.tsx";

function WhoAmI() {
  const auth = useAuth();
  return <p>{`${auth.user?.email ?? "nobody"} admin=${auth.isAdmin} loading=${auth.loading} ends=${auth.session?.expiresAt ?? "-"}`}</p>;
}

describe("useAuth", () => {
  it("throws outside its provider", () => {
    expect(() => renderToString(<WhoAmI />)).toThrow("useAuth must be used within an AuthProvider");
  });

  it("gives the user and session the loader sent, isAdmin, and loading false when nothing is pending", async () => {
    const session = { createdAt: "2026-01-01T00:00:00.000Z", expiresAt: "2026-01-08T00:00:00.000Z", idleExpiresAt: "2026-01-01T02:00:00.000Z" };
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <AuthProvider user={{ id: "u1", email: "ops@iratech.test" }} session={session}>
            <WhoAmI />
          </AuthProvider>
        ),
      },
      {
        path: "/anonymous",
        Component: () => (
          <AuthProvider user={null} session={null}>
            <WhoAmI />
          </AuthProvider>
        ),
      },
    ]);
    const html = renderToString(<Stub initialEntries={["/"]} />);
    expect(html).toContain("<p>ops@iratech.test admin=true loading=false ends=2026-01-08T00:00:00.000Z</p>");
    const anonymous = renderToString(<Stub initialEntries={["/anonymous"]} />);
    expect(anonymous).toContain("<p>nobody admin=false loading=false ends=-</p>");
  });
});
