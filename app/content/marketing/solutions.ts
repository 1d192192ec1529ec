import type { MarketingPage } from "../types.ts";
import { bookDemoCta, earlyAccessCta, iraconnectCta, joinFreeCta, platformCta, talkToUsCta } from "./ctas.ts";

/** /solutions/* marketing pages, one per audience. */
export const solutionPages: MarketingPage[] = [
  {
    path: "/solutions/for-colleges",
    family: "solutions",
    breadcrumb: "For Colleges",
    meta: {
      title: "Placement and Career Platform for Colleges | Iratech",
      description:
        "Give every student AI career tools and verified credentials, and track placements in one dashboard. IRACONNECT is free for students through their college.",
      keywords: [
        "college placement software",
        "campus placement platform",
        "training and placement cell",
        "student career platform",
        "IRACONNECT for colleges",
      ],
    },
    hero: {
      eyebrow: "For colleges",
      title: "Better Placements, Less Paperwork",
      subtitle:
        "IRACONNECT gives your placement cell live insight into every student's readiness and connects your campus to employers looking for verified skills.",
    },
    problems: {
      title: "What Slows Placement Cells Down",
      items: [
        "Student skills and readiness tracked in scattered spreadsheets",
        "Recruiters asking for verification of every certificate",
        "Too few mock interviews and coding practice sessions to go round",
        "Little visibility of which students are falling behind before placement season",
      ],
    },
    solutions: {
      title: "How IRACONNECT Helps",
      items: [
        "One dashboard for readiness, applications and offers by batch and department",
        "Blockchain-verified certificates that recruiters check themselves",
        "AI interview coaching and coding challenges available to every student, any time",
        "Early alerts for students who need extra support",
      ],
    },
    features: {
      title: "Built for Training and Placement Cells",
      items: [
        {
          title: "Placement Analytics",
          description:
            "Track readiness scores, applications, interviews and offers in real time, and export reports for accreditation.",
          icon: "BarChart3",
        },
        {
          title: "Coding Challenges",
          description:
            "Assign practice sets in JavaScript, Python and Java and see results by student and batch.",
          icon: "Code",
        },
        {
          title: "AI Interview Coach",
          description: "Unlimited mock interviews with instant feedback, so practice is never capped by staff time.",
          icon: "Mic",
        },
        {
          title: "Verified Certificates",
          description: "Issue tamper-proof digital certificates that employers verify by QR code.",
          icon: "ShieldCheck",
        },
        {
          title: "Alumni Network",
          description: "Invite alumni to mentor students and refer them for openings at their companies.",
          icon: "Users",
        },
      ],
    },
    testimonials: [
      {
        name: "Prof. S. Ramesh",
        role: "Training and Placement Officer",
        company: "Kaveri College of Engineering and Technology",
        content:
          "We finally know, weeks before the first drive, which students are ready and which need help. Our mock interview coverage went from a few dozen students to the whole batch.",
        rating: 5,
      },
      {
        name: "Dr. Anitha Joseph",
        role: "Principal",
        company: "St. Mary's College of Commerce",
        content:
          "Recruiters trust our certificates because they can verify them themselves. That has made our graduates stand out.",
        rating: 5,
      },
    ],
    faqs: [
      {
        question: "What does IRACONNECT cost for our students?",
        answer:
          "Nothing. Students get free access through their institution. Contact us for the institution partnership options that fit your college.",
      },
      {
        question: "How long does onboarding take?",
        answer:
          "Most colleges are live within two weeks. We import student rosters, set up departments and train your placement team.",
      },
      {
        question: "Can we generate reports for accreditation?",
        answer:
          "Yes. Placement analytics can be exported by batch, department and year for NAAC, NBA and internal reviews.",
      },
    ],
    cta: {
      title: "Bring IRACONNECT to Your Campus",
      text: "Be among the first institutions to prepare students for careers with AI tools and verified credentials.",
      primary: bookDemoCta,
      secondary: iraconnectCta,
    },
  },
  {
    path: "/solutions/for-students",
    family: "solutions",
    breadcrumb: "For Students",
    meta: {
      title: "Career Tools for Students | Iratech",
      description:
        "Build a verified skills profile, practise coding and interviews with AI, and get matched to jobs. IRACONNECT is free for students through their institution.",
      keywords: [
        "student career platform",
        "campus placement preparation",
        "coding practice for students",
        "AI resume for students",
        "free career tools",
      ],
    },
    hero: {
      eyebrow: "For students",
      title: "Prove Your Skills. Land the Role.",
      subtitle:
        "Practise, earn verified credentials and get matched with employers, all on one platform that is free through your institution.",
      primaryCta: joinFreeCta,
      secondaryCta: { label: "See the Challenge Arena", href: "/features/challenge-arena" },
    },
    problems: {
      title: "The Placement Season Problem",
      items: [
        "Resumes that look the same as everyone else's",
        "No easy way to prove project and coding skills to recruiters",
        "Too little interview practice before the real thing",
        "Hard to know which roles actually fit your skills",
      ],
    },
    solutions: {
      title: "What Changes With IRACONNECT",
      items: [
        "An AI resume built from achievements that recruiters can verify",
        "Coding challenges and arena rankings that show what you can do",
        "Unlimited AI mock interviews with specific feedback",
        "Job matches explained skill by skill",
      ],
    },
    features: {
      title: "Your Career Toolkit",
      items: [
        {
          title: "Coding Challenges",
          description: "Problems in JavaScript, Python and Java, from first loops to data structures and algorithms.",
          icon: "Code",
        },
        {
          title: "Challenge Arena",
          description: "Climb 20+ levels and collect Common, Rare, Epic and Legendary badges.",
          icon: "Trophy",
        },
        {
          title: "AI Resume Builder",
          description: "Generate a tailored resume for each application in minutes.",
          icon: "FileText",
        },
        {
          title: "Interview Coach",
          description: "Practise technical and HR rounds and get feedback on every answer.",
          icon: "Mic",
        },
        {
          title: "Mentorship",
          description: "Book sessions with mentors and alumni working in the roles you want.",
          icon: "HeartHandshake",
        },
      ],
    },
    testimonials: [
      {
        name: "Divya Krishnan",
        role: "Final-year B.Tech Student",
        company: "Kaveri College of Engineering and Technology",
        content:
          "The interview coach caught the same mistake I kept making in every answer. Two weeks later I cleared my first technical round.",
        rating: 5,
      },
      {
        name: "Mohammed Irfan",
        role: "MCA Student",
        company: "Crescent School of Computer Applications",
        content:
          "Reaching Epic rank in the arena gave me something concrete to talk about in interviews, and the recruiter could see it on my profile.",
        rating: 4,
      },
    ],
    faqs: [
      {
        question: "Is IRACONNECT really free for students?",
        answer:
          "Yes. Students get free access through their institution, and anyone can join the pre-launch list for free.",
      },
      {
        question: "My college is not on IRACONNECT yet. Can I still join?",
        answer:
          "Yes. Join the early-access list and share your referral link with classmates and your placement cell so your college can join too.",
      },
      {
        question: "Which programming languages are supported?",
        answer: "Coding challenges currently support JavaScript, Python and Java.",
      },
      {
        question: "Do recruiters see my profile automatically?",
        answer:
          "Only when you choose. You control which achievements and credentials are visible and which employers can contact you.",
      },
    ],
    cta: {
      title: "Start Building Your Profile",
      text: "Join the Early Strivers on IRACONNECT and be ready before placement season begins.",
      primary: earlyAccessCta,
    },
  },
  {
    path: "/solutions/for-professionals",
    family: "solutions",
    breadcrumb: "For Professionals",
    meta: {
      title: "Career Growth Platform for Professionals | Iratech",
      description:
        "Showcase verified skills, get AI-matched to better roles and learn from mentors who have done the job. Join IRACONNECT free as an early member today.",
      keywords: [
        "career growth platform",
        "AI job matching",
        "upskilling for professionals",
        "verified skills profile",
        "career switch",
        "professional networking",
      ],
    },
    hero: {
      eyebrow: "For professionals",
      title: "Your Next Role, Matched to What You Can Prove",
      subtitle:
        "IRACONNECT turns your projects, certifications and challenge results into a verified profile, and uses AI to match it with roles that fit.",
      primaryCta: joinFreeCta,
    },
    problems: {
      title: "Why Career Moves Stall",
      items: [
        "Applications filtered out by keyword screens",
        "Skills learned on the job that no certificate captures",
        "Upskilling courses with no clear link to the next role",
        "Few senior people to ask for honest career advice",
      ],
    },
    solutions: {
      title: "How IRACONNECT Moves You Forward",
      items: [
        "AI matching that weighs demonstrated skills over job titles",
        "Challenge results and verified credentials that document real ability",
        "Course recommendations tied to the gaps in roles you want",
        "Mentors and alumni who can guide and refer you",
      ],
    },
    features: {
      title: "Tools for the Next Step",
      items: [
        {
          title: "AI Job Matching",
          description: "See roles ranked by fit, with the skills that match and the ones to build.",
          icon: "Target",
        },
        {
          title: "Verified Credentials",
          description: "Blockchain-verified certificates recruiters can check in one click.",
          icon: "ShieldCheck",
        },
        {
          title: "Course Marketplace",
          description: "Targeted courses from institutions and industry experts, recommended by skill gap.",
          icon: "BookOpen",
        },
        {
          title: "Mentorship",
          description: "One-to-one sessions with senior practitioners for career and technical guidance.",
          icon: "HeartHandshake",
        },
      ],
    },
    faqs: [
      {
        question: "Can I use IRACONNECT while employed?",
        answer:
          "Yes. You decide when your profile is visible to recruiters, and you can keep it private while you learn and build credentials.",
      },
      {
        question: "Does IRACONNECT replace my other professional profiles?",
        answer:
          "It complements them. You can share your verified credentials and challenge results as links on any profile or resume.",
      },
      {
        question: "What does it cost?",
        answer:
          "Joining is free during pre-launch. Some marketplace courses and mentoring sessions may be paid, with prices shown upfront.",
      },
    ],
    cta: {
      title: "Make Your Skills Visible",
      text: "Join IRACONNECT free and be among the first to get AI-matched roles when the platform opens.",
      primary: earlyAccessCta,
      secondary: platformCta,
    },
  },
  {
    path: "/solutions/for-mentors",
    family: "solutions",
    breadcrumb: "For Mentors",
    meta: {
      title: "Mentor Students and Professionals | Iratech",
      description:
        "Share your experience with learners who need it. IRACONNECT handles matching, scheduling and payments so mentors can focus on the conversations that matter.",
      keywords: [
        "become a mentor",
        "mentorship platform",
        "career mentoring",
        "paid mentoring sessions",
        "alumni mentorship",
      ],
    },
    hero: {
      eyebrow: "For mentors",
      title: "Guide the Next Generation of Talent",
      subtitle:
        "Mentor students and professionals on IRACONNECT. We match you with the right mentees and handle scheduling, so your time goes into guidance.",
      primaryCta: { label: "Apply as a Mentor", href: "/iraconnect" },
      secondaryCta: { label: "How Mentorship Works", href: "/features/mentorship-program" },
    },
    problems: {
      title: "Why Mentoring Is Hard to Sustain",
      items: [
        "Requests arrive through scattered messages with no context",
        "Scheduling across time zones eats into limited time",
        "No way to see whether your advice made a difference",
        "Little recognition or reward for the hours invested",
      ],
    },
    solutions: {
      title: "How IRACONNECT Supports Mentors",
      items: [
        "Mentees matched to your expertise, with their profile and goals up front",
        "Built-in booking that respects your availability and time zone",
        "Progress tracking that shows how mentees develop over time",
        "Free or paid sessions, with reviews that build your reputation",
      ],
    },
    features: {
      title: "Mentoring Made Simple",
      items: [
        {
          title: "Smart Matching",
          description: "AI suggests mentees whose goals match your skills and industry.",
          icon: "Users",
        },
        {
          title: "Session Booking",
          description: "Publish availability once; mentees book slots that suit both of you.",
          icon: "Calendar",
        },
        {
          title: "Mentee Progress",
          description: "See challenge results, courses and goals before every session.",
          icon: "LineChart",
        },
        {
          title: "Reputation and Rewards",
          description: "Ratings, reviews and optional paid sessions recognise your contribution.",
          icon: "Award",
        },
      ],
    },
    faqs: [
      {
        question: "Who can become a mentor?",
        answer:
          "Working professionals, educators and alumni with relevant experience. We review each application to keep mentoring quality high.",
      },
      {
        question: "How much time do I need to commit?",
        answer:
          "As much or as little as you like. Many mentors offer one or two sessions a month.",
      },
      {
        question: "Can I charge for sessions?",
        answer:
          "Yes. You can offer free sessions, paid sessions or both, and set your own rates for paid ones.",
      },
    ],
    cta: {
      title: "Share What You Know",
      text: "Join IRACONNECT as an early mentor and help shape how the community learns.",
      primary: { label: "Become a Mentor", href: "/iraconnect" },
      secondary: talkToUsCta,
    },
  },
  {
    path: "/solutions/for-companies",
    family: "solutions",
    breadcrumb: "For Companies",
    meta: {
      title: "Hire Verified Talent Faster | Iratech",
      description:
        "Reach pre-assessed graduates and professionals, with AI-matched shortlists and verified credentials designed to cut time-to-hire.",
      keywords: [
        "campus hiring",
        "graduate recruitment",
        "AI candidate matching",
        "skills-based hiring",
        "reduce time to hire",
        "verified candidates",
      ],
    },
    hero: {
      eyebrow: "For companies",
      title: "Hire on Proven Skills, Not Guesswork",
      subtitle:
        "IRACONNECT gives your recruiters AI-matched shortlists of candidates whose skills and credentials are already verified, cutting time-to-hire by up to 40%.",
    },
    problems: {
      title: "The Cost of Slow Hiring",
      items: [
        "Hundreds of applications and no reliable way to rank them",
        "Screening rounds that repeat what a test could show",
        "Certificates that cannot be verified quickly",
        "Campus drives that reach only a handful of colleges",
      ],
    },
    solutions: {
      title: "How IRACONNECT Speeds It Up",
      items: [
        "AI shortlists ranked by skills evidence, with reasons for each match",
        "Coding and assessment results attached to every profile",
        "One-click credential verification through IRASECURE",
        "Access to talent from partner institutions through one job board",
      ],
    },
    features: {
      title: "Hiring Tools That Save Recruiter Time",
      items: [
        {
          title: "AI Candidate Matching",
          description: "Post a role and receive a ranked shortlist with the evidence behind each match.",
          icon: "Target",
        },
        {
          title: "Job Board",
          description: "Publish openings to students, graduates and professionals across partner institutions.",
          icon: "Briefcase",
        },
        {
          title: "Custom Coding Challenges",
          description: "Use our challenge library or your own problems to assess candidates at scale.",
          icon: "Code",
        },
        {
          title: "Credential Verification",
          description: "Confirm degrees and certificates instantly by QR code or credential ID.",
          icon: "ShieldCheck",
        },
        {
          title: "Hiring Analytics",
          description: "Track applications, stage conversion and time-to-hire by role and campus.",
          icon: "BarChart3",
        },
      ],
    },
    testimonials: [
      {
        name: "Rahul Menon",
        role: "Head of Talent",
        company: "Nimbus Cloudworks",
        content:
          "We hired twelve graduate engineers from colleges we had never visited. The coding results told us more than any resume could.",
        rating: 5,
      },
      {
        name: "Sarah Whitfield",
        role: "Recruitment Manager",
        company: "Ledgerline Financial",
        content:
          "Verified credentials removed a week of back-and-forth with universities from our process.",
        rating: 4,
      },
    ],
    faqs: [
      {
        question: "How does AI matching rank candidates?",
        answer:
          "It compares the skills your role needs with each candidate's challenge results, projects, courses and verified credentials, and shows the reasons for every match.",
      },
      {
        question: "Can we run our own assessments?",
        answer:
          "Yes. You can add custom coding challenges in JavaScript, Python or Java and invite candidates to complete them.",
      },
      {
        question: "How is candidate data protected?",
        answer:
          "Candidates control what they share. Employers see only profiles and details that candidates have made visible or shared with them directly.",
      },
      {
        question: "How do we get started?",
        answer:
          "Book a demo. We set up your company page, import open roles and connect you with partner institutions.",
      },
    ],
    cta: {
      title: "Cut Your Time-to-Hire",
      text: "See how AI matching and verified credentials shorten every stage of your hiring funnel.",
      primary: bookDemoCta,
      secondary: iraconnectCta,
    },
  },
];
