/** The site's navigation, shared by the header, the mobile menu and the footer. */
import { products } from "../content/products";
import { paths } from "./paths";

export type NavLink = { label: string; href: string; description?: string };
export type NavGroup = { title: string; links: NavLink[] };

const link = (label: string, href: string, description?: string): NavLink => ({ label, href, ...(description ? { description } : {}) });
const links = (pairs: ReadonlyArray<readonly [label: string, href: string]>): NavLink[] => pairs.map(([label, href]) => link(label, href));

const solution = (slug: string) => paths.marketingPage("solutions", slug);
const industry = (slug: string) => paths.marketingPage("industries", slug);
/** A service's detail section on /services. */
const service = (id: string) => `${paths.services}#${id}-details`;
const earlyAccess = paths.iraconnect;

/** Each page below home as the menus name it. */
const page = {
  services: link("Services", paths.services),
  caseStudies: link("Case Studies", paths.caseStudies),
  blog: link("Blog", paths.blog),
  about: link("About", paths.about),
  careers: link("Careers", paths.careers),
  contact: link("Contact", paths.contact),
};

export const mainNav: NavLink[] = [page.services, page.caseStudies, page.blog, page.about, page.careers];

export const productMenu: NavGroup[] = [
  {
    title: "Products",
    links: [
      ...products.map((product) => link(product.name, product.path, product.summary)),
      link("All products", paths.products, "Platform, features and benefits side by side"),
    ],
  },
  {
    title: "Solutions",
    links: ["Colleges", "Students", "Professionals", "Mentors", "Companies"].map((who) => link(`For ${who}`, solution(`for-${who.toLowerCase()}`))),
  },
  {
    title: "Industries",
    links: [
      ...links([
        ["Colleges", industry("colleges")],
        ["Universities", industry("universities")],
        ["Training Academies", industry("training-academies")],
      ]),
      link("IRACONNECT early access", earlyAccess),
    ],
  },
];

export const footerNav: NavGroup[] = [
  {
    title: "Company",
    links: [page.about, page.careers, page.caseStudies, page.blog, page.contact],
  },
  {
    title: "Services",
    links: links([
      ["Cloud Architecture", service("cloud-architecture")],
      ["Data Engineering", service("data-engineering")],
      ["Cost Optimization", service("cost-optimization")],
      ["Machine Learning", service("machine-learning")],
      ["AI Solutions", service("ai-solutions")],
    ]),
  },
  {
    title: "Products",
    links: [...products.map((product) => link(product.name, product.path)), link("Join IRACONNECT early", earlyAccess)],
  },
];
