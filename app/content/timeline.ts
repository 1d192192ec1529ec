import type { TimelineEntry } from "./types.ts";

/** The seven milestones on /about. */
export const timeline: TimelineEntry[] = [
  {
    year: "2018",
    title: "Iratech Founded",
    description:
      "Iratech Solutions Pvt. Ltd. is founded in Chennai, India, to help growing companies adopt cloud, data and AI.",
  },
  {
    year: "2019",
    title: "First Enterprise Client",
    description:
      "We sign our first enterprise client and deliver a cloud migration and data platform that is still running today.",
  },
  {
    year: "2020",
    title: "First Product Launch",
    description:
      "We launch our first product, bringing years of services experience into a platform customers can use themselves.",
  },
  {
    year: "2021",
    title: "AI Research Division",
    description:
      "We open a dedicated AI research division focused on machine learning, natural language processing and talent matching.",
  },
  {
    year: "2022",
    title: "Second Product in Development",
    description:
      "Development begins on our second product, combining blockchain-verified credentials with AI-driven career tools.",
  },
  {
    year: "2023",
    title: "Global Expansion",
    description:
      "We expand beyond India, serving clients and institutions across North America, Europe, the Middle East and Asia-Pacific.",
  },
  {
    year: "2024",
    title: "Second Product Launch",
    description:
      "We launch our second product, bringing verifiable credentials and AI career tools to institutions and learners.",
  },
];
