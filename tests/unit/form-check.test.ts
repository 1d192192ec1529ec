/**
 * What the public forms show of the server's last answer (app/lib/form-check.ts): the messages under
 * their fields with the ids the page script keeps, the values typed, and an emptied form after a
 * message was sent. Read from real answers (`submission.reply()` of the schemas the server parses with).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { controlProps, formCheck } from "#app/lib/form-check.ts";
import { ContactSchema } from "#app/lib/schemas/contact.ts";
import { signupSchema } from "#app/lib/schemas/iraconnect-signup.ts";

const formData = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};

describe("formCheck", () => {
  it("shows each field's first message with its ids, and keeps what was typed", () => {
    const answer = parseWithZod(formData({ name: "Asha", email: "asha@", subject: "", message: "Hello" }), { schema: ContactSchema }).reply();
    const { form, field, describedBy } = formCheck({ id: "contact-form", lastResult: answer });
    expect(form).toEqual({ id: "contact-form", errorId: "contact-form-error", errors: undefined });
    expect(describedBy).toBeUndefined();
    expect(controlProps(field("email"), form.id)).toEqual({
      id: "contact-form-email",
      name: "email",
      form: "contact-form",
      "aria-invalid": true,
      "aria-describedby": "contact-form-email-error",
      defaultValue: "asha@",
    });
    expect(field("email").errors).toEqual(["Invalid email address"]);
    expect(field("subject").errors).toEqual(["Subject is required"]);
    expect(controlProps(field("name"), form.id)).toMatchObject({ "aria-invalid": undefined, "aria-describedby": undefined, defaultValue: "Asha" });
  });

  it("says the form's own message (a refusal not about a field), and describes the form with it", () => {
    const answer = parseWithZod(formData({ name: "Zara Khan" }), { schema: signupSchema }).reply({ formErrors: ["Too many signups from your network."] });
    const { form, describedBy, field } = formCheck({ id: "join-form", lastResult: answer });
    expect(form.errors).toEqual(["Too many signups from your network."]);
    expect(describedBy).toBe("join-form-error");
    expect(field("phone").errors).toEqual(["Phone number is required"]);
  });

  it("is an empty form with no messages after a sent message (resetForm), and before any answer", () => {
    const sent = parseWithZod(formData({ name: "Asha Rao", email: "asha@example.com", subject: "Hi", message: "Hello" }), { schema: ContactSchema }).reply({ resetForm: true });
    for (const lastResult of [sent, undefined]) {
      const { form, field } = formCheck({ id: "contact-form", lastResult });
      for (const name of ["name", "email", "subject", "message"]) {
        expect(controlProps(field(name), form.id)).toMatchObject({ "aria-invalid": undefined, defaultValue: undefined });
      }
    }
  });
});
