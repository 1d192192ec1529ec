/**
 * A landing test's variant (issue 30.4, decision 037; editors and up): its name, the share of new
 * visitors it gets, and its blocks, edited with the page editor's block forms (BlockList). Saved
 * with the same schema as the landing tests screen; a block that does not parse is refused with
 * its message beside its field, and nothing is stored.
 */
import { useState } from "react";
import { data, Link, useFetcher } from "react-router";
import type { Route } from "./+types/landing-test-editor";
import { ActionNotice, AdminSection } from "#app/components/admin/admin-section.tsx";
import { BlockList, type BlockValue } from "#app/components/admin/page-editor/page-editor.tsx";
import { errorsByPath, SchemaFormContext } from "#app/components/admin/page-editor/schema-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { controlProps, Field, fieldMeta, FormErrors } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { ADMIN_HEADERS, adminMeta } from "#app/lib/admin-meta.ts";
import { LANDING_TEXTS } from "#app/lib/landing-tests.ts";
import { adminPaths } from "#app/lib/paths.ts";
import { actorOf } from "#app/models/audit-log.server.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";
import { proofChoices } from "#app/services/proof-collections.server.ts";
import { landingTestForEdit, submitLandingTest } from "#app/services/landing-tests.server.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const meta = ({ params }: Route.MetaArgs): Route.MetaDescriptors => adminMeta("Landing test variant", adminPaths.landingTestEdit(params.id));

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  if (!UUID.test(params.id)) throw data("Test not found", { status: 404 });
  const test = await landingTestForEdit(params.id);
  if (!test) throw data("Test not found", { status: 404 });
  const proof = await proofChoices();
  return data(
    {
      test,
      proof,
    },
    { headers: ADMIN_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, "content");
  const answer = await submitLandingTest(request, actorOf(staff, context));
  return data(answer, { status: answer.ok ? 200 : answer.status, headers: ADMIN_HEADERS });
}

export default function LandingTestEditor({ loaderData }: Route.ComponentProps) {
  const { test, proof } = loaderData;
  const [name, setName] = useState(test.name);
  const [split, setSplit] = useState(String(test.split));
  const [blocks, setBlocks] = useState<BlockValue[]>(test.blocks as unknown as BlockValue[]);
  const saver = useFetcher<typeof action>();
  const answer = saver.state === "idle" ? saver.data : undefined;
  const errors = answer && !answer.ok ? answer.errors : [];
  const errorMap = errorsByPath(errors);
  const nameMeta = fieldMeta("variant-name", errorMap.name ?? null);
  const splitMeta = fieldMeta("variant-split", errorMap.split ?? null);
  const other = errors.filter((line) => !/^(name|split|blocks\.)/.test(line));
  const editable = test.status !== "ended";
  return (
    <AdminSection title={`Variant of ${test.pagePath}`} description="The variant starts as a copy of the page's blocks. Change what you want to test; the original stays as it is published.">
      <ActionNotice>{answer?.ok ? LANDING_TEXTS.saved : null}</ActionNotice>
      <FormErrors errors={other.length ? other : null} />
      <SchemaFormContext value={{ errors: errorMap, proof }}>
        <div className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Test</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 md:grid-cols-2">
              <Field label="Test name" meta={nameMeta} required>
                <Input {...controlProps(nameMeta)} value={name} onChange={(event) => setName(event.currentTarget.value)} required maxLength={120} autoComplete="off" />
              </Field>
              <Field label="Visitors to the variant (%)" meta={splitMeta} required>
                <Input {...controlProps(splitMeta)} type="number" inputMode="numeric" min={1} max={99} step={1} value={split} onChange={(event) => setSplit(event.currentTarget.value)} required />
              </Field>
              <p className="text-sm text-muted-foreground md:col-span-2">
                Status: <strong>{test.status === "draft" ? "Not started" : test.status === "running" ? "Running" : "Ended"}</strong>. A visitor keeps the version they saw first; changing the share only affects new visitors.
              </p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Variant blocks</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <BlockList blocks={blocks} onChange={setBlocks} />
              <FormErrors errors={errorMap.blocks ?? null} />
            </CardContent>
          </Card>
          <div className="flex flex-wrap gap-2">
            {editable ? (
              <Button type="button" disabled={saver.state !== "idle"} onClick={() => saver.submit({ intent: "save", testId: test.id, name, split, blocks: JSON.stringify(blocks) }, { method: "post" })}>
                Save variant
              </Button>
            ) : null}
            <Button asChild variant="outline">
              <Link to={adminPaths.landingTests}>Back to landing tests</Link>
            </Button>
          </div>
        </div>
      </SchemaFormContext>
    </AdminSection>
  );
}
