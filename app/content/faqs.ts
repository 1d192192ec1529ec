import type { FaqItem } from "./types.ts";

/**
 * Frequently asked questions of /contact (and its FAQ JSON-LD); `{officeHours}` is filled with the
 * office hours as staff set them when the page is drawn (app/lib/blocks/site-facts.ts).
 */
export const contactFaqs: FaqItem[] = [
  {
    question: "How quickly will you respond to my message?",
    answer: "We reply to every enquiry within one business day during our office hours, {officeHours}.",
  },
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
