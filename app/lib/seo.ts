/**
 * The one helper every route's `meta` uses: title, description, keywords, canonical URL, Open Graph
 * and Twitter tags, robots, and optional JSON-LD. React Router's <Meta> escapes JSON-LD, so no
 * content can close the script tag.
 */
import type { MetaDescriptor } from "react-router";
import type { PageCopy } from "../content/types.ts";
import { companyDefaults, type CompanySettings } from "./company.ts";
import { mediaUrl, SHARE_WIDTH } from "./media.ts";
import { absoluteUrl, siteConfig } from "./site-config.ts";

export type JsonLd = Record<string, unknown>;

/** A breadcrumb trail, home first: [["Home", "/"], ["Blog", "/blog"]]. */
export type Trail = ReadonlyArray<readonly [name: string, path: string]>;

type SeoInput = {
  /** The page's own title; the site name is appended unless it is already there. */
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/blog/my-post" (query strings are never canonical). */
  path: string;
  /** A canonical address staff set for a page from blocks (a site path or an absolute URL); else `path`'s. */
  canonical?: string;
  keywords?: readonly string[];
  image?: string;
  type?: "website" | "article" | "product";
  noindex?: boolean;
  jsonLd?: JsonLd | JsonLd[];
  /** The site settings (root loader data): their default share image stands in for a page without one. */
  site?: CompanySettings;
  /** Extra Open Graph article fields. */
  article?: { publishedTime?: string; modifiedTime?: string; author?: string; tags?: readonly string[] };
};

export function fullTitle(title: string, name: string): string {
  return title.includes(name) ? title : `${title} | ${name}`;
}

/**
 * Every meta function passes `site` (the root loader's settings, `siteSettingsOf(matches)`): the
 * company's name in titles and structured data, and its default share image, follow the settings.
 */
export function seo(input: SeoInput): MetaDescriptor[] {
  const site = input.site ?? companyDefaults;
  const title = fullTitle(input.title, site.name);
  const url = absoluteUrl(input.canonical ?? input.path);
  const defaultImage = site.shareImageMediaId ? mediaUrl(site.shareImageMediaId, SHARE_WIDTH, "jpeg") : "/og-image.png";
  const image = absoluteUrl(input.image ?? defaultImage);
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: input.type === "article" ? "article" : "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    ...(input.image || site.shareImageMediaId ? [] : [{ property: "og:image:width", content: "1200" }, { property: "og:image:height", content: "630" }]),
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.keywords?.length) meta.push({ name: "keywords", content: input.keywords.join(", ") });
  if (input.noindex) meta.push({ name: "robots", content: "noindex, nofollow" });
  if (input.article) {
    const a = input.article;
    if (a.publishedTime) meta.push({ property: "article:published_time", content: a.publishedTime });
    if (a.modifiedTime) meta.push({ property: "article:modified_time", content: a.modifiedTime });
    if (a.author) meta.push({ property: "article:author", content: a.author });
    for (const tag of a.tags ?? []) meta.push({ property: "article:tag", content: tag });
  }
  const graphs = input.jsonLd === undefined ? [] : Array.isArray(input.jsonLd) ? input.jsonLd : [input.jsonLd];
  for (const graph of graphs) meta.push({ "script:ld+json": { "@context": "https://schema.org", ...graph } });
  return meta;
}

/** The trail of a page one level below home, optionally with a page below it. */
export function trailOf(page: Pick<PageCopy, "name" | "path">, child?: readonly [name: string, path: string]): Trail {
  return [["Home", "/"], [page.name, page.path], ...(child ? [child] : [])];
}

/**
 * The tags of a page described by its copy, with its breadcrumb trail as structured data. Page 2 and
 * later of a list is its own page: its own canonical URL (?page=N) and a title that says which page.
 */
export function pageSeo(page: PageCopy, options: { jsonLd?: JsonLd[]; noindex?: boolean; page?: number; site?: CompanySettings } = {}): MetaDescriptor[] {
  const n = options.page ?? 1;
  const meta = n > 1 ? { ...page.meta, title: `${page.meta.title} (Page ${n})` } : page.meta;
  const path = n > 1 ? `${page.path}?page=${n}` : page.path;
  return seo({ ...meta, path, noindex: options.noindex, site: options.site, jsonLd: [breadcrumbJsonLd(trailOf(page)), ...(options.jsonLd ?? [])] });
}

/** <link rel="prev"> and <link rel="next"> of a paginated list, for crawlers. */
export function pageLinks(page: number, pages: number, hrefOf: (page: number) => string): MetaDescriptor[] {
  const links: MetaDescriptor[] = [];
  if (page > 1) links.push({ tagName: "link", rel: "prev", href: absoluteUrl(hrefOf(page - 1)) });
  if (page < pages) links.push({ tagName: "link", rel: "next", href: absoluteUrl(hrefOf(page + 1)) });
  return links;
}

/**
 * A blog post or a case study: article tags, the Article and the breadcrumb structured data. A post
 * names its author; a case study is written by the company.
 */
export function articleSeo(article: {
  title: string;
  description: string;
  path: string;
  /** The list it belongs to (its breadcrumb parent). */
  list: Pick<PageCopy, "name" | "path">;
  publishedAt: string;
  updatedAt: string;
  tags: readonly string[];
  author?: string;
  category?: string;
  coverImageUrl?: string | null;
  site?: CompanySettings;
}): MetaDescriptor[] {
  const { title, description, path, tags, author, coverImageUrl: image } = article;
  const site = article.site ?? companyDefaults;
  return seo({
    site,
    title,
    description,
    path,
    type: "article",
    image: image ?? undefined,
    keywords: tags,
    article: { publishedTime: article.publishedAt, modifiedTime: article.updatedAt, author, tags },
    jsonLd: [
      {
        "@type": "Article",
        headline: title,
        description,
        author: author ? { "@type": "Person", name: author } : { "@type": "Organization", name: site.name },
        datePublished: article.publishedAt,
        dateModified: article.updatedAt,
        ...(article.category ? { articleSection: article.category } : {}),
        keywords: tags.join(", "),
        ...(image ? { image: absoluteUrl(image) } : {}),
        mainEntityOfPage: { "@type": "WebPage", "@id": absoluteUrl(path) },
        publisher: { "@type": "Organization", name: site.name, logo: { "@type": "ImageObject", url: absoluteUrl("/logo.svg") } },
      },
      breadcrumbJsonLd(trailOf(article.list, [title, path])),
    ],
  });
}

/** BreadcrumbList for a nested page: [["Home", "/"], ["Blog", "/blog"], ["Post", "/blog/x"]]. */
export function breadcrumbJsonLd(trail: Trail): JsonLd {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map(([name, path], index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: absoluteUrl(path),
    })),
  };
}

/** The office's address (the organisation, job postings). */
export function postalAddressJsonLd(site: CompanySettings = companyDefaults): JsonLd {
  const { street, city, region, postalCode, country } = site.address;
  return { "@type": "PostalAddress", streetAddress: street, addressLocality: city, addressRegion: region, postalCode, addressCountry: country };
}

/** How to reach the company: the contact page's e-mail and phone, as staff set them. */
export function contactPointJsonLd(site: CompanySettings = companyDefaults): JsonLd {
  return {
    "@type": "ContactPoint",
    contactType: "customer service",
    email: site.email,
    telephone: site.phone,
    url: absoluteUrl("/contact"),
    availableLanguage: "English",
  };
}

/**
 * The organisation, with the company's facts as staff set them (root loader data; issue 14.8): on
 * the home, about and contact pages.
 */
export function organizationJsonLd(site: CompanySettings = companyDefaults): JsonLd {
  return {
    "@type": "Organization",
    "@id": absoluteUrl("/#organization"),
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/logo.svg"),
    email: site.email,
    telephone: site.phone,
    foundingDate: String(siteConfig.foundedYear),
    address: postalAddressJsonLd(site),
    contactPoint: [contactPointJsonLd(site)],
    sameAs: Object.values(site.social).filter((link): link is string => Boolean(link)),
  };
}

export function websiteJsonLd(site: CompanySettings = companyDefaults): JsonLd {
  return {
    "@type": "WebSite",
    name: site.name,
    url: absoluteUrl("/"),
    publisher: { "@id": absoluteUrl("/#organization") },
  };
}

export function faqJsonLd(items: ReadonlyArray<{ question: string; answer: string }>): JsonLd {
  return {
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
