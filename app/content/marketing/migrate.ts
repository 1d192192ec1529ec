import type { MarketingPage } from "../types.ts";
import { bookDemoCta, iraconnectCta, talkToUsCta } from "./ctas.ts";

/** /migrate/* guides: four steps each, powered by IRA Migrate. */
export const migratePages: MarketingPage[] = [
  {
    path: "/migrate/from-coursera-to-ira-connect",
    family: "migrate",
    breadcrumb: "Coursera to IRACONNECT",
    meta: {
      title: "Migrate From Coursera to IRACONNECT | Iratech",
      description:
        "Move learner records, completion history and your own course content from Coursera to IRACONNECT in 24 to 72 hours with managed IRA Migrate support.",
      keywords: [
        "migrate from Coursera",
        "Coursera for Campus migration",
        "switch from Coursera",
        "IRA Migrate",
        "learner data migration",
      ],
    },
    hero: {
      eyebrow: "Migration guide",
      title: "Moving From Coursera to IRACONNECT",
      subtitle:
        "Bring your learners' records and your institution's own content to IRACONNECT in 24 to 72 hours, without interrupting the semester.",
      primaryCta: { label: "Plan My Migration", href: "/contact" },
      secondaryCta: { label: "Compare the Platforms", href: "/compare/ira-connect-vs-coursera" },
    },
    features: {
      title: "What Comes With You",
      items: [
        {
          title: "Learner Rosters",
          description: "Every learner, with department, batch and contact details, ready for invitation.",
          icon: "Users",
        },
        {
          title: "Completion History",
          description: "Course completions and grades from your Coursera admin reports.",
          icon: "CheckCircle2",
        },
        {
          title: "Your Own Content",
          description: "Materials, assessments and private courses your institution created.",
          icon: "BookOpen",
        },
        {
          title: "Verified Credentials",
          description: "Completions can be reissued as blockchain-verified credentials.",
          icon: "ShieldCheck",
        },
      ],
    },
    steps: {
      title: "Four Steps to Migrate",
      items: [
        {
          title: "Export Your Reports",
          description:
            "Download learner and completion reports from your Coursera admin dashboard, plus any content files you own.",
        },
        {
          title: "Share Securely",
          description:
            "Upload the exports to an encrypted IRA Migrate workspace; our engineers confirm the scope within one business day.",
        },
        {
          title: "Map and Import",
          description:
            "We map learners, departments and completions to IRACONNECT and import them into a staging space for your review.",
        },
        {
          title: "Invite and Go Live",
          description:
            "After your sign-off, learners receive invitations and see their history and credentials on day one.",
        },
      ],
    },
    faqs: [
      {
        question: "Can Coursera's own courses be moved?",
        answer:
          "No. Courses in the Coursera catalogue belong to Coursera and its partners. We move your learner data and content your institution owns.",
      },
      {
        question: "How long does the migration take?",
        answer: "Typically 24 to 72 hours after we receive your exports.",
      },
      {
        question: "Can we run both platforms during the transition?",
        answer:
          "Yes. Many institutions keep their Coursera licence until it ends while learners start using IRACONNECT.",
      },
    ],
    cta: {
      title: "Start Your Coursera Migration",
      text: "Tell us your learner numbers and timeline, and we will send a migration plan within two business days.",
      primary: talkToUsCta,
      secondary: { label: "About IRA Migrate", href: "/products/ira-migrate" },
    },
  },
  {
    path: "/migrate/from-udemy-to-ira-connect",
    family: "migrate",
    breadcrumb: "Udemy to IRACONNECT",
    meta: {
      title: "Migrate From Udemy to IRACONNECT | Iratech",
      description:
        "Instructors and academies can move the courses they own from Udemy to IRACONNECT in 24 to 72 hours, with videos, quizzes and structure intact.",
      keywords: [
        "migrate from Udemy",
        "move Udemy course",
        "Udemy instructor alternative",
        "course migration",
        "IRA Migrate",
        "sell courses to students",
      ],
    },
    hero: {
      eyebrow: "Migration guide",
      title: "Moving Your Courses From Udemy to IRACONNECT",
      subtitle:
        "Bring the courses you created to a career-focused marketplace where learners can practise, earn verified credentials and get hired.",
      primaryCta: { label: "Move My Courses", href: "/contact" },
      secondaryCta: { label: "Compare the Platforms", href: "/compare/ira-connect-vs-udemy" },
    },
    features: {
      title: "What Moves Across",
      items: [
        {
          title: "Video Lectures",
          description: "Your original video files, organised into the same sections and lectures.",
          icon: "Layers",
        },
        {
          title: "Quizzes and Assignments",
          description: "Assessments rebuilt in IRACONNECT, linked to coding challenges where relevant.",
          icon: "CheckCircle2",
        },
        {
          title: "Course Descriptions",
          description: "Titles, outcomes and requirements, ready for the marketplace listing.",
          icon: "FileText",
        },
        {
          title: "Verified Certificates",
          description: "Completions on IRACONNECT can earn blockchain-verified certificates.",
          icon: "Award",
        },
      ],
    },
    steps: {
      title: "Four Steps to Migrate",
      items: [
        {
          title: "Gather Your Source Files",
          description:
            "Collect the original videos, resources and quiz content for the courses you own and want to move.",
        },
        {
          title: "Create Your Instructor Profile",
          description:
            "Apply as an instructor on IRACONNECT; we review your profile and open an IRA Migrate workspace.",
        },
        {
          title: "We Rebuild Your Courses",
          description:
            "Our team uploads content, recreates sections and quizzes, and shares a preview for your approval.",
        },
        {
          title: "Publish and Promote",
          description:
            "Your courses go live on the marketplace and are recommended to learners with matching skill gaps.",
        },
      ],
    },
    faqs: [
      {
        question: "Can I keep selling on Udemy?",
        answer:
          "That depends on your agreements; IRACONNECT does not require exclusivity. Check Udemy's instructor terms for any conditions on your side.",
      },
      {
        question: "Do my Udemy students come with me?",
        answer:
          "Student accounts belong to Udemy, so they are not migrated. You can invite learners to find your courses on IRACONNECT.",
      },
      {
        question: "How long does it take?",
        answer: "Most course catalogues are rebuilt in 24 to 72 hours once source files are shared.",
      },
    ],
    cta: {
      title: "Bring Your Courses to IRACONNECT",
      text: "Reach learners who are building careers, not just browsing. Talk to us about moving your catalogue.",
      primary: talkToUsCta,
      secondary: iraconnectCta,
    },
  },
  {
    path: "/migrate/from-linkedin-learning-to-ira-connect",
    family: "migrate",
    breadcrumb: "LinkedIn Learning to IRACONNECT",
    meta: {
      title: "Migrate From LinkedIn Learning | Iratech",
      description:
        "Switch from LinkedIn Learning to IRACONNECT with learner records, completion reports and custom content moved for you in 24 to 72 hours by IRA Migrate.",
      keywords: [
        "migrate from LinkedIn Learning",
        "LinkedIn Learning alternative",
        "learning platform switch",
        "IRA Migrate",
        "custom content migration",
      ],
    },
    hero: {
      eyebrow: "Migration guide",
      title: "Moving From LinkedIn Learning to IRACONNECT",
      subtitle:
        "Keep every learner's history and your custom content when you switch, and add practice, mentoring and placement tools your learners can use from day one.",
      primaryCta: { label: "Plan My Migration", href: "/contact" },
      secondaryCta: {
        label: "Compare the Platforms",
        href: "/compare/ira-connect-vs-linkedin-learning",
      },
    },
    features: {
      title: "What Comes With You",
      items: [
        {
          title: "Learner Accounts",
          description: "Learners from your admin reports, grouped by team, department or batch.",
          icon: "Users",
        },
        {
          title: "Completion Reports",
          description: "Course completions and learning hours preserved as part of each profile.",
          icon: "BarChart3",
        },
        {
          title: "Custom Content",
          description: "Videos, documents and learning paths your organisation uploaded or created.",
          icon: "BookOpen",
        },
      ],
    },
    steps: {
      title: "Four Steps to Migrate",
      items: [
        {
          title: "Export From Admin Reports",
          description:
            "Download learner and completion reports from LinkedIn Learning admin, plus the source files of any custom content.",
        },
        {
          title: "Agree the Plan",
          description:
            "We confirm what moves, map your groups and learning paths, and schedule the cutover around your calendar.",
        },
        {
          title: "Import and Validate",
          description:
            "Data and content are imported to a staging space, with a validation report comparing record counts.",
        },
        {
          title: "Launch to Learners",
          description:
            "Learners receive invitations, and your admins get a walkthrough of dashboards and analytics.",
        },
      ],
    },
    testimonials: [
      {
        name: "Joseph Mathew",
        role: "Learning and Development Manager",
        company: "Tranquil Tech Training Institute",
        content:
          "The whole move took two days. Our learners kept their history and gained coding practice and mentoring we could never offer before.",
        rating: 5,
      },
      {
        name: "Anjali Desai",
        role: "Academic Programme Head",
        company: "Western Skills Academy",
        content:
          "The validation report matched our numbers line for line, which made sign-off easy for our management.",
        rating: 4,
      },
    ],
    faqs: [
      {
        question: "Can LinkedIn Learning courses be moved?",
        answer:
          "No. Courses in the LinkedIn Learning library are licensed content. We migrate your learner data, reports and custom content you own.",
      },
      {
        question: "Will learners need new accounts?",
        answer:
          "Yes, but invitations are pre-filled from your roster, so joining takes a couple of minutes.",
      },
      {
        question: "How much downtime should we expect?",
        answer:
          "None for learners. Both platforms can run side by side until your cutover date.",
      },
    ],
    cta: {
      title: "Plan Your Switch",
      text: "Share your learner numbers and licence end date, and we will propose a migration schedule.",
      primary: talkToUsCta,
      secondary: bookDemoCta,
    },
  },
];
