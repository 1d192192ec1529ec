import type { AboutContent, HomeContent } from "./types.ts";

/** Copy for the home page (/). The services teaser items come from `services`. */
export const home: HomeContent = {
  hero: {
    title: "AI, Cloud and Data Engineering That Pay for Themselves",
    subtitle:
      "Iratech designs and builds AI solutions, cloud platforms and data pipelines for growing companies, with measurable results and costs kept under control.",
  },
  intro: {
    title: "Engineering Partners Since 2018",
    text: "Founded in Chennai in 2018, Iratech combines hands-on cloud, data and machine learning expertise with its own products. We work as an extension of your team: small senior squads, clear milestones and systems your engineers can run after we leave.",
  },
  products: {
    title: "Our Core Products",
    subtitle:
      "Platforms we build and run ourselves, shaped by what we learned delivering for clients and institutions.",
  },
  servicesTeaser: {
    title: "What We Do",
    subtitle:
      "Five practices, one team: from the cloud foundation to the models that run on it.",
  },
  whyChoose: {
    title: "Why Choose Iratech",
    items: [
      {
        title: "Expertise",
        description:
          "Certified architects, data engineers and ML specialists who have delivered production systems across cloud, data and AI since 2018.",
        icon: "Award",
      },
      {
        title: "Innovation",
        description:
          "A dedicated AI research division and our own products keep us working with the latest tools before we recommend them to clients.",
        icon: "Lightbulb",
      },
      {
        title: "Reliability",
        description:
          "Infrastructure as code, automated testing and documented runbooks mean what we build keeps running after go-live.",
        icon: "ShieldCheck",
      },
      {
        title: "Value",
        description:
          "Fixed milestones, transparent pricing and cost optimization built into every design, so each project earns back what it costs.",
        icon: "TrendingDown",
      },
    ],
  },
  closing: {
    title: "Ready to Build What Comes Next?",
    text: "Tell us about your cloud, data or AI challenge. We will reply within one business day with practical next steps.",
  },
};

/** Copy for /about (the timeline comes from `timeline`). */
export const about: AboutContent = {
  story: {
    title: "Our Story",
    paragraphs: [
      "Iratech Solutions Pvt. Ltd. was founded in Chennai, India, in 2018 by engineers who had watched too many cloud and data projects stall between the slide deck and production. We set out to be the team that finishes the job.",
      "Our first years were spent migrating workloads to the cloud, building data platforms and cutting infrastructure bills for clients in India and abroad. That work led us to machine learning and, in 2021, to a dedicated AI research division.",
      "Along the way we saw how hard it is for graduates to prove their skills and for employers to find them. That insight became IRACONNECT, our AI-powered talent and career platform, and IRASECURE, our blockchain credential platform.",
      "Today we serve clients and institutions on several continents, and we still work the way we started: small senior teams, honest estimates and systems built to last.",
    ],
  },
  mission:
    "To help organizations and people grow by making AI, cloud and data technology practical, affordable and trustworthy.",
  vision:
    "A world where every skill can be verified, every learner can find the right opportunity, and every business can put its data to work.",
  values: [
    {
      title: "Ownership",
      description:
        "We treat client systems as if they were our own and stay accountable for outcomes, not just deliverables.",
      icon: "Target",
    },
    {
      title: "Integrity",
      description:
        "Honest estimates, transparent pricing and clear advice, even when the right answer is a smaller project.",
      icon: "Handshake",
    },
    {
      title: "Continuous Learning",
      description:
        "We invest in research, certifications and mentoring so our people and clients keep pace with technology.",
      icon: "GraduationCap",
    },
    {
      title: "Impact",
      description:
        "We measure success in hours saved, costs reduced and careers launched, and report those numbers openly.",
      icon: "Rocket",
    },
  ],
};
