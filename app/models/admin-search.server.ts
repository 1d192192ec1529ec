/**
 * Search across the admin (issue 28): a few of the newest matches of each kind, by a literal
 * substring (ILIKE with the wildcards escaped: `containsPattern`). The service asks only for the
 * kinds the person's role may see.
 */
import { and, asc, desc, eq, ilike, isNull, isNotNull, or } from "drizzle-orm";
import { db } from "../../db/client.server.ts";
import { adminUsers, blogPosts, caseStudies, clients, contactSubmissions, media, pages, people, prelaunchSignups, testimonials, users } from "../../db/schema.ts";
import { containsPattern } from "./admin-list.server.ts";

/** In the sidebar's order: the Proof screen's testimonials, clients and people sit between pages and media. */
export const searchKinds = ["post", "case_study", "page", "testimonial", "client", "proof_person", "media", "signup", "message", "person"] as const;
export type SearchKind = (typeof searchKinds)[number];

/** One match: its kind, its id, the words that name it, and a second line. */
export type SearchHit = { kind: SearchKind; id: string; title: string; detail: string };

/** The newest `limit` matches of `kind` for the text `q` (not empty). */
export async function searchKind(kind: SearchKind, q: string, limit: number): Promise<SearchHit[]> {
  const p = containsPattern(q);
  switch (kind) {
    case "post": {
      const found = await db()
        .select({ id: blogPosts.id, title: blogPosts.title, isPublished: blogPosts.isPublished, author: blogPosts.author })
        .from(blogPosts)
        .where(and(isNull(blogPosts.deletedAt), or(ilike(blogPosts.title, p), ilike(blogPosts.slug, p), ilike(blogPosts.excerpt, p), ilike(blogPosts.author, p))))
        .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
        .limit(limit);
      return found.map((r) => ({ kind, id: r.id, title: r.title, detail: `${r.isPublished ? "Published" : "Draft"} • by ${r.author}` }));
    }
    case "case_study": {
      const found = await db()
        .select({ id: caseStudies.id, title: caseStudies.title, isPublished: caseStudies.isPublished, subtitle: caseStudies.subtitle })
        .from(caseStudies)
        .where(and(isNull(caseStudies.deletedAt), or(ilike(caseStudies.title, p), ilike(caseStudies.subtitle, p), ilike(caseStudies.id, p))))
        .orderBy(desc(caseStudies.updatedAt), desc(caseStudies.id))
        .limit(limit);
      return found.map((r) => ({ kind, id: r.id, title: r.title, detail: [r.isPublished ? "Published" : "Draft", r.subtitle].filter(Boolean).join(" • ") }));
    }
    case "page": {
      const found = await db()
        .select({ id: pages.id, title: pages.title, path: pages.path, status: pages.status })
        .from(pages)
        .where(or(ilike(pages.title, p), ilike(pages.path, p)))
        .orderBy(desc(pages.updatedAt), desc(pages.id))
        .limit(limit);
      return found.map((r) => ({ kind, id: r.id, title: r.title, detail: `${r.status === "published" ? "Published" : "Draft"} • ${r.path}` }));
    }
    // Records saved together (the demo content's) are in name order, not their random ids'.
    case "testimonial": {
      const found = await db()
        .select({ id: testimonials.id, name: testimonials.name, role: testimonials.role, company: testimonials.company })
        .from(testimonials)
        .where(or(ilike(testimonials.name, p), ilike(testimonials.company, p), ilike(testimonials.role, p), ilike(testimonials.quote, p)))
        .orderBy(desc(testimonials.updatedAt), asc(testimonials.name), asc(testimonials.id))
        .limit(limit);
      return found.map((r) => ({ kind, id: r.id, title: r.name, detail: [r.role, r.company].filter(Boolean).join(", ") }));
    }
    case "client": {
      const found = await db()
        .select({ id: clients.id, name: clients.name, url: clients.url })
        .from(clients)
        .where(or(ilike(clients.name, p), ilike(clients.url, p)))
        .orderBy(desc(clients.updatedAt), asc(clients.name))
        .limit(limit);
      return found.map((r) => ({ kind, id: r.id, title: r.name, detail: r.url ?? "" }));
    }
    case "proof_person": {
      const found = await db()
        .select({ id: people.id, name: people.name, role: people.role })
        .from(people)
        .where(or(ilike(people.name, p), ilike(people.role, p), ilike(people.bio, p)))
        .orderBy(desc(people.updatedAt), asc(people.name), asc(people.id))
        .limit(limit);
      return found.map((r) => ({ kind, id: r.id, title: r.name, detail: r.role }));
    }
    case "media": {
      const found = await db()
        .select({ id: media.id, filename: media.filename, alt: media.alt })
        .from(media)
        .where(or(ilike(media.filename, p), ilike(media.alt, p)))
        .orderBy(desc(media.createdAt), desc(media.id))
        .limit(limit);
      return found.map((r) => ({ kind, id: r.id, title: r.filename, detail: r.alt }));
    }
    case "signup": {
      const found = await db()
        .select({ id: prelaunchSignups.id, name: prelaunchSignups.name, email: prelaunchSignups.email, country: prelaunchSignups.country })
        .from(prelaunchSignups)
        .where(or(ilike(prelaunchSignups.name, p), ilike(prelaunchSignups.email, p), ilike(prelaunchSignups.refId, p)))
        .orderBy(desc(prelaunchSignups.createdAt), desc(prelaunchSignups.id))
        .limit(limit);
      return found.map((r) => ({ kind, id: r.id, title: r.name, detail: `${r.email} • ${r.country}` }));
    }
    case "message": {
      const found = await db()
        .select({ id: contactSubmissions.id, name: contactSubmissions.name, email: contactSubmissions.email, subject: contactSubmissions.subject })
        .from(contactSubmissions)
        .where(or(ilike(contactSubmissions.name, p), ilike(contactSubmissions.email, p), ilike(contactSubmissions.subject, p)))
        .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
        .limit(limit);
      return found.map((r) => ({ kind, id: r.id, title: r.subject, detail: `${r.name} • ${r.email}` }));
    }
    case "person": {
      const found = await db()
        .select({ id: users.id, name: users.name, email: users.email, role: adminUsers.role })
        .from(users)
        .innerJoin(adminUsers, eq(adminUsers.userId, users.id))
        .where(and(or(ilike(users.email, p), ilike(users.name, p)), isNotNull(adminUsers.role)))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit);
      return found.map((r) => ({ kind, id: r.id, title: r.name?.trim() || r.email, detail: `${r.email} • ${r.role}` }));
    }
  }
}
