/**
 * The renderer of pages from blocks (issue 26): every block type renders on the server with data
 * as the page's loader gives it, hidden blocks and blocks whose data is missing render nothing,
 * and no block writes stored HTML (rich text reaches the page only as our renderer's HTML).
 */
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { blockComponents, PageBlocks } from "#app/components/blocks/page-blocks.tsx";
import type { BlockContext } from "#app/components/blocks/context.ts";
import { BLOCK_TYPES, blockSchema, type Block, type BlockInput } from "#app/lib/blocks/schema.ts";
import { homeHeroArt, productArt } from "#app/lib/art/catalog.ts";
import type { PageData } from "#app/services/page-view.server.ts";

const MEDIA = "0123456789abcdef0123456789abcdef";
const CLIENT = "11111111-1111-4111-8111-111111111111";
const QUOTE = "22222222-2222-4222-8222-222222222222";
const PERSON = "33333333-3333-4333-8333-333333333333";
const image = { id: MEDIA, alt: "A picture", width: 1200, height: 800, format: "jpeg" as const };

const samples: BlockInput[] = [
  { id: "hero", type: "hero", title: "Hero Title", subtitle: "Sub", image: { kind: "media", mediaId: MEDIA }, actions: [{ label: "Go", href: "/contact" }] },
  { id: "ira", type: "iraconnectHero", title: "Join IRACONNECT early", subtitle: "Sub" },
  { id: "rt", type: "richText", title: "Rich Title", body: { format: "markdown", markdown: "**bold**" } },
  { id: "story", type: "story", title: "Story Title", paragraphs: ["One."], aside: [{ title: "Mission", text: "M." }] },
  { id: "fg", type: "featureGrid", title: "Features Title", items: [{ title: "F", description: "D", icon: "Cloud" }], pictures: [{ kind: "art", name: "products/iraconnect-card" }] },
  { id: "ps", type: "problemSolution", problems: { title: "Problems Title", items: ["P"] }, solutions: { title: "Solutions", items: ["S"] } },
  { id: "steps", type: "steps", title: "Steps Title", items: [{ title: "S1", description: "D" }] },
  { id: "tl", type: "timeline", title: "Timeline Title", items: [{ year: "2018", title: "Founded", description: "D" }] },
  { id: "faq", type: "faq", title: "FAQ Title", items: [{ question: "Q?", answer: "A." }] },
  { id: "ct", type: "comparisonTable", competitor: "Udemy", rows: [{ feature: "Courses", iraconnect: true, competitor: true }] },
  { id: "rb", type: "resultsBand", mode: "related" },
  { id: "ar", type: "archive", collection: "posts", title: "Archive Title" },
  { id: "pc", type: "productCards", title: "Products Title", items: [{ name: "IRACONNECT", description: "D", href: "/products#iraconnect", icon: "Users" }] },
  {
    id: "pd",
    type: "productDetails",
    items: [{ anchor: "irasecure", name: "IRASECURE", tagline: "T", description: "D", platform: { title: "Platform Title", text: "T", points: ["P"] }, features: [], benefits: [] }],
  },
  { id: "cards", type: "cards", title: "Cards Title", items: [{ title: "Card", text: "T", href: "/about" }] },
  { id: "sd", type: "serviceDetails", items: [{ anchor: "cloud", title: "Cloud Service", icon: "Cloud", description: "D", benefits: ["B"], process: ["P"], technologies: ["AWS"] }] },
  {
    id: "jobs",
    type: "jobListings",
    items: [{ anchor: "eng", title: "Data Engineer", department: "Data", location: "Chennai", employment: "Full-time", experience: "3+ years", description: "D", responsibilities: ["R"], requirements: ["Q"] }],
  },
  { id: "facts", type: "contactFacts", title: "Reach Us" },
  {
    id: "legal",
    type: "legalText",
    updated: "2026-11-29",
    sections: [{ anchor: "who", heading: "Who Is Responsible", markdown: "We are.", parts: [{ anchor: "contact-data", heading: "Contact Form Part", markdown: "We keep it." }] }],
  },
  { id: "form", type: "form", form: "contact", title: "Write To Us" },
  { id: "news", type: "form", form: "newsletter", title: "Newsletter Title" },
  { id: "cta", type: "cta", title: "CTA Title", text: "T", primary: { label: "Go", href: "/contact" } },
  { id: "logos", type: "logoStrip", title: "Logos Title", clientIds: [CLIENT] },
  { id: "quotes", type: "testimonials", title: "Quotes Title", testimonialIds: [QUOTE] },
  { id: "team", type: "teamGrid", title: "Team Title", personIds: [PERSON] },
  { id: "stats", type: "stats", title: "Stats Title", items: [{ value: "98%", label: "On time" }] },
  { id: "media", type: "media", image: { kind: "media", mediaId: MEDIA }, caption: "Media caption" },
  { id: "gallery", type: "gallery", title: "Gallery Title", images: [{ image: { kind: "art", name: "hero/home" }, caption: "Gallery caption" }] },
];

const data: PageData = {
  trail: [
    ["Home", "/"],
    ["Spring", "/spring"],
  ],
  pictures: {
    [`media:${MEDIA}`]: { kind: "media", image },
    "art:products/iraconnect-card": { kind: "art", art: productArt.iraconnect.card },
    "art:hero/home": { kind: "art", art: homeHeroArt },
  },
  clients: { [CLIENT]: { id: CLIENT, name: "Lumen Payments", logoMediaId: MEDIA, url: null } },
  testimonials: { [QUOTE]: { id: QUOTE, quote: "They shipped.", name: "Meera Pillai", role: "CTO", company: "Northwind", photoMediaId: null } },
  people: { [PERSON]: { id: PERSON, name: "Arjun Krishnan", role: "Founder", bio: "Bio.", photoMediaId: MEDIA } },
  archives: { ar: { posts: [], studies: [] } },
  results: { rb: { band: [], related: null } },
  services: { sd: {} },
  html: { rt: "<p><strong>bold</strong></p>", "legal:who": "<p>Legal words.</p>", "legal:who:contact-data": "<p>Kept words.</p>" },
};

function render(blocks: Block[], context: Partial<BlockContext> = {}): string {
  const Stub = createRoutesStub([{ path: "/spring", Component: () => <PageBlocks blocks={blocks} context={{ data, path: "/spring", ...context }} /> }]);
  return renderToString(<Stub initialEntries={["/spring"]} />);
}

const parsed = samples.map((sample) => blockSchema.parse(sample));

describe("page blocks (issue 26)", () => {
  it("has a sample here and a component for every block type", () => {
    expect(new Set(parsed.map((block) => block.type))).toEqual(new Set(BLOCK_TYPES));
    for (const type of BLOCK_TYPES) expect(blockComponents[type], type).toBeTypeOf("function");
  });

  it("renders every block type", () => {
    const html = render(parsed);
    for (const text of [
      "Hero Title",
      "Join IRACONNECT early",
      "Rich Title",
      "<strong>bold</strong>",
      "Story Title",
      "Features Title",
      "Problems Title",
      "Steps Title",
      "Timeline Title",
      "FAQ Title",
      "IRACONNECT vs Udemy",
      "Products Title",
      "Platform Title",
      "Cards Title",
      "Cloud Service",
      "Data Engineer",
      "Reach Us",
      'Last updated <time dateTime="2026-11-29">',
      '<h2 id="who" class="text-2xl font-semibold tracking-tight">Who Is Responsible</h2>',
      "<p>Legal words.</p>",
      'id="contact-data"',
      "Contact Form Part",
      "<p>Kept words.</p>",
      "Write To Us",
      "Newsletter Title",
      "CTA Title",
      "Logos Title",
      "Meera Pillai",
      "Arjun Krishnan",
      "98%",
      "Media caption",
      "Gallery caption",
    ]) {
      expect(html, text).toContain(text);
    }
    // The forms are the existing islands (rendered here without the island runtime's wrapper).
    expect(html.match(/<form[\s>]/g)?.length).toBe(2);
    // Exactly one h1: the hero's (the IRACONNECT hero is the other page's kind of hero).
    expect(render(parsed.filter((block) => block.type !== "iraconnectHero")).match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it("leaves out hidden blocks and blocks whose data is missing", () => {
    const hero = blockSchema.parse({ ...samples[0], hidden: true });
    const html = render([hero, parsed.find((block) => block.type === "archive")!, parsed.find((block) => block.type === "resultsBand")!]);
    expect(html).not.toContain("Hero Title");
    expect(html).not.toContain("Archive Title");
    expect(html).not.toContain("Proof from Our Work");
    const missing = render([blockSchema.parse({ id: "q", type: "testimonials", testimonialIds: ["44444444-4444-4444-8444-444444444444"] })]);
    expect(missing).not.toContain("What Our Clients Say");
  });

  it("writes no stored HTML: rich text without rendered HTML shows nothing, and text is escaped", () => {
    const rich = blockSchema.parse({ id: "raw", type: "richText", body: { format: "markdown", markdown: "<script>alert(1)</script>" } });
    expect(render([rich])).not.toContain("<script>alert(1)");
    const cta = blockSchema.parse({ id: "x", type: "cta", title: "<img src=x onerror=alert(1)>", text: "t", primary: { label: "Go", href: "/x" } });
    expect(render([cta])).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });
});
