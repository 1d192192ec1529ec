import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { signupMessages, signupSchema } from "#app/lib/schemas/iraconnect-signup.ts";
import { CODE_REQUIRED_MESSAGE, twoFactorPageSchema } from "#app/lib/schemas/two-factor.ts";

// A field whose value is only spaces (or a phone of only dashes) is cleaned to "", which Conform
// reads as a missing value: the form must still say what to fix, never zod's "Invalid input:
// expected string, received undefined" (found by the two-factor page's fast-check property).
/** The field messages of a refused submission (none when it passed). */
const errorsOf = (submission: { status?: string }) => (submission.status === "success" ? null : (submission as { error?: unknown }).error);

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("a field left blank after cleaning gets the form's own message", () => {
  it("the IRACONNECT phone of only spaces and dashes", () => {
    const parsed = parseWithZod(form([["name", "Asha Rao"], ["email", "asha@example.com"], ["phone", "  - "], ["country", "India"], ["role", "Student"]]), { schema: signupSchema });
    expect(errorsOf(parsed)).toEqual({ phone: [signupMessages.phoneInvalid] });
  });

  it("a two-factor code or confirmation of only spaces", () => {
    expect(errorsOf(parseWithZod(form([["intent", "confirm"], ["code", "   "]]), { schema: twoFactorPageSchema }))).toEqual({ code: [CODE_REQUIRED_MESSAGE] });
    expect(errorsOf(parseWithZod(form([["intent", "remove"], ["confirmation", "  "]]), { schema: twoFactorPageSchema }))).toEqual({
      confirmation: ["Enter a code from your app or your password"],
    });
  });
});
