import type { PageCopy } from "../types.ts";

export const contactPage = {
  path: "/contact",
  name: "Contact",
  meta: {
    title: "Contact Us: Talk to Our Cloud, Data and AI Team",
    description:
      "Send Iratech a message, call or e-mail us, or visit our Chennai office. We reply within one business day, Monday to Friday, 10:00 AM to 6:30 PM PST.",
    keywords: ["contact Iratech", "book a demo", "cloud consulting enquiry", "AI consulting contact", "Chennai office"],
  },
  hero: {
    eyebrow: "Contact",
    title: "Let's Talk About Your Project",
    subtitle: "Tell us what you are building or fixing. A senior engineer reads every message and replies within one business day.",
  },
} satisfies PageCopy;

/** The page's description, with the company's name, city and office hours filled in as staff set them. */
export const contactSeoDescription = "Send {company} a message, call or e-mail us, or visit our {city} office. We reply within one business day, {officeHours}.";
