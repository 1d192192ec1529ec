import type { Route } from "./+types/case-studies";
import { adminMeta } from "~/lib/admin-meta";
import { requireAdmin } from "~/services/auth.server";

// Placeholder for the Case Studies tab; the content issue replaces this file.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export function meta(): Route.MetaDescriptors {
  return adminMeta("Case Studies", "/admin-dashboard");
}

export default function AdminCaseStudies() {
  return (
    <section aria-labelledby="case-studies-heading">
      <h2 id="case-studies-heading" className="text-xl font-semibold">
        Case Studies
      </h2>
      <p className="mt-1 text-muted-foreground">Manage the case studies shown on the site.</p>
    </section>
  );
}
