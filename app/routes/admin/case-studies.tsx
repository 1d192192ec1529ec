import { Eye, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "~/lib/schemas/zod";
import type { Route } from "./+types/case-studies";
import { TagChips } from "~/components/content/tag-chips";
import { Button } from "~/components/ui/button";
import { adminMeta } from "~/lib/admin-meta";
import { deleteCaseStudy, isCaseStudyId, listAllCaseStudies } from "~/models/case-studies.server";
import { requireAdmin } from "~/services/auth.server";
import { actorFrom } from "~/services/content-access.server";
import { logger } from "~/services/logger.server";

/** The dashboard's default tab (SPEC §2): every case study, drafts included, newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  try {
    const studies = await listAllCaseStudies();
    return {
      error: null,
      studies: studies.map((study) => ({
        id: study.id,
        title: study.title,
        subtitle: study.subtitle,
        description: study.description,
        tags: study.tags,
        isPublished: study.isPublished,
      })),
    };
  } catch (error) {
    logger.error({ err: error }, "admin case study list failed");
    return { error: error instanceof Error ? error.message : "An error occurred", studies: [] };
  }
}

const DeleteSchema = z.object({
  intent: z.literal("delete"),
  id: z.string().refine(isCaseStudyId, "Unknown case study"),
});

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const parsed = DeleteSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: "Failed to delete case study" }, { status: 400 });
  try {
    const deleted = await deleteCaseStudy(parsed.data.id, actorFrom(admin, context));
    if (!deleted) return data({ error: "Failed to delete case study" }, { status: 404 });
    return { error: null };
  } catch (error) {
    logger.error({ err: error }, "case study delete failed");
    return data({ error: "Failed to delete case study" }, { status: 500 });
  }
}

export function meta(): Route.MetaDescriptors {
  return adminMeta("Case Studies", "/admin-dashboard");
}

export default function AdminCaseStudies({ loaderData, actionData }: Route.ComponentProps) {
  // SPEC §8 sends the admin to the console for details: the server's message is logged there too.
  useEffect(() => {
    if (loaderData.error) console.error("Case studies could not be loaded:", loaderData.error);
  }, [loaderData.error]);
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin-dashboard";
  return (
    <section aria-labelledby="case-studies-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="case-studies-heading" className="text-xl font-semibold">
            Case Studies
          </h2>
          <p className="mt-1 text-muted-foreground">Manage the case studies shown on the site.</p>
        </div>
        <Button asChild>
          <Link to="/admin-dashboard/case-studies/new">
            <Plus aria-hidden="true" /> Add Case Study
          </Link>
        </Button>
      </div>

      {actionData?.error ? (
        <p role="alert" className="mt-6 rounded-md border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm">
          {actionData.error}
        </p>
      ) : null}

      <div className="mt-6" aria-live="polite">
        {loading ? (
          <p className="py-12 text-center text-muted-foreground">Loading case studies...</p>
        ) : loaderData.error ? (
          <div role="alert" className="py-12 text-center">
            <p className="text-destructive">Error: {loaderData.error}</p>
            <p className="mt-1 text-sm text-muted-foreground">Check console for more details</p>
          </div>
        ) : loaderData.studies.length === 0 ? (
          <div className="py-12 text-center">
            <p className="font-medium">No case studies found</p>
            <p className="mt-1 text-sm text-muted-foreground">Create your first case study to get started</p>
          </div>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {loaderData.studies.map((study) => (
              <li key={study.id}>
                <article className="flex h-full flex-col rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <h3 className="text-lg font-semibold">{study.title}</h3>
                      {study.subtitle ? <p className="mt-0.5 text-sm text-muted-foreground">{study.subtitle}</p> : null}
                    </div>
                    <span
                      className={
                        "shrink-0 rounded-full px-2 py-0.5 text-xs font-medium " +
                        (study.isPublished ? "bg-success/15 text-success" : "bg-muted text-muted-foreground")
                      }
                    >
                      {study.isPublished ? "Published" : "Draft"}
                    </span>
                  </div>
                  <TagChips tags={study.tags} className="mt-3" />
                  {study.description ? <p className="mt-3 line-clamp-2 text-sm text-muted-foreground">{study.description}</p> : null}
                  <div className="mt-auto flex gap-2 pt-4">
                    <Button asChild variant="outline" size="icon">
                      <a href={`/case-studies/${study.id}`} target="_blank" rel="noopener noreferrer" aria-label={`View ${study.title}`}>
                        <Eye aria-hidden="true" />
                      </a>
                    </Button>
                    <Button asChild variant="outline" size="icon">
                      <Link to={`/admin-dashboard/case-studies/${study.id}/edit`} aria-label={`Edit ${study.title}`}>
                        <Pencil aria-hidden="true" />
                      </Link>
                    </Button>
                    <Form
                      method="post"
                      onSubmit={(event) => {
                        if (!window.confirm("Are you sure you want to delete this case study?")) event.preventDefault();
                      }}
                    >
                      <input type="hidden" name="id" value={study.id} />
                      <Button type="submit" name="intent" value="delete" variant="outline" size="icon" aria-label={`Delete ${study.title}`}>
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </Form>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
