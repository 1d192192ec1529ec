/**
 * The browser side of passkeys (decision 038), admin pages only: "Use a passkey" on the
 * login page and its second step, and "Add a passkey" on one's passkeys page. @simplewebauthn/browser
 * is loaded when a button is pressed, so it weighs nothing until then.
 */
import { KeyRound } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { controlProps, Field, fieldMeta, FormErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { adminPaths } from "#app/lib/paths.ts";
import { PASSKEY_NAME_MAX, passkeyNameField } from "#app/lib/schemas/passkeys.ts";

type Answer = { error?: string; options?: unknown; redirectTo?: string; passkey?: { id: string; name: string } };

async function post(path: string, body: unknown): Promise<{ ok: boolean; answer: Answer }> {
  const response = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), credentials: "same-origin" });
  let answer: Answer = {};
  try {
    answer = (await response.json()) as Answer;
  } catch {
    answer = { error: "The server did not answer. Please try again." };
  }
  return { ok: response.ok, answer };
}

/** What a refused or cancelled browser prompt means to the person. */
function promptMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError") return "The passkey request was cancelled or timed out.";
  if (name === "InvalidStateError") return "This passkey is already registered.";
  if (name === "SecurityError") return "This address cannot use passkeys.";
  return "This browser could not use a passkey.";
}

/**
 * One WebAuthn ceremony: the options from `path`, the browser's prompt, then the answer posted back;
 * the server's answer, or a Refusal with the words to show.
 */
async function ceremony<R>(path: string, start: unknown, prompt: (options: never) => Promise<R>, finish: (response: R) => unknown): Promise<Answer> {
  const begun = await post(path, start);
  if (!begun.ok) throw new Refusal(begun.answer.error);
  let response: R;
  try {
    response = await prompt(begun.answer.options as never);
  } catch (error) {
    throw new Refusal(promptMessage(error));
  }
  const done = await post(path, finish(response));
  if (!done.ok) throw new Refusal(done.answer.error);
  return done.answer;
}

/** "Use a passkey": alone on the login page, or as the second step of a pending sign-in. */
export function PasskeySignIn({ purpose, redirectTo, label }: { purpose: "sign-in" | "second-factor"; redirectTo?: string; label: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function signIn() {
    setBusy(true);
    setError(null);
    try {
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const done = await ceremony(
        adminPaths.loginPasskey,
        { step: "options", purpose },
        (optionsJSON) => startAuthentication({ optionsJSON }),
        (response) => ({ step: "verify", response, redirectTo }),
      );
      if (!done.redirectTo) throw new Refusal(done.error);
      // A document navigation: the new session cookie is in place, and every loader runs again.
      window.location.assign(done.redirectTo);
    } catch (failure) {
      setError(failure instanceof Refusal ? failure.message : "Login failed");
      setBusy(false);
    }
  }
  return (
    <div className="grid gap-3">
      <Button type="button" variant="outline" className="w-full" disabled={busy} onClick={() => void signIn()}>
        <KeyRound aria-hidden="true" />
        {label}
      </Button>
      <FormErrors errors={error ? [error] : null} />
    </div>
  );
}

class Refusal extends Error {
  constructor(message: string | undefined) {
    super(message || "Login failed");
  }
}

/** "Add a passkey": a name, then the browser's own prompt; the list reloads when it is stored. */
export function AddPasskey({ disabled }: { disabled: boolean }) {
  const id = useId();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = passkeyNameField.safeParse(new FormData(form).get("name") ?? "");
    setError(null);
    setNotice(null);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? "Give the passkey a name");
      return;
    }
    setNameError(null);
    setBusy(true);
    try {
      const { startRegistration } = await import("@simplewebauthn/browser");
      const done = await ceremony(
        adminPaths.passkeyRegister,
        { step: "options" },
        (optionsJSON) => startRegistration({ optionsJSON }),
        (response) => ({ step: "verify", name: parsed.data, response }),
      );
      form.reset();
      setNotice(`The passkey “${done.passkey?.name ?? parsed.data}” was added.`);
      await revalidator.revalidate();
    } catch (failure) {
      setError(failure instanceof Refusal ? failure.message : "The passkey could not be added. Please try again.");
    } finally {
      setBusy(false);
    }
  }
  const meta = fieldMeta(`${id}-name`, nameError ? [nameError] : null);
  return (
    <form className="grid max-w-sm gap-4" onSubmit={(event) => void add(event)} noValidate>
      {notice ? (
        <p role="status" className="rounded-md border border-primary/40 bg-primary/5 p-3">
          {notice}
        </p>
      ) : null}
      <Field label="Name of the new passkey" meta={meta} description="So you can tell your passkeys apart, e.g. “Work laptop”.">
        <Input {...controlProps(meta, { description: true })} name="name" required maxLength={PASSKEY_NAME_MAX} autoComplete="off" disabled={disabled} />
      </Field>
      <FormErrors errors={error ? [error] : null} />
      <Button type="submit" className="w-fit" disabled={disabled || busy}>
        <KeyRound aria-hidden="true" />
        Add a passkey
      </Button>
    </form>
  );
}
