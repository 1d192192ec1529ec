// @vitest-environment happy-dom
import { beforeAll, describe, expect, it, vi } from "vitest";
import { initForms } from "#app/browser/forms.ts";
import { ATTR } from "#app/lib/dom-contract.ts";

beforeAll(() => {
  document.body.innerHTML = `
    <form method="post" ${ATTR.busy}=""><button type="submit" ${ATTR.busyLabel}="Unsubscribing...">Unsubscribe</button></form>
    <form method="post" id="other"><button type="submit" ${ATTR.busyLabel}="Sending...">Send</button></form>
    <input readonly value="https://example.test/r/abc" ${ATTR.selectOnFocus}="">`;
  initForms();
});

const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));

describe("plain forms", () => {
  it("a data-busy form, once sent, says so on its button and cannot be sent again; the back-forward cache resets it", async () => {
    const form = document.querySelector<HTMLFormElement>(`form[${ATTR.busy}]`)!;
    const button = form.querySelector("button")!;
    submit(form);
    // Not before the browser has sent the form.
    expect(button.textContent).toBe("Unsubscribe");
    await new Promise((resolve) => setTimeout(resolve));
    expect(button.textContent).toBe("Unsubscribing...");
    expect(button.disabled).toBe(true);
    window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
    expect(button.textContent).toBe("Unsubscribe");
    expect(button.disabled).toBe(false);
  });

  it("leaves other forms alone", async () => {
    const form = document.getElementById("other") as HTMLFormElement;
    submit(form);
    await new Promise((resolve) => setTimeout(resolve));
    expect(form.querySelector("button")!.textContent).toBe("Send");
  });

  it("a read-only field meant for copying is selected whole when focused", () => {
    const field = document.querySelector<HTMLInputElement>(`[${ATTR.selectOnFocus}]`)!;
    const select = vi.spyOn(field, "select");
    field.focus();
    expect(select).toHaveBeenCalled();
  });
});
