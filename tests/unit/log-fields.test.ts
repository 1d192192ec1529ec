import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loggedPath, loggedReferrer } from "#server/log-fields.ts";

describe("what the request log writes", () => {
  it("names a share-preview route, never its token (a bearer secret for 7 days), also for its .data request", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_.-]{8,120}$/), (token) => {
        expect(loggedPath(`/preview/${token}`)).toBe("/preview/[token]");
        expect(loggedPath(`/preview/${token}.data`)).toBe("/preview/[token]");
      }),
    );
  });

  it("logs a client navigation's .data request under its page", () => {
    expect(loggedPath("/_root.data")).toBe("/");
    expect(loggedPath("/blog/a-post.data")).toBe("/blog/a-post");
    expect(loggedPath("/about")).toBe("/about");
  });

  it("keeps a referrer's address but not its query (reset, invitation and setup links carry tokens there)", () => {
    expect(loggedReferrer("https://example.org/from")).toBe("https://example.org/from");
    expect(loggedReferrer("http://localhost:3000/admin-reset-password?token=abcdefghijklmnopqrstuv")).toBe("http://localhost:3000/admin-reset-password?[query]");
    expect(loggedReferrer(undefined)).toBeNull();
  });
});
