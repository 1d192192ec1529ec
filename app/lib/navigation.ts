/**
 * The site's navigation, shared by the header, the mobile menu and the footer: the menus until staff
 * edit them at /admin-dashboard/navigation (stored as the site setting "navigation", decision 031).
 * The products' names, pages and menu lines are part of these menus (issue 26: no catalogue in
 * app/content); each product's own words are its page's (db/seed-data/pages.json).
 */
import { type HubFamily, hubFamilies, paths } from "./paths.ts";
import type { ProductGroup, SiteMenus } from "./schemas/navigation.ts";

export type NavLink = { label: string; href: string; description?: string };
export type NavGroup = { title: string; links: NavLink[] };

/**
 * One column block of the Products menu: a product (or an audience) with its own page at the top,
 * then its pages by kind (features, comparisons, migrations), each kind ending on its hub page.
 */
export type MenuBlock = {
  title: string;
  /** The block's own page (a product page), shown first with its line. */
  lead?: NavLink;
  sections: { title: string; links: NavLink[] }[];
};

const link = (label: string, href: string, description?: string): NavLink => ({ label, href, ...(description ? { description } : {}) });

const solution = (slug: string) => paths.marketingPage("solutions", slug);
const industry = (slug: string) => paths.marketingPage("industries", slug);
const feature = (label: string, slug: string) => link(label, paths.marketingPage("features", slug));
/** A service's detail section on /services. */
const service = (id: string) => `${paths.services}#${id}-details`;
const earlyAccess = paths.iraconnect;

/** Each hub page's name: its breadcrumb, its footer link. */
export const hubNames: Record<HubFamily, string> = {
  solutions: "Solutions",
  features: "Features",
  industries: "Industries",
  compare: "Compare",
  migrate: "Migrate",
};

/** The hub page of each template family, as menus name it. */
export const hubLinks: Record<HubFamily, NavLink> = {
  solutions: link("All solutions", paths.hub("solutions"), "Who each solution is for"),
  features: link("All features", paths.hub("features"), "Every feature, grouped by product"),
  industries: link("All industries", paths.hub("industries"), "Colleges, universities and academies"),
  compare: link("All comparisons", paths.hub("compare"), "IRACONNECT next to the platforms you know"),
  migrate: link("All migrations", paths.hub("migrate"), "Move courses and learners in days"),
};

/** Each page below home as the menus name it. */
const page = {
  services: link("Services", paths.services),
  caseStudies: link("Case Studies", paths.caseStudies),
  blog: link("Blog", paths.blog),
  about: link("About", paths.about),
  careers: link("Careers", paths.careers),
  contact: link("Contact", paths.contact),
};

/** The header's plain links after the Products menu (Contact is the header's own button). */
export const mainNav: NavLink[] = [page.services, page.caseStudies, page.blog, page.about, page.careers];

/** The company links of the mobile menu: first, above the product links (issue 17). */
export const mobileCompanyNav: NavLink[] = [...mainNav, page.contact];

const iraconnectFeatures: NavLink[] = [
  feature("AI Resume Generator", "ai-resume-generator"),
  feature("Interview Coach", "interview-coach"),
  feature("Job Board", "job-board"),
  feature("Coding Challenges", "coding-challenges"),
  feature("Challenge Arena", "challenge-arena"),
  feature("Mentorship Program", "mentorship-program"),
  feature("Course Marketplace", "course-marketplace"),
  feature("Progress Tracking", "progress-tracking"),
  feature("Placement Analytics", "placement-analytics"),
  feature("Alumni Networking", "alumni-networking"),
];

const comparisons: NavLink[] = [
  link("vs Coursera", paths.marketingPage("compare", "ira-connect-vs-coursera")),
  link("vs Udemy", paths.marketingPage("compare", "ira-connect-vs-udemy")),
  link("vs LinkedIn Learning", paths.marketingPage("compare", "ira-connect-vs-linkedin-learning")),
];

const migrations: NavLink[] = [
  link("From Coursera", paths.marketingPage("migrate", "from-coursera-to-ira-connect")),
  link("From Udemy", paths.marketingPage("migrate", "from-udemy-to-ira-connect")),
  link("From LinkedIn Learning", paths.marketingPage("migrate", "from-linkedin-learning-to-ira-connect")),
];

/** The products, in menu order: name, own page and the line under the name in the Products menu. */
const productsInMenu = {
  iraconnect: link("IRACONNECT", paths.marketingPage("products", "ira-connect"), "AI-powered talent and career platform"),
  iraMigrate: link("IRA Migrate", paths.marketingPage("products", "ira-migrate"), "Move courses and learners in 24 to 72 hours"),
  irasecure: link("IRASECURE", paths.marketingPage("products", "ira-secure"), "Blockchain credential issuing and verification"),
};

/** The Products menu, by product: each with its features, comparisons and migrations, then the audiences. */
export const productMenuBlocks: MenuBlock[] = [
  {
    title: productsInMenu.iraconnect.label,
    lead: productsInMenu.iraconnect,
    sections: [
      { title: "Features", links: [...iraconnectFeatures, hubLinks.features] },
      { title: "Compare", links: [...comparisons, hubLinks.compare] },
    ],
  },
  {
    title: productsInMenu.iraMigrate.label,
    lead: productsInMenu.iraMigrate,
    sections: [{ title: "Migrations", links: [...migrations, hubLinks.migrate] }],
  },
  {
    title: productsInMenu.irasecure.label,
    lead: productsInMenu.irasecure,
    sections: [{ title: "Features", links: [feature("Blockchain Credentials", "blockchain-credentials")] }],
  },
  {
    title: "By audience",
    sections: [
      {
        title: "Solutions",
        links: [
          ...["Colleges", "Students", "Professionals", "Mentors", "Companies"].map((who) => link(`For ${who}`, solution(`for-${who.toLowerCase()}`))),
          hubLinks.solutions,
        ],
      },
      {
        title: "Industries",
        links: [
          link("Colleges", industry("colleges")),
          link("Universities", industry("universities")),
          link("Training Academies", industry("training-academies")),
          hubLinks.industries,
        ],
      },
    ],
  },
];

/** The menu's closing links: every product side by side, and the campaign. */
export const productMenuFooter: NavLink[] = [
  link("All products", paths.products, "Platform, features and benefits side by side"),
  link("IRACONNECT early access", earlyAccess, "Join the pre-launch list"),
];

/** Every link of the Products menu, in reading order (tests and the mobile menu). */
export function menuBlockLinks(block: MenuBlock): NavLink[] {
  return [...(block.lead ? [block.lead] : []), ...block.sections.flatMap((section) => section.links)];
}

/** The Products menu as flat groups: one per block, plus its closing links. */
export const productMenu: NavGroup[] = [
  ...productMenuBlocks.map((block) => ({ title: block.title, links: menuBlockLinks(block) })),
  { title: "More", links: productMenuFooter },
];

export const footerNav: NavGroup[] = [
  {
    title: "Company",
    links: [page.about, page.careers, page.caseStudies, page.blog, page.contact],
  },
  {
    title: "Services",
    links: [
      link("All services", paths.services),
      link("Cloud Architecture", service("cloud-architecture")),
      link("Data Engineering", service("data-engineering")),
      link("Cost Optimization", service("cost-optimization")),
      link("Machine Learning", service("machine-learning")),
      link("AI Solutions", service("ai-solutions")),
    ],
  },
  {
    title: "Products",
    links: [...Object.values(productsInMenu).map((product) => link(product.label, product.href)), link("All products", paths.products), link("Join IRACONNECT early", earlyAccess)],
  },
  {
    title: "Explore",
    links: hubFamilies.map((family) => link(hubNames[family], paths.hub(family))),
  },
];

// ---------------------------------------------------------------------------------------------
// The menus as data (issue 26.4): staff edit them in the admin; until they do, these are today's
// menus above, which is also what prerendered pages carry.

const itemOf = (link: NavLink) => ({ label: link.label, href: link.href, description: link.description ?? null });

/** Today's menus in the shape staff edit (app/lib/schemas/navigation.ts). */
export const defaultMenus: SiteMenus = {
  header: mainNav.map(itemOf),
  products: productMenuBlocks.map((block) => ({
    title: block.title,
    href: block.lead?.href ?? null,
    description: block.lead?.description ?? null,
    items: block.sections.flatMap((section) => [{ label: section.title, href: null, description: null }, ...section.links.map(itemOf)]),
  })),
  productsMore: productMenuFooter.map(itemOf),
  footer: footerNav.map((group) => ({ title: group.title, items: group.links.map(itemOf) })),
};

const linkOf = (item: { label: string; href: string; description: string | null }): NavLink =>
  item.description ? { label: item.label, href: item.href, description: item.description } : { label: item.label, href: item.href };

/** A column of the Products menu as the header draws it: its own page first, then its items by heading. */
export function menuBlockOf(group: ProductGroup): MenuBlock {
  const sections: MenuBlock["sections"] = [];
  for (const item of group.items) {
    if (!item.href) sections.push({ title: item.label, links: [] });
    else {
      if (sections.length === 0) sections.push({ title: "", links: [] });
      sections.at(-1)!.links.push(linkOf({ ...item, href: item.href }));
    }
  }
  return {
    title: group.title,
    ...(group.href ? { lead: linkOf({ label: group.title, href: group.href, description: group.description }) } : {}),
    sections,
  };
}

/** The menus as the header, the mobile menu and the footer draw them. */
export function menusForDisplay(menus: SiteMenus) {
  return {
    mainNav: menus.header.map(linkOf),
    productMenuBlocks: menus.products.map(menuBlockOf),
    productMenuFooter: menus.productsMore.map(linkOf),
    footerNav: menus.footer.map((group): NavGroup => ({ title: group.title, links: group.items.map(linkOf) })),
  };
}
