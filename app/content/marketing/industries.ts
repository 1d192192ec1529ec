import type { MarketingPage } from "../types.ts";
import { bookDemoCta, iraconnectCta, platformCta, talkToUsCta } from "./ctas.ts";

/** /industries/* pages for the three kinds of institution IRACONNECT serves. */
export const industryPages: MarketingPage[] = [
  {
    path: "/industries/colleges",
    family: "industries",
    breadcrumb: "Colleges",
    meta: {
      title: "IRACONNECT for Colleges | Iratech",
      description:
        "Engineering, arts, science and management colleges use IRACONNECT to improve employability, verify certificates and showcase placement outcomes.",
      keywords: [
        "college employability",
        "college career platform",
        "engineering college placements",
        "digital certificates for colleges",
        "student employability software",
      ],
    },
    hero: {
      eyebrow: "Industries: colleges",
      title: "Employability Built Into Every Programme",
      subtitle:
        "From first year to final placement, IRACONNECT helps colleges build job-ready graduates and prove it to recruiters, parents and accreditors.",
    },
    problems: {
      title: "Challenges Colleges Face",
      items: [
        "Employability gaps that show up only during placement season",
        "Limited faculty time for coding practice and mock interviews",
        "Certificate verification requests that burden the exam office",
        "Placement results that are hard to evidence for accreditation and admissions",
      ],
    },
    solutions: {
      title: "How IRACONNECT Helps Colleges",
      items: [
        "Skills practice from the first year, with readiness tracked per student",
        "AI coaching and coding challenges that scale without extra staff",
        "Blockchain-verified certificates employers can check themselves",
        "Placement analytics ready for NAAC, NBA and prospectus reporting",
      ],
    },
    features: {
      title: "What Colleges Use Most",
      items: [
        {
          title: "Placement Analytics",
          description: "Live readiness, application and offer data by batch and department.",
          icon: "BarChart3",
        },
        {
          title: "Coding Challenges",
          description: "Practice sets in JavaScript, Python and Java assigned by faculty.",
          icon: "Code",
        },
        {
          title: "Verified Certificates",
          description: "Tamper-proof credentials for every course and programme.",
          icon: "ShieldCheck",
        },
        {
          title: "Alumni Mentoring",
          description: "Graduates return as mentors and referrers for current students.",
          icon: "HeartHandshake",
        },
      ],
    },
    testimonials: [
      {
        name: "Dr. P. Senthil Kumar",
        role: "Principal",
        company: "Thanjavur College of Engineering",
        content:
          "Students started practising in their second year instead of their final semester, and it showed in our placement numbers.",
        rating: 5,
      },
      {
        name: "Revathi Gopal",
        role: "Head, Department of Computer Science",
        company: "Coromandel Arts and Science College",
        content:
          "Assigning coding practice and seeing results per student saves my faculty hours every week.",
        rating: 5,
      },
    ],
    faqs: [
      {
        question: "Is IRACONNECT only for engineering colleges?",
        answer:
          "No. Arts, science, commerce and management colleges use courses, interview coaching, credentials and the job board; coding challenges are optional.",
      },
      {
        question: "What does it cost students?",
        answer: "Nothing. Students get free access through their college.",
      },
      {
        question: "How quickly can we start?",
        answer: "Most colleges are onboarded within two weeks, including faculty training.",
      },
    ],
    cta: {
      title: "Make Your College a Placement Leader",
      text: "Be among the first institutions to prepare and place their students with IRACONNECT.",
      primary: bookDemoCta,
      secondary: { label: "Solutions for Colleges", href: "/solutions/for-colleges" },
    },
  },
  {
    path: "/industries/universities",
    family: "industries",
    breadcrumb: "Universities",
    meta: {
      title: "Career and Credential Platform for Universities | Iratech",
      description:
        "Unify career services, alumni relations and digital credentials across faculties. IRACONNECT gives universities one platform for outcomes at scale.",
      keywords: [
        "university career services",
        "university digital credentials",
        "alumni engagement platform",
        "graduate outcomes",
        "university placement analytics",
        "blockchain degree verification",
      ],
    },
    hero: {
      eyebrow: "Industries: universities",
      title: "Graduate Outcomes at University Scale",
      subtitle:
        "IRACONNECT connects career services, faculties, alumni and employers on one platform, with verifiable credentials for every graduate.",
    },
    problems: {
      title: "Challenges Universities Face",
      items: [
        "Career services stretched across thousands of students and many faculties",
        "Alumni data scattered and out of date",
        "Degree verification requests arriving from employers and institutions worldwide",
        "Outcome data that is slow to collect for rankings and reporting",
      ],
    },
    solutions: {
      title: "How IRACONNECT Helps Universities",
      items: [
        "Self-service AI career tools for every student, with advisers focused on those who need them",
        "An active alumni network with mentoring and referrals",
        "Blockchain-verified degrees and transcripts, checked by QR code or ID",
        "Faculty-level outcome dashboards updated in real time",
      ],
    },
    features: {
      title: "Built for Multi-Faculty Institutions",
      items: [
        {
          title: "Faculty Dashboards",
          description: "Outcome and engagement data for each faculty, department and programme.",
          icon: "Building2",
        },
        {
          title: "Degree Credentials",
          description: "Issue verifiable degrees and certificates at convocation scale.",
          icon: "GraduationCap",
        },
        {
          title: "Alumni Network",
          description: "A searchable network for mentoring, referrals and events.",
          icon: "Users",
        },
        {
          title: "Employer Partnerships",
          description: "Give recruiters one place to post roles and reach every faculty.",
          icon: "Briefcase",
        },
        {
          title: "Role-Based Access",
          description: "Permissions for central career services, faculties and departments.",
          icon: "Lock",
        },
      ],
    },
    faqs: [
      {
        question: "Can IRACONNECT integrate with our student information system?",
        answer:
          "Yes. We import students, programmes and results via CSV or API, and can set up scheduled syncs.",
      },
      {
        question: "Can we issue degrees as blockchain credentials?",
        answer:
          "Yes. IRASECURE issues degrees, transcripts and certificates in bulk, verifiable by QR code or credential ID.",
      },
      {
        question: "How is student data protected?",
        answer:
          "Data is encrypted in transit and at rest, access is role-based, and students control what employers can see.",
      },
      {
        question: "Do you support international students and employers?",
        answer:
          "Yes. Verification works anywhere in the world, and the job board accepts employers from any country.",
      },
    ],
    cta: {
      title: "Transform Graduate Outcomes",
      text: "Book a demo tailored to your university's faculties, career services and alumni goals.",
      primary: bookDemoCta,
      secondary: platformCta,
    },
  },
  {
    path: "/industries/training-academies",
    family: "industries",
    breadcrumb: "Training Academies",
    meta: {
      title: "Platform for Training Academies and Bootcamps | Iratech",
      description:
        "Sell courses, prove learner skills with verified credentials and connect graduates to employers. IRACONNECT helps training academies grow enrolments.",
      keywords: [
        "training academy software",
        "bootcamp platform",
        "sell courses online",
        "job placement for trainees",
        "training certificates",
      ],
    },
    hero: {
      eyebrow: "Industries: training academies",
      title: "Grow Enrolments With Results You Can Prove",
      subtitle:
        "List your courses on the IRACONNECT marketplace, issue verifiable certificates and connect graduates with employers looking for their skills.",
    },
    problems: {
      title: "Challenges Training Academies Face",
      items: [
        "Rising cost of attracting new learners",
        "Certificates that employers do not fully trust",
        "Placement promises that are hard to deliver without employer links",
        "Manual tracking of learner progress across batches",
      ],
    },
    solutions: {
      title: "How IRACONNECT Helps Academies",
      items: [
        "Courses recommended to learners whose skill gaps they fill",
        "Blockchain-verified certificates that strengthen your brand",
        "A job board and AI matching that connect graduates with employers",
        "Progress tracking and analytics for every batch",
      ],
    },
    features: {
      title: "Tools for Academies",
      items: [
        {
          title: "Course Marketplace",
          description: "Reach learners across partner institutions.",
          icon: "BookOpen",
        },
        {
          title: "Verified Certificates",
          description: "Tamper-proof credentials for every course completion.",
          icon: "Award",
        },
        {
          title: "Placement Support",
          description: "Graduates matched to openings from employers on the platform.",
          icon: "Briefcase",
        },
        {
          title: "Batch Analytics",
          description: "Track attendance, progress and outcomes by batch.",
          icon: "LineChart",
        },
      ],
    },
    testimonials: [
      {
        name: "Suresh Varadarajan",
        role: "Founder",
        company: "CodeCraft Training Academy",
        content:
          "Verified certificates and placement data gave prospective learners a reason to choose us. Enquiries rose within one term.",
        rating: 5,
      },
      {
        name: "Meera Iyengar",
        role: "Director",
        company: "DataBridge Analytics Academy",
        content:
          "We moved our courses over in two days with IRA Migrate and had our first graduates matched to employers the same month.",
        rating: 5,
      },
    ],
    faqs: [
      {
        question: "Can we migrate our existing courses?",
        answer:
          "Yes. IRA Migrate moves courses you own from other platforms in 24 to 72 hours.",
      },
      {
        question: "Do we set our own course prices?",
        answer: "Yes. You choose free or paid pricing for each course.",
      },
      {
        question: "Can we white-label certificates?",
        answer:
          "Yes. Certificates carry your academy's name, logo and signatories, with IRASECURE verification built in.",
      },
    ],
    cta: {
      title: "Put Your Academy on the Map",
      text: "Talk to us about listing your courses and issuing verified certificates on IRACONNECT.",
      primary: talkToUsCta,
      secondary: iraconnectCta,
    },
  },
];
