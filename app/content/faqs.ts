import { openingHoursPhrase, type CompanySettings } from "../lib/company.ts";
import type { FaqItem } from "./types.ts";

/** Frequently asked questions shown on /contact (and in its FAQ JSON-LD), with the office hours as staff set them. */
export function contactFaqsFor(site: CompanySettings): FaqItem[] {
  const hours = openingHoursPhrase(site);
  return [
    {
      question: "How quickly will you respond to my message?",
      answer: `We reply to every enquiry within one business day${hours ? ` during our office hours, ${hours}` : ""}.`,
    },
    ...contactFaqs,
  ];
}

const contactFaqs: FaqItem[] = [
  {
    question: "Do you work with clients outside India?",
    answer:
      "Yes. Since our global expansion in 2023 we have served clients in North America, Europe, the Middle East and Asia-Pacific, working remotely and on site when needed.",
  },
  {
    question: "How do your engagements usually start?",
    answer:
      "With a free discovery call, followed by a short assessment and a fixed-scope proposal with clear milestones and pricing.",
  },
  {
    question: "How can our institution get access to IRACONNECT?",
    answer:
      "Book a demo through this form and mention your institution. Students can join the pre-launch list for free at any time.",
  },
];
