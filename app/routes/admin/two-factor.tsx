/**
 * One's own two-factor sign-in (issue 13.6): set it up with a QR code or the key typed by hand,
 * confirmed by a first code; ten recovery codes shown once; new recovery codes or removal with a
 * current code or the password. Owners also require it for every account here.
 */
import { getFormProps, getInputProps } from "@conform-to/react";
import { Copy, Download } from "lucide-react";
import { useState } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/two-factor";
import { AdminSection } from "#app/components/admin/admin-section.tsx";
import { useCheckedForm } from "#app/components/admin/checked-form.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Field, FormErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { adminAnswerHeaders, adminMeta } from "#app/lib/admin-meta.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { can } from "#app/lib/roles.ts";
import { twoFactorPageSchema } from "#app/lib/schemas/two-factor.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { loadTwoFactorPage, submitTwoFactorPage } from "#app/services/two-factor.server.ts";
import { NO_STORE } from "#app/lib/http.ts";
import { originOf } from "#app/lib/server/request-context.server.ts";


export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, "dashboard");
  const page = await loadTwoFactorPage(request, staff);
  return data({ ...page, canRequire: can(staff.role, "security") }, { headers: NO_STORE });
}

export const headers = adminAnswerHeaders;
export function meta(): Route.MetaDescriptors {
  return adminMeta("Two-Factor Sign-In", adminPaths.twoFactor);
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "dashboard");
  const answer = await submitTwoFactorPage(request, originOf(context), staff);
  const headers = new Headers(NO_STORE);
  if (answer.ok && answer.kind === "redirect") {
    headers.append("Set-Cookie", answer.setCookie);
    // Back to the page, which shows the new secret: a reload does not start again.
    throw redirect(adminPaths.twoFactor, { status: 303, headers });
  }
  if (answer.ok) {
    if (answer.setCookie) headers.append("Set-Cookie", answer.setCookie);
    return data({ notice: answer.notice, recoveryCodes: answer.recoveryCodes, result: null, error: null }, { headers });
  }
  if (answer.retryAfterSeconds) headers.set("Retry-After", String(answer.retryAfterSeconds));
  return data({ notice: null, recoveryCodes: null, result: answer.result, error: answer.error }, { status: answer.status, headers });
}

export default function TwoFactorPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="grid gap-10">
      <AdminSection title="Two-factor sign-in" description="After your password, sign-in asks for a code from an authenticator app on your phone.">
        {actionData?.notice ? (
          <p role="status" className="rounded-md border bg-muted px-4 py-3 text-sm">
            {actionData.notice}
          </p>
        ) : null}
        {actionData?.recoveryCodes ? <RecoveryCodes codes={actionData.recoveryCodes} /> : null}
        {page.enabled ? (
          <Enabled recoveryCodesLeft={page.recoveryCodesLeft} />
        ) : page.setup ? (
          <Setup setup={page.setup} />
        ) : (
          <Start required={page.required} />
        )}
      </AdminSection>
      {page.canRequire ? <Requirement required={page.required} enabled={page.enabled} /> : null}
    </div>
  );
}

/** The form's reply and message when the last answer was for the form with this intent. */
function useReply(intent: string) {
  const actionData = useActionData<typeof action>();
  const result = actionData?.result;
  const mine = result && (result.initialValue as { intent?: unknown } | undefined)?.intent === intent;
  return { lastResult: mine ? result : undefined, error: mine ? actionData.error : null };
}

function Start({ required }: { required: boolean }) {
  const navigation = useNavigation();
  const { error } = useReply("start");
  return (
    <Card className="grid gap-4 p-6">
      {required ? (
        <p role="alert" className="font-medium">
          Two-factor sign-in is required for every account. Set it up to continue.
        </p>
      ) : null}
      <p>Two-factor sign-in is off. You need an authenticator app, such as the one built into your phone&apos;s password manager.</p>
      <Form method="post" replace>
        <FormErrors errors={error ? [error] : null} className="mb-4" />
        <Button type="submit" name="intent" value="start" disabled={navigation.state !== "idle"}>
          Set up two-factor sign-in
        </Button>
      </Form>
    </Card>
  );
}

/** The QR code as one SVG path of its dark modules, with a quiet zone of four modules. */
function QrCode({ modules }: { modules: boolean[][] }) {
  const size = modules.length + 8;
  const path = modules.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x + 4} ${y + 4}h1v1h-1z`] : []))).join("");
  return (
    <svg role="img" aria-label="QR code for your authenticator app" viewBox={`0 0 ${size} ${size}`} className="size-52 max-w-full" shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

function Setup({ setup }: { setup: { secret: string; qr: boolean[][] } }) {
  const navigation = useNavigation();
  const { lastResult, error } = useReply("confirm");
  const { form, fields, formError } = useCheckedForm("two-factor-confirm", twoFactorPageSchema, { result: lastResult, error }, "onSubmit");
  return (
    <Card className="grid gap-6 p-6">
      <ol className="grid list-decimal gap-6 pl-5">
        <li className="grid gap-3">
          <span>Scan this QR code with your authenticator app.</span>
          <QrCode modules={setup.qr} />
        </li>
        <li className="grid gap-2">
          <span>Or type this key into the app:</span>
          <code id="two-factor-secret" className="w-fit max-w-full break-all rounded-md bg-muted px-3 py-2 font-mono text-sm">
            {setup.secret.replace(/(.{4})(?=.)/g, "$1 ")}
          </code>
        </li>
        <li>
          <Form method="post" replace className="grid max-w-xs gap-4" {...getFormProps(form)}>
            <input type="hidden" name="intent" value="confirm" />
            <Field label="Code from the app" meta={fields.code} description="6 digits">
              <Input
                {...getInputProps(fields.code, { type: "text" })}
                key={fields.code.key}
                required
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={12}
              />
            </Field>
            <FormErrors id={form.errorId} errors={formError ? [formError] : null} />
            <Button type="submit" disabled={navigation.state !== "idle"}>
              Turn on two-factor sign-in
            </Button>
          </Form>
        </li>
      </ol>
      <Form method="post" replace>
        <Button type="submit" name="intent" value="start" variant="outline" size="sm" disabled={navigation.state !== "idle"}>
          Start over with a new key
        </Button>
      </Form>
    </Card>
  );
}

function Enabled({ recoveryCodesLeft }: { recoveryCodesLeft: number }) {
  return (
    <Card className="grid gap-6 p-6">
      <p>
        <strong>Two-factor sign-in is on.</strong> {recoveryCodesLeft} recovery code{recoveryCodesLeft === 1 ? "" : "s"} left.
      </p>
      <p>
        <Link to={adminPaths.passkeys} className="font-medium text-primary underline underline-offset-4">
          Passkeys
        </Link>
        : sign in with your device&apos;s screen lock or a security key instead of a code.
      </p>
      <ReauthForm intent="regenerate" title="New recovery codes" button="Create new recovery codes" variant="outline">
        The codes you have now stop working.
      </ReauthForm>
      <ReauthForm intent="remove" title="Turn off two-factor sign-in" button="Turn off two-factor sign-in" variant="destructive">
        Sign-in will ask for your password only, and your passkeys are removed.
      </ReauthForm>
    </Card>
  );
}

function ReauthForm({
  intent,
  title,
  button,
  variant,
  children,
}: {
  intent: "remove" | "regenerate";
  title: string;
  button: string;
  variant: "outline" | "destructive";
  children: string;
}) {
  const navigation = useNavigation();
  const { lastResult, error } = useReply(intent);
  const { form, fields, formError } = useCheckedForm(`two-factor-${intent}`, twoFactorPageSchema, { result: lastResult, error }, "onSubmit");
  return (
    <Form method="post" replace className="grid max-w-sm gap-3" {...getFormProps(form)}>
      <h3 className="font-semibold">{title}</h3>
      <p className="text-sm text-muted-foreground">{children}</p>
      <input type="hidden" name="intent" value={intent} />
      <Field label="A code from your app, or your password" meta={fields.confirmation}>
        <Input {...getInputProps(fields.confirmation, { type: "password" })} key={fields.confirmation.key} required autoComplete="off" />
      </Field>
      <FormErrors id={form.errorId} errors={formError ? [formError] : null} />
      <Button type="submit" variant={variant} className="w-fit" disabled={navigation.state !== "idle"}>
        {button}
      </Button>
    </Form>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState(false);
  const text = `Iratech recovery codes (each works once)\n\n${codes.join("\n")}\n`;
  return (
    <Card className="grid gap-4 border-primary p-6">
      <h3 className="text-lg font-semibold">Your recovery codes</h3>
      <p>
        Save these codes somewhere safe now: they are shown only once. If you lose your phone, each code signs you in once instead of a
        code from the app.
      </p>
      <ol aria-label="Recovery codes" className="grid w-fit grid-cols-1 gap-x-8 gap-y-1 font-mono sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline" size="sm">
          <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download="iratech-recovery-codes.txt">
            <Download aria-hidden="true" />
            Download
          </a>
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(() => setCopied(true));
          }}
        >
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <span role="status" className="self-center text-sm text-muted-foreground">
          {copied ? "Copied." : ""}
        </span>
      </div>
    </Card>
  );
}

function Requirement({ required, enabled }: { required: boolean; enabled: boolean }) {
  return (
    <AdminSection title="Every account" description="Owners only: staff who have not set up two-factor sign-in are sent to this page after their password.">
      <Card className="grid gap-4 p-6">
        <p>{required ? "Two-factor sign-in is required for every account." : "Two-factor sign-in is optional."}</p>
        {required || enabled ? (
          // A plain document POST: the answer is a redirect back here.
          <Form method="post" action={adminPaths.twoFactorRequirement} reloadDocument>
            <input type="hidden" name="required" value={required ? "off" : "on"} />
            <Button type="submit" variant="outline">
              {required ? "Stop requiring it" : "Require it for every account"}
            </Button>
          </Form>
        ) : (
          <p className="text-sm text-muted-foreground">Turn on two-factor sign-in for your own account first.</p>
        )}
      </Card>
    </AdminSection>
  );
}
