/**
 * The public forms' browser-side check (app/lib/use-form-check.ts), run with the real validators of
 * the contact and signup forms (parseWithZod of the schemas the server parses with) and the server's
 * own answers (`submission.reply()`).
 *
 * The project has no DOM for Vitest, so React's four hooks the module uses are played here by a
 * small runtime with React's rules (state kept per call order, an effect runs after the render when
 * its dependencies changed, a ref is attached before the effects run), and the form is a list of
 * named fields with a value and focus(). What is asserted is what a person would see: the message
 * under each field, `aria-invalid`/`aria-describedby`, which field has focus, and whether the submit
 * went ahead.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactSchema } from "#app/lib/schemas/contact.ts";
import { validate as validateContact } from "#app/lib/schemas/contact-validate.ts";
import { signupMessages } from "#app/lib/schemas/iraconnect-signup.ts";
import { validate as validateSignup } from "#app/lib/schemas/iraconnect-signup-validate.ts";

const runtime = vi.hoisted(() => {
  type Slot = { value?: unknown; set?: (next: unknown) => void; current?: unknown; deps?: readonly unknown[]; fn?: unknown };
  const state = { slots: [] as Slot[], index: 0, effects: [] as (() => void)[], dirty: false };
  const same = (a?: readonly unknown[], b?: readonly unknown[]) => !!a && !!b && a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
  const slot = () => {
    const i = state.index++;
    const existing = state.slots[i];
    return { i, existing };
  };
  return {
    state,
    reset() {
      state.slots = [];
      state.index = 0;
      state.effects = [];
      state.dirty = false;
    },
    useState(initial: unknown) {
      const { i, existing } = slot();
      const current: Slot = existing ?? (state.slots[i] = { value: typeof initial === "function" ? (initial as () => unknown)() : initial });
      current.set ??= (next: unknown) => {
        const value = typeof next === "function" ? (next as (v: unknown) => unknown)(current.value) : next;
        if (Object.is(value, current.value)) return;
        current.value = value;
        state.dirty = true;
      };
      return [current.value, current.set];
    },
    useRef(initial: unknown) {
      const { i, existing } = slot();
      return existing ?? (state.slots[i] = { current: initial });
    },
    useCallback(fn: unknown, deps: readonly unknown[]) {
      const { i, existing } = slot();
      if (existing && same(existing.deps, deps)) return existing.fn;
      state.slots[i] = { fn, deps };
      return fn;
    },
    useEffect(effect: () => void, deps?: readonly unknown[]) {
      const { i, existing } = slot();
      if (existing && same(existing.deps, deps)) return;
      state.slots[i] = { deps };
      state.effects.push(effect);
    },
  };
});

vi.mock("react", async (importOriginal) => ({
  ...(await importOriginal<typeof import("react")>()),
  useState: runtime.useState,
  useRef: runtime.useRef,
  useCallback: runtime.useCallback,
  useEffect: runtime.useEffect,
}));

const { controlProps, useFormCheck } = await import("#app/lib/use-form-check.ts");
type Options = Parameters<typeof useFormCheck>[0];
type Check = ReturnType<typeof useFormCheck>;

/** A control of the form: a name, what is typed in it, and focus. */
class FakeControl {
  static focused: FakeControl | null = null;
  name: string;
  value: string;
  constructor(name: string, value = "") {
    this.name = name;
    this.value = value;
  }
  focus() {
    FakeControl.focused = this;
  }
}

const RealFormData = globalThis.FormData;
/** `new FormData(form)`: the named controls' values, in the form's order. */
class FormDataOfForm extends RealFormData {
  constructor(form?: { elements: FakeControl[] }) {
    super();
    for (const control of form?.elements ?? []) if (control.name) this.append(control.name, control.value);
  }
}

beforeEach(() => {
  runtime.reset();
  FakeControl.focused = null;
  vi.stubGlobal("HTMLElement", FakeControl);
  vi.stubGlobal("FormData", FormDataOfForm);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Mounts a form using the hook; `controls` are its fields in the order of the page. */
function mount(options: Options, controls: FakeControl[]) {
  const form = { elements: controls };
  let props = options;
  let check!: Check;
  const render = () => {
    for (let rounds = 0; ; rounds++) {
      if (rounds > 20) throw new Error("the hook keeps changing its state");
      runtime.state.dirty = false;
      runtime.state.index = 0;
      check = useFormCheck(props);
      check.formProps.ref.current = form as unknown as HTMLFormElement;
      const effects = runtime.state.effects.splice(0);
      for (const effect of effects) effect();
      if (!runtime.state.dirty) return;
    }
  };
  render();
  const control = (name: string) => {
    const found = controls.find((c) => c.name === name);
    if (!found) throw new Error(`no field ${name}`);
    return found;
  };
  return {
    get check() {
      return check;
    },
    /** The messages shown under a field (undefined: none). */
    messages: (name: string) => check.field(name).errors,
    /** Every field that shows a message, with it. */
    shown: () => Object.fromEntries(controls.map((c) => [c.name, check.field(c.name).errors]).filter(([, errors]) => errors)),
    focused: () => FakeControl.focused?.name ?? null,
    /** Presses the submit button; true when the browser's submit goes ahead (not prevented). */
    submit() {
      let prevented = false;
      const event = { currentTarget: form, preventDefault: () => (prevented = true) };
      check.formProps.onSubmit(event as never);
      render();
      return !prevented;
    },
    /** Types into a field (focus moves there, as it does when a person types). */
    type(name: string, value: string) {
      const target = control(name);
      target.focus();
      target.value = value;
      check.formProps.onInput();
      render();
    },
    /** A new render with other options (a server answer, the validator arriving). */
    rerender(next: Partial<Options>) {
      props = { ...props, ...next };
      render();
    },
    clear(name: string) {
      check.clear(name);
      render();
    },
  };
}

const contactFields = () => ["name", "email", "subject", "message"].map((name) => new FakeControl(name));
const signupFields = () => ["name", "email", "phone", "country", "role", "referralCode"].map((name) => new FakeControl(name));

/** The server's answer to these values, as the contact action builds it (app/services/contact.server.ts). */
function serverAnswer(values: Record<string, string>, reply?: { resetForm?: boolean; formErrors?: string[] }) {
  const formData = new RealFormData();
  for (const [name, value] of Object.entries(values)) formData.append(name, value);
  return parseWithZod(formData, { schema: ContactSchema }).reply(reply);
}

describe("controlProps", () => {
  it("names and ties a control to its form; invalid, it is aria-invalid and described by its message", () => {
    const valid = { id: "f-email", name: "email", errorId: "f-email-error", descriptionId: "f-email-description", key: "0", initialValue: "a@b.co" };
    expect(controlProps(valid, "f")).toEqual({ id: "f-email", name: "email", form: "f", "aria-invalid": undefined, "aria-describedby": undefined, defaultValue: "a@b.co" });
    const invalid = { ...valid, errors: ["Invalid email address"], initialValue: ["not", "text"] };
    expect(controlProps(invalid, "f")).toEqual({ id: "f-email", name: "email", form: "f", "aria-invalid": true, "aria-describedby": "f-email-error", defaultValue: undefined });
  });
});

describe("useFormCheck", () => {
  it("gives every field its ids from the form's id, and shows nothing before a submit", () => {
    const form = mount({ id: "contact-form", validate: validateContact, revalidate: "onInput" }, contactFields());
    expect(form.check.field("email")).toEqual({
      id: "contact-form-email",
      name: "email",
      errorId: "contact-form-email-error",
      descriptionId: "contact-form-email-description",
      errors: undefined,
      key: "0",
      initialValue: undefined,
    });
    expect(form.check.formProps).toMatchObject({ id: "contact-form", noValidate: true, "aria-describedby": undefined });
    expect(form.check.form).toEqual({ id: "contact-form", errorId: "contact-form-error", errors: undefined });
    // Typing before the first submit checks nothing, even with revalidate "onInput".
    form.type("email", "not an e-mail");
    expect(form.shown()).toEqual({});
  });

  it("on submit shows the schema's messages, stops the submit and focuses the first invalid field of the form", () => {
    const form = mount({ id: "contact-form", validate: validateContact, revalidate: "onInput" }, contactFields());
    form.type("subject", "Hello");
    expect(form.submit()).toBe(false);
    expect(form.shown()).toEqual({ name: ["Name is required"], email: ["Email is required"], message: ["Message is required"] });
    expect(form.focused()).toBe("name");
    const props = controlProps(form.check.field("email"), "contact-form");
    expect(props).toMatchObject({ "aria-invalid": true, "aria-describedby": "contact-form-email-error" });
    expect(controlProps(form.check.field("subject"), "contact-form")).toMatchObject({ "aria-invalid": undefined, "aria-describedby": undefined });
  });

  it("focuses by the order of the page, not the order of the messages", () => {
    // The schema reports email before message; on this page message comes first.
    const controls = ["message", "subject", "email", "name"].map((name) => new FakeControl(name));
    const form = mount({ id: "contact-form", validate: validateContact, revalidate: "onInput" }, controls);
    form.type("name", "Ada");
    form.type("subject", "Hello");
    form.submit();
    expect(Object.keys(form.shown()).sort()).toEqual(["email", "message"]);
    expect(form.focused()).toBe("message");
  });

  it("after a submit, every edit checks the form again (onInput) without moving the focus", () => {
    const form = mount({ id: "contact-form", validate: validateContact, revalidate: "onInput" }, contactFields());
    form.submit();
    expect(form.focused()).toBe("name");

    form.type("email", "ada@");
    expect(form.messages("email")).toEqual(["Invalid email address"]);
    expect(form.messages("name")).toEqual(["Name is required"]);
    expect(form.focused()).toBe("email");

    form.type("email", "ada@example.com");
    form.type("name", "Ada");
    form.type("subject", "Hi");
    expect(form.shown()).toEqual({ message: ["Message is required"] });
    expect(form.focused()).toBe("subject");

    form.type("message", "Hello there");
    expect(form.shown()).toEqual({});
    expect(form.submit()).toBe(true);
  });

  it("with revalidate onSubmit (the default) an edit leaves the messages until the next submit", () => {
    const form = mount({ id: "signup", validate: validateSignup }, signupFields());
    form.submit();
    expect(form.messages("email")).toEqual([signupMessages.emailRequired]);
    form.type("email", "ada@example.com");
    expect(form.messages("email")).toEqual([signupMessages.emailRequired]);
    form.submit();
    expect(form.messages("email")).toBeUndefined();
    expect(form.messages("name")).toEqual([signupMessages.nameRequired]);
  });

  it("the signup form: the schema's messages, clear() drops one field's message, onValid gets the form's values", () => {
    const onValid = vi.fn();
    const form = mount({ id: "signup", validate: validateSignup, onValid }, signupFields());
    form.type("phone", "0123");
    expect(form.submit()).toBe(false);
    expect(form.shown()).toEqual({
      name: [signupMessages.nameRequired],
      email: [signupMessages.emailRequired],
      phone: [signupMessages.phoneInvalid],
      country: [signupMessages.country],
      role: [signupMessages.role],
    });
    expect(onValid).not.toHaveBeenCalled();

    form.clear("phone");
    expect(form.messages("phone")).toBeUndefined();
    expect(form.messages("name")).toEqual([signupMessages.nameRequired]);
    const before = form.check.field("name").errors;
    form.clear("referralCode"); // no message there: nothing changes
    expect(form.check.field("name").errors).toBe(before);

    form.type("name", "A");
    form.type("email", "ada@example.com");
    form.type("phone", "+1 555 123 4567");
    form.type("country", "India");
    form.type("role", "Student");
    form.submit();
    expect(form.messages("name")).toEqual([signupMessages.nameShort]);
    expect(form.focused()).toBe("name");

    form.type("name", "Ada Lovelace");
    expect(form.submit()).toBe(true);
    expect(form.shown()).toEqual({});
    expect(onValid).toHaveBeenCalledTimes(1);
    const formData = onValid.mock.calls[0]![1] as FormData;
    expect(Object.fromEntries(formData)).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com", phone: "+1 555 123 4567" });
  });

  it("before the validator has arrived the submit goes ahead (the server checks); once it has, edits are checked", () => {
    const onValid = vi.fn();
    const form = mount({ id: "contact-form", revalidate: "onInput", onValid }, contactFields());
    expect(form.submit()).toBe(true);
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(form.shown()).toEqual({});
    expect(form.focused()).toBeNull();

    form.rerender({ validate: validateContact });
    form.type("email", "x");
    expect(form.messages("email")).toEqual(["Invalid email address"]);
  });

  it("shows the server's answer (the same schema's messages) and focuses its first invalid field", () => {
    const values = { name: "Ada", email: "not-an-email", subject: "", message: "Hello" };
    const answer = serverAnswer(values);
    // The server and the browser say the same.
    const inBrowser = mount({ id: "contact-form", validate: validateContact, revalidate: "onInput" }, contactFields());
    for (const [name, value] of Object.entries(values)) inBrowser.type(name, value);
    inBrowser.submit();
    const browserMessages = inBrowser.shown();

    runtime.reset();
    FakeControl.focused = null;
    const form = mount({ id: "contact-form", revalidate: "onInput" }, contactFields());
    form.rerender({ lastResult: answer });
    expect(form.shown()).toEqual({ email: ["Invalid email address"], subject: ["Subject is required"] });
    expect(form.shown()).toEqual(browserMessages);
    expect(form.focused()).toBe("email");
  });

  it("a page rendered with the server's answer (no JavaScript yet) shows its messages from the first render, and hydrating it moves no focus", () => {
    const answer = serverAnswer({ name: "", email: "ada@example.com", subject: "Hi", message: "Hello" }, { formErrors: ["Too many messages"] });
    const form = mount({ id: "contact-form", lastResult: answer, revalidate: "onInput" }, contactFields());
    expect(form.shown()).toEqual({ name: ["Name is required"] });
    expect(form.focused()).toBeNull();
    expect(form.check.form.errors).toEqual(["Too many messages"]);
    expect(form.check.formProps["aria-describedby"]).toBe("contact-form-error");
    // The values come back into the fields.
    expect(controlProps(form.check.field("email"), "contact-form").defaultValue).toBe("ada@example.com");
  });

  it("the same answer seen again does not bring back messages the person has fixed", () => {
    const answer = serverAnswer({ name: "Ada", email: "", subject: "Hi", message: "Hello" });
    const form = mount({ id: "contact-form", validate: validateContact, revalidate: "onInput" }, contactFields());
    form.rerender({ lastResult: answer });
    expect(form.shown()).toEqual({ email: ["Email is required"] });
    form.type("name", "Ada");
    form.type("subject", "Hi");
    form.type("message", "Hello");
    expect(form.submit()).toBe(false); // the browser check takes over: email still empty
    form.type("email", "ada@example.com");
    expect(form.shown()).toEqual({});
    form.rerender({ lastResult: answer });
    expect(form.shown()).toEqual({});
  });

  it("an answer with resetForm empties the form: new keys, no messages, no values, and no checking until the next submit", () => {
    const form = mount({ id: "contact-form", validate: validateContact, revalidate: "onInput" }, contactFields());
    form.submit();
    expect(form.check.field("name").key).toBe("0");
    form.rerender({ lastResult: serverAnswer({ name: "Ada", email: "ada@example.com", subject: "Hi", message: "Hello" }, { resetForm: true }) });
    expect(form.shown()).toEqual({});
    expect(form.check.field("name").key).toBe("1");
    expect(form.check.field("name").initialValue).toBeUndefined();
    form.type("email", "x");
    expect(form.shown()).toEqual({});
    form.submit();
    expect(form.messages("email")).toEqual(["Invalid email address"]);
  });
});
