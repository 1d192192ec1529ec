/**
 * Landing tests (issue 30.4, decision 037; editors and up): "Make a variant" of a published page
 * (a draft test whose variant is a copy of its blocks), the list of tests with their state, and
 * Start and Delete for tests not started. Results and "End test and keep winner" are on the
 * analytics dashboard's Landing tests panel.
 */
import { FlaskConical } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/landing-tests";
import { ActionNotice, AdminPanel, AdminSection, DateTime } from "#app/components/admin/admin-section.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { controlProps, Field, fieldMeta, FormErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { NO_STORE } from "#app/lib/http.ts";
import { LANDING_TEXTS } from "#app/lib/landing-tests.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { actorOf } from "#app/models/audit-log.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { landingTestList, submitLandingTest } from "#app/services/landing-tests.server.ts";
import { listPagesForAdmin } from "#app/services/pages.server.ts";

export const meta = (): Route.MetaDescriptors => adminMeta(LANDING_TEXTS.title, adminPaths.landingTests);

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  const [tests, pages] = await Promise.all([landingTestList(), listPagesForAdmin()]);
  const published = pages.filter((page) => page.status === "published").map((page) => ({ value: page.id, label: `${page.title} (${page.path})` }));
  return data({ tests, pages: published }, { headers: NO_STORE });
}

const NOTICES: Record<string, string> = { start: LANDING_TEXTS.started, end: LANDING_TEXTS.ended, delete: LANDING_TEXTS.deleted, save: LANDING_TEXTS.saved };

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "content");
  const answer = await submitLandingTest(request, actorOf(staff, context));
  if (answer.ok && answer.intent === "create" && answer.testId) throw redirect(adminPaths.landingTestEdit(answer.testId), { headers: NO_STORE });
  if (answer.ok) return data({ ok: true as const, message: NOTICES[answer.intent] ?? LANDING_TEXTS.saved, errors: [] as string[] }, { headers: NO_STORE });
  return data({ ok: false as const, message: "", errors: answer.errors }, { status: answer.status, headers: NO_STORE });
}

const STATUS_TEXT = { draft: "Not started", running: "Running", ended: "Ended" } as const;

export default function LandingTests({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const errors = actionData && !actionData.ok ? actionData.errors : [];
  const fieldErrors = (field: string) => errors.filter((line) => line.startsWith(`${field}:`)).map((line) => line.slice(field.length + 1).trim());
  const otherErrors = errors.filter((line) => !/^(pageId|name|split):/.test(line));
  const page = fieldMeta("landing-page", fieldErrors("pageId"));
  const name = fieldMeta("landing-name", fieldErrors("name"));
  const split = fieldMeta("landing-split", fieldErrors("split"));
  return (
    <AdminSection title={LANDING_TEXTS.title} description={LANDING_TEXTS.description}>
      <ActionNotice>{actionData?.ok ? actionData.message : null}</ActionNotice>
      <FormErrors errors={otherErrors.length ? otherErrors : null} />
      <AdminPanel title={LANDING_TEXTS.makeVariant}>
        {loaderData.pages.length === 0 ? (
          <p className="text-muted-foreground">{LANDING_TEXTS.noPages}</p>
        ) : (
          <Form method="post" className="grid gap-4 md:grid-cols-[2fr_2fr_1fr_auto] md:items-end" noValidate>
            <input type="hidden" name="intent" value="create" />
            <Field label="Page" meta={page} required>
              <Select {...controlProps(page)} name="pageId" options={loaderData.pages} required />
            </Field>
            <Field label="Test name" meta={name} required>
              <Input {...controlProps(name)} name="name" required maxLength={120} autoComplete="off" />
            </Field>
            <Field label="Visitors to the variant (%)" meta={split} required>
              <Input {...controlProps(split)} name="split" type="number" inputMode="numeric" min={1} max={99} step={1} defaultValue={50} required />
            </Field>
            <Button type="submit" className="w-fit" disabled={busy}>
              <FlaskConical aria-hidden="true" /> {LANDING_TEXTS.makeVariant}
            </Button>
          </Form>
        )}
      </AdminPanel>
      {loaderData.tests.length === 0 ? (
        <p className="text-muted-foreground">{LANDING_TEXTS.empty}</p>
      ) : (
        <ul className="grid gap-3" aria-label="Landing tests">
          {loaderData.tests.map((test) => (
            <li key={test.id} className="grid gap-2 rounded-lg border bg-card p-4 text-card-foreground">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold">{test.name}</h3>
                <span className="text-sm">
                  <strong>{STATUS_TEXT[test.status]}</strong>
                  {test.status === "ended" && test.winner ? ` · kept the ${test.winner === "b" ? "variant" : "original"}` : ""}
                </span>
              </div>
              <p className="text-sm text-muted-foreground">
                {test.pageTitle} ({test.pagePath}) · {test.split}% of new visitors to the variant
                {test.startedAt ? (
                  <>
                    {" "}
                    · started <DateTime value={test.startedAt} />
                  </>
                ) : null}
                {test.endedAt ? (
                  <>
                    {" "}
                    · ended <DateTime value={test.endedAt} />
                  </>
                ) : null}
              </p>
              <div className="flex flex-wrap gap-2">
                {test.status !== "ended" ? (
                  <Button asChild variant="outline" size="sm">
                    <Link to={adminPaths.landingTestEdit(test.id)}>
                      Edit the variant<span className="sr-only"> of {test.name}</span>
                    </Link>
                  </Button>
                ) : null}
                {test.status === "draft" ? (
                  <>
                    <Form method="post">
                      <input type="hidden" name="intent" value="start" />
                      <input type="hidden" name="testId" value={test.id} />
                      <Button type="submit" size="sm" disabled={busy}>
                        Start test<span className="sr-only"> {test.name}</span>
                      </Button>
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="testId" value={test.id} />
                      <Button type="submit" size="sm" variant="ghost" disabled={busy}>
                        Delete<span className="sr-only"> {test.name}</span>
                      </Button>
                    </Form>
                  </>
                ) : null}
                {test.status === "running" ? (
                  <Button asChild variant="ghost" size="sm">
                    <Link to={`${adminPaths.analytics}#landing-tests`}>See results</Link>
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
