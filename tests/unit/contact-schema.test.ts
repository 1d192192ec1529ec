import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { ContactSchema } from "#app/lib/schemas/contact.ts";

const valid = { name: "Asha Rao", email: "asha@example.com", subject: "Data platform", message: "We need help with our pipelines." };

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

/** The messages Conform shows per field, as the browser and the server both see them. */
function errors(values: Record<string, string>) {
  const submission = parseWithZod(form(values), { schema: ContactSchema });
  return submission.status === "success" ? {} : submission.error;
}

describe("contact schema (SPEC §5)", () => {
  it("accepts a complete message and trims it", () => {
    const submission = parseWithZod(form({ ...valid, name: "  Asha Rao  ", email: " asha@example.com " }), { schema: ContactSchema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual(valid);
  });

  it.each([
    ["name", "Name is required"],
    ["email", "Email is required"],
    ["subject", "Subject is required"],
    ["message", "Message is required"],
  ])("says '%s' is required when it is empty, blank or missing", (field, message) => {
    expect(errors({ ...valid, [field]: "" })).toEqual({ [field]: [message] });
    expect(errors({ ...valid, [field]: "   \n " })).toEqual({ [field]: [message] });
    const { [field]: _, ...rest } = valid as Record<string, string>;
    expect(errors(rest)).toEqual({ [field]: [message] });
  });

  it.each(["plainaddress", "a@b", "@example.com", "asha@", "asha example@example.com", "asha@exa mple.com"])(
    "says 'Invalid email address' for %s",
    (email) => {
      expect(errors({ ...valid, email })).toEqual({ email: ["Invalid email address"] });
    },
  );

  it("reports every empty field at once", () => {
    expect(errors({})).toEqual({
      name: ["Name is required"],
      email: ["Email is required"],
      subject: ["Subject is required"],
      message: ["Message is required"],
    });
  });

  it.each([
    ["name", 100, "Name must be at most 100 characters"],
    ["subject", 200, "Subject must be at most 200 characters"],
    ["message", 5000, "Message must be at most 5,000 characters"],
  ])("bounds %s at %i characters", (field, max, message) => {
    expect(errors({ ...valid, [field]: "x".repeat(max) })).toEqual({});
    expect(errors({ ...valid, [field]: "x".repeat(max + 1) })).toEqual({ [field]: [message] });
  });

  it("bounds the e-mail address at 254 characters", () => {
    const longest = `${"a".repeat(64)}@${"b".repeat(185)}.com`;
    expect(longest).toHaveLength(254);
    expect(errors({ ...valid, email: longest })).toEqual({});
    expect(errors({ ...valid, email: `a${longest}` })).toEqual({ email: ["Email must be at most 254 characters"] });
  });

  it("refuses a file where text belongs", () => {
    const data = form(valid);
    data.set("message", new File(["hello"], "note.txt"));
    const submission = parseWithZod(data, { schema: ContactSchema });
    expect(submission.status === "success" ? {} : submission.error).toEqual({ message: ["Message must be text"] });
  });
});
