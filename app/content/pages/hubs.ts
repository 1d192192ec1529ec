/**
 * The hub pages (/solutions, /features, /industries, /compare, /migrate): each lists the template
 * pages of its family with a line each, so every page can be reached by clicking (issue 18).
 */
import { hubNames } from "../../lib/navigation.ts";
import { paths, type HubFamily } from "../../lib/paths.ts";
import type { PageCopy } from "../types.ts";

const contactCta = { label: "Book a Demo", href: paths.contact };

export const hubPages: Record<HubFamily, PageCopy & { hero: NonNullable<PageCopy["hero"]> }> = {
  solutions: {
    path: paths.hub("solutions"),
    name: hubNames.solutions,
    meta: {
      title: "Solutions for Colleges, Students, Professionals, Mentors and Companies",
      description:
        "How IRACONNECT and IRASECURE serve each group: colleges and universities, students, working professionals, mentors and hiring companies.",
      keywords: ["IRACONNECT solutions", "placement platform for colleges", "career platform for students", "hiring platform"],
    },
    hero: {
      eyebrow: "Solutions",
      title: "One Platform, Built Around Who You Are",
      subtitle: "Pick the page written for you: what you get, what it solves and how to start.",
    },
    cta: {
      title: "Not Sure Where You Fit?",
      text: "Tell us about your institution, team or career plans and we will show you the parts that matter to you.",
      primary: contactCta,
      secondary: { label: "All Products", href: paths.products },
    },
  },
  features: {
    path: paths.hub("features"),
    name: hubNames.features,
    meta: {
      title: "Features: AI Resumes, Interview Coaching, Placement Analytics and More",
      description:
        "Every IRACONNECT and IRASECURE feature on one page: AI resume generator, interview coach, job board, coding challenges, mentorship, analytics and verified credentials.",
      keywords: ["IRACONNECT features", "AI resume generator", "interview coach", "placement analytics", "blockchain credentials"],
    },
    hero: {
      eyebrow: "Features",
      title: "Every Feature, by Product",
      subtitle: "From a tailored resume to a verified certificate: what each part of the platform does, with a page for each.",
    },
    cta: {
      title: "See the Features Working Together",
      text: "A short demo shows how the features connect learning, verified skills and hiring.",
      primary: contactCta,
      secondary: { label: "Join IRACONNECT Early", href: paths.iraconnect },
    },
  },
  industries: {
    path: paths.hub("industries"),
    name: hubNames.industries,
    meta: {
      title: "Industries: Colleges, Universities and Training Academies",
      description: "How colleges, universities and training academies use IRACONNECT and IRASECURE for placements, alumni and verified credentials.",
      keywords: ["education technology", "university placement software", "training academy platform"],
    },
    hero: {
      eyebrow: "Industries",
      title: "Built With Education Institutions",
      subtitle: "Colleges, universities and training academies each run placements and credentials differently. Here is how we fit each.",
    },
    cta: {
      title: "Talk to Us About Your Institution",
      text: "We will walk you through a setup that fits your programmes, your students and your placement cell.",
      primary: contactCta,
      secondary: { label: "All Solutions", href: paths.hub("solutions") },
    },
  },
  compare: {
    path: paths.hub("compare"),
    name: hubNames.compare,
    meta: {
      title: "Compare IRACONNECT With Coursera, Udemy and LinkedIn Learning",
      description: "Feature-by-feature comparisons of IRACONNECT with Coursera, Udemy and LinkedIn Learning: learning, verified skills, mentoring and hiring.",
      keywords: ["IRACONNECT vs Coursera", "IRACONNECT vs Udemy", "IRACONNECT vs LinkedIn Learning", "learning platform comparison"],
    },
    hero: {
      eyebrow: "Compare",
      title: "IRACONNECT Next to the Platforms You Know",
      subtitle: "Course platforms teach. IRACONNECT also verifies the skills and connects them to jobs. See the difference, feature by feature.",
    },
    cta: {
      title: "Ready to Move Your Courses?",
      text: "IRA Migrate moves your courses and learners in days, with their progress.",
      primary: { label: "All Migrations", href: paths.hub("migrate") },
      secondary: contactCta,
    },
  },
  migrate: {
    path: paths.hub("migrate"),
    name: hubNames.migrate,
    meta: {
      title: "Migrate to IRACONNECT From Coursera, Udemy or LinkedIn Learning",
      description: "Step-by-step migrations to IRACONNECT with IRA Migrate: courses, learners and progress moved in 24 to 72 hours.",
      keywords: ["IRA Migrate", "migrate from Coursera", "migrate from Udemy", "migrate from LinkedIn Learning"],
    },
    hero: {
      eyebrow: "Migrate",
      title: "Move to IRACONNECT in Days, Not Months",
      subtitle: "IRA Migrate carries your courses, learners and their progress across. Pick where you are coming from.",
    },
    cta: {
      title: "Plan Your Migration",
      text: "We will size the move with you and give you a date before anything changes.",
      primary: contactCta,
      secondary: { label: "All Comparisons", href: paths.hub("compare") },
    },
  },
};
