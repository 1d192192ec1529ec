/** The site's navigation, shared by the header, the mobile menu and the footer. */
import { products } from "../content/products";

export type NavLink = { label: string; href: string; description?: string };

export const mainNav: NavLink[] = [
  { label: "Services", href: "/services" },
  { label: "Case Studies", href: "/case-studies" },
  { label: "Blog", href: "/blog" },
  { label: "About", href: "/about" },
  { label: "Careers", href: "/careers" },
];

export const productMenu: { title: string; links: NavLink[] }[] = [
  {
    title: "Products",
    links: [
      ...products.map((product) => ({ label: product.name, href: product.path, description: product.summary })),
      { label: "All products", href: "/products", description: "Platform, features and benefits side by side" },
    ],
  },
  {
    title: "Solutions",
    links: [
      { label: "For Colleges", href: "/solutions/for-colleges" },
      { label: "For Students", href: "/solutions/for-students" },
      { label: "For Professionals", href: "/solutions/for-professionals" },
      { label: "For Mentors", href: "/solutions/for-mentors" },
      { label: "For Companies", href: "/solutions/for-companies" },
    ],
  },
  {
    title: "Industries",
    links: [
      { label: "Colleges", href: "/industries/colleges" },
      { label: "Universities", href: "/industries/universities" },
      { label: "Training Academies", href: "/industries/training-academies" },
      { label: "IRACONNECT early access", href: "/iraconnect" },
    ],
  },
];

export const footerNav: { title: string; links: NavLink[] }[] = [
  {
    title: "Company",
    links: [
      { label: "About", href: "/about" },
      { label: "Careers", href: "/careers" },
      { label: "Case Studies", href: "/case-studies" },
      { label: "Blog", href: "/blog" },
      { label: "Contact", href: "/contact" },
    ],
  },
  {
    title: "Services",
    links: [
      { label: "Cloud Architecture", href: "/services#cloud-architecture-details" },
      { label: "Data Engineering", href: "/services#data-engineering-details" },
      { label: "Cost Optimization", href: "/services#cost-optimization-details" },
      { label: "Machine Learning", href: "/services#machine-learning-details" },
      { label: "AI Solutions", href: "/services#ai-solutions-details" },
    ],
  },
  {
    title: "Products",
    links: [
      ...products.map((product) => ({ label: product.name, href: product.path })),
      { label: "Join IRACONNECT early", href: "/iraconnect" },
    ],
  },
];
