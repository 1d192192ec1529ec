import type { MarketingPage } from "../types.ts";
import { bookDemoCta, earlyAccessCta, joinFreeCta } from "./ctas.ts";

/** /compare/* pages: IRACONNECT next to other learning platforms, fairly and factually. */
export const comparePages: MarketingPage[] = [
  {
    path: "/compare/ira-connect-vs-coursera",
    family: "compare",
    breadcrumb: "IRACONNECT vs Coursera",
    meta: {
      title: "IRACONNECT vs Coursera | Iratech",
      description:
        "Compare IRACONNECT and Coursera on courses, credentials, job matching and placement tools to see which fits your institution or career goals best.",
      keywords: [
        "IRACONNECT vs Coursera",
        "Coursera alternative",
        "Coursera for Campus alternative",
        "career platform comparison",
        "online learning comparison",
      ],
    },
    hero: {
      eyebrow: "Comparison",
      title: "IRACONNECT vs Coursera",
      subtitle:
        "Coursera is built for learning from universities and companies. IRACONNECT is built for turning skills into jobs. Here is how they compare.",
      primaryCta: bookDemoCta,
      secondaryCta: { label: "Migrate From Coursera", href: "/migrate/from-coursera-to-ira-connect" },
    },
    features: {
      title: "Where IRACONNECT Goes Further",
      subtitle: "Learning is one step; IRACONNECT also covers practice, proof and hiring.",
      items: [
        {
          title: "From Learning to Hiring",
          description: "AI job matching and a job board sit next to courses, so learning leads straight to applications.",
          icon: "Briefcase",
        },
        {
          title: "Placement Analytics",
          description: "Institutions track readiness, applications and offers, not only course completions.",
          icon: "BarChart3",
        },
        {
          title: "Verified on the Blockchain",
          description: "Credentials that employers can verify independently by QR code or ID.",
          icon: "ShieldCheck",
        },
        {
          title: "Practice and Compete",
          description: "Coding challenges and a 20+ level arena turn knowledge into demonstrable skill.",
          icon: "Trophy",
        },
      ],
    },
    comparison: {
      competitor: "Coursera",
      rows: [
        {
          feature: "Cost for students",
          iraconnect: "Free through their institution",
          competitor: "Many courses free to audit; certificates paid",
        },
        {
          feature: "Course catalogue",
          iraconnect: "Career-focused marketplace",
          competitor: "Large catalogue from universities and companies",
        },
        { feature: "Accredited online degrees", iraconnect: false, competitor: true },
        { feature: "AI candidate-job matching", iraconnect: true, competitor: false },
        { feature: "Built-in job board", iraconnect: true, competitor: false },
        {
          feature: "Credential verification",
          iraconnect: "Blockchain-verified, QR code or ID",
          competitor: "Shareable certificate link",
        },
        {
          feature: "Interview preparation",
          iraconnect: "AI mock interviews with feedback",
          competitor: "Interview-prep courses",
        },
        {
          feature: "Coding practice",
          iraconnect: "Challenges in JavaScript, Python and Java",
          competitor: "Labs within selected courses",
        },
        { feature: "Gamified challenge arena", iraconnect: true, competitor: false },
        {
          feature: "Institution analytics",
          iraconnect: "Placement and readiness analytics",
          competitor: "Learning analytics via Coursera for Campus",
        },
      ],
    },
    faqs: [
      {
        question: "Is IRACONNECT a replacement for Coursera?",
        answer:
          "Not necessarily. Coursera excels at university-led courses and degrees. IRACONNECT focuses on practice, verified skills and hiring, and many institutions use both.",
      },
      {
        question: "Can learners keep their Coursera certificates?",
        answer:
          "Yes. Learners can add existing certificates to their IRACONNECT profile alongside blockchain-verified credentials.",
      },
      {
        question: "How hard is it to switch?",
        answer:
          "IRA Migrate moves learner records and content you own in 24 to 72 hours. See our Coursera migration guide for the steps.",
      },
    ],
    cta: {
      title: "See IRACONNECT for Your Institution",
      text: "Book a demo and we will walk through how IRACONNECT fits alongside or in place of your current platform.",
      primary: bookDemoCta,
      secondary: earlyAccessCta,
    },
  },
  {
    path: "/compare/ira-connect-vs-udemy",
    family: "compare",
    breadcrumb: "IRACONNECT vs Udemy",
    meta: {
      title: "IRACONNECT vs Udemy | Iratech",
      description:
        "IRACONNECT or Udemy? Compare pricing, certificates, coding practice, mentorship and job matching to choose the right platform for building your career.",
      keywords: [
        "IRACONNECT vs Udemy",
        "Udemy alternative",
        "Udemy for students",
        "online course platform comparison",
        "career skills platform",
      ],
    },
    hero: {
      eyebrow: "Comparison",
      title: "IRACONNECT vs Udemy",
      subtitle:
        "Udemy offers a vast marketplace of individual courses. IRACONNECT connects learning with practice, verified credentials and jobs. Compare them side by side.",
      primaryCta: joinFreeCta,
      secondaryCta: { label: "Migrate From Udemy", href: "/migrate/from-udemy-to-ira-connect" },
    },
    features: {
      title: "Why Learners Choose IRACONNECT",
      items: [
        {
          title: "Free to Join",
          description: "No per-course purchase needed to start; students get access through their institution.",
          icon: "CheckCircle2",
        },
        {
          title: "Proof Employers Trust",
          description: "Blockchain-verified credentials instead of completion certificates alone.",
          icon: "ShieldCheck",
        },
        {
          title: "A Path to a Job",
          description: "AI job matching and a job board turn new skills into applications.",
          icon: "Target",
        },
        {
          title: "Real Mentors",
          description: "One-to-one mentoring from practitioners and alumni.",
          icon: "HeartHandshake",
        },
      ],
    },
    comparison: {
      competitor: "Udemy",
      rows: [
        {
          feature: "Pricing",
          iraconnect: "Free to join; free for students via institution",
          competitor: "Pay per course or Personal Plan subscription",
        },
        {
          feature: "Course catalogue",
          iraconnect: "Career-focused marketplace",
          competitor: "Very large catalogue across many topics",
        },
        {
          feature: "Who can publish courses",
          iraconnect: "Reviewed institutions and experts",
          competitor: "Any approved instructor",
        },
        {
          feature: "Certificates",
          iraconnect: "Blockchain-verified credentials",
          competitor: "Certificate of completion",
        },
        { feature: "AI candidate-job matching", iraconnect: true, competitor: false },
        { feature: "Built-in job board", iraconnect: true, competitor: false },
        {
          feature: "Mentorship",
          iraconnect: "One-to-one sessions",
          competitor: "Instructor Q&A within courses",
        },
        {
          feature: "Coding practice",
          iraconnect: "Standalone challenges and arena",
          competitor: "Exercises in some courses",
        },
        { feature: "Placement analytics for institutions", iraconnect: true, competitor: false },
      ],
    },
    testimonials: [
      {
        name: "Ravi Shankar",
        role: "Junior Backend Developer",
        company: "Finlytic Systems",
        content:
          "I had finished plenty of courses, but nothing showed recruiters what I could actually do. Arena levels and verified certificates changed that conversation.",
        rating: 5,
      },
      {
        name: "Fatima Sheikh",
        role: "Computer Science Student",
        company: "Crescent School of Computer Applications",
        content:
          "I still use course marketplaces to learn, but IRACONNECT is where I practise, get feedback and find roles.",
        rating: 4,
      },
    ],
    faqs: [
      {
        question: "I have already bought Udemy courses. Do I lose them?",
        answer:
          "No. Your Udemy purchases stay in your Udemy account. You can list completed courses on your IRACONNECT profile.",
      },
      {
        question: "Can Udemy instructors publish on IRACONNECT?",
        answer:
          "Yes. Instructors can apply to publish, and IRA Migrate can move courses they own in 24 to 72 hours.",
      },
      {
        question: "Is IRACONNECT only for tech careers?",
        answer:
          "Coding challenges focus on JavaScript, Python and Java, but courses, mentoring, credentials and the job board cover many careers.",
      },
    ],
    cta: {
      title: "Go Beyond the Course",
      text: "Join IRACONNECT free and turn what you learn into verified skills and job matches.",
      primary: earlyAccessCta,
      secondary: bookDemoCta,
    },
  },
  {
    path: "/compare/ira-connect-vs-linkedin-learning",
    family: "compare",
    breadcrumb: "IRACONNECT vs LinkedIn Learning",
    meta: {
      title: "IRACONNECT vs LinkedIn Learning | Iratech",
      description:
        "See how IRACONNECT compares with LinkedIn Learning on pricing, verified credentials, coding practice, mentoring and placement tools for institutions.",
      keywords: [
        "IRACONNECT vs LinkedIn Learning",
        "LinkedIn Learning alternative",
        "professional development platform",
        "career platform comparison",
        "skills verification",
      ],
    },
    hero: {
      eyebrow: "Comparison",
      title: "IRACONNECT vs LinkedIn Learning",
      subtitle:
        "LinkedIn Learning pairs expert-led video courses with the LinkedIn network. IRACONNECT combines learning, hands-on practice, verified credentials and placements in one platform.",
      primaryCta: bookDemoCta,
      secondaryCta: {
        label: "Migrate From LinkedIn Learning",
        href: "/migrate/from-linkedin-learning-to-ira-connect",
      },
    },
    features: {
      title: "What IRACONNECT Adds",
      items: [
        {
          title: "Hands-On Practice",
          description: "Coding challenges and an arena with 20+ levels, not just video lessons.",
          icon: "Code",
        },
        {
          title: "Independent Verification",
          description: "Blockchain-verified credentials anyone can check by QR code or ID.",
          icon: "ShieldCheck",
        },
        {
          title: "Mentorship Built In",
          description: "Book sessions with mentors and alumni from the same platform.",
          icon: "HeartHandshake",
        },
        {
          title: "Made for Institutions",
          description: "Placement analytics and alumni networking for colleges and academies.",
          icon: "School",
        },
      ],
    },
    comparison: {
      competitor: "LinkedIn Learning",
      rows: [
        {
          feature: "Pricing",
          iraconnect: "Free to join; free for students via institution",
          competitor: "Subscription; included with LinkedIn Premium",
        },
        { feature: "Expert-led video courses", iraconnect: true, competitor: true },
        {
          feature: "Job listings",
          iraconnect: "Built-in job board",
          competitor: "Through LinkedIn Jobs",
        },
        {
          feature: "AI candidate-job matching",
          iraconnect: true,
          competitor: "Via separate LinkedIn hiring products",
        },
        {
          feature: "Credentials",
          iraconnect: "Blockchain-verified, QR code or ID",
          competitor: "Certificates shown on LinkedIn profile",
        },
        {
          feature: "Coding practice",
          iraconnect: "Challenges in JavaScript, Python and Java",
          competitor: "Exercises in selected courses",
        },
        { feature: "One-to-one mentorship", iraconnect: true, competitor: false },
        { feature: "Gamified challenge arena", iraconnect: true, competitor: false },
        {
          feature: "Institution analytics",
          iraconnect: "Placement and readiness tracking",
          competitor: "Learning engagement reports",
        },
      ],
    },
    faqs: [
      {
        question: "Does IRACONNECT work with my LinkedIn profile?",
        answer:
          "Yes. You can share IRACONNECT credentials and challenge results as links on your LinkedIn profile.",
      },
      {
        question: "We license LinkedIn Learning for staff. Can we move?",
        answer:
          "You can move learner records, completion reports and any custom content you own. Licensed LinkedIn Learning courses stay with LinkedIn.",
      },
      {
        question: "Which platform is better for students?",
        answer:
          "For placement-focused students, IRACONNECT adds practice, verified skills and job matching, and it is free through their institution.",
      },
    ],
    cta: {
      title: "Compare It for Yourself",
      text: "Book a demo to see IRACONNECT with your own programmes and placement goals.",
      primary: bookDemoCta,
      secondary: earlyAccessCta,
    },
  },
];
