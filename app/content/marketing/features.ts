import type { MarketingPage } from "../types.ts";
import { bookDemoCta, earlyAccessCta, iraconnectCta, joinFreeCta, platformCta, talkToUsCta } from "./ctas.ts";

/** /features/* marketing pages, one per IRACONNECT capability. */
export const featurePages: MarketingPage[] = [
  {
    path: "/features/ai-resume-generator",
    family: "features",
    breadcrumb: "AI Resume Generator",
    meta: {
      title: "AI Resume Generator | Iratech",
      description:
        "Create a tailored, ATS-friendly resume for every application in minutes. IRACONNECT's AI resume generator writes from your verified skills and achievements.",
      keywords: [
        "AI resume generator",
        "AI resume builder",
        "ATS-friendly resume",
        "resume for freshers",
        "tailored resume",
      ],
    },
    hero: {
      eyebrow: "AI resume generator",
      title: "A Tailored Resume for Every Application",
      subtitle:
        "IRACONNECT writes resumes from the skills, projects and credentials already on your verified profile, and adapts them to each job description in minutes.",
      primaryCta: joinFreeCta,
    },
    features: {
      title: "Resumes That Get Past the First Screen",
      items: [
        {
          title: "Job-Specific Tailoring",
          description: "Paste a job description and the AI reorders and rewrites sections to match it.",
          icon: "Target",
        },
        {
          title: "ATS-Friendly Formatting",
          description: "Clean, parseable layouts that applicant tracking systems read correctly.",
          icon: "FileText",
        },
        {
          title: "Built From Verified Data",
          description: "Challenge results, courses and credentials flow in automatically, with verification links.",
          icon: "ShieldCheck",
        },
        {
          title: "Impact-Focused Writing",
          description: "Suggestions that turn task lists into measurable achievements.",
          icon: "Sparkles",
        },
      ],
    },
    faqs: [
      {
        question: "Will my resume sound generic?",
        answer:
          "No. The AI writes from your own projects and results, and you can edit every line before exporting.",
      },
      {
        question: "Which formats can I export?",
        answer: "You can download PDF and Word versions, or share a link to your live, verified profile.",
      },
      {
        question: "Is the resume generator free?",
        answer:
          "Yes for students through their institution, and free for early members during pre-launch.",
      },
    ],
    cta: {
      title: "Write Your Best Resume Yet",
      text: "Join IRACONNECT free and generate your first tailored resume as soon as the platform opens.",
      primary: earlyAccessCta,
    },
  },
  {
    path: "/features/alumni-networking",
    family: "features",
    breadcrumb: "Alumni Networking",
    meta: {
      title: "Alumni Networking Platform | Iratech",
      description:
        "Reconnect graduates with their institution and current students. IRACONNECT alumni networking powers mentoring, referrals and events from one directory.",
      keywords: [
        "alumni networking",
        "alumni platform",
        "alumni engagement",
        "alumni referrals",
        "alumni directory",
      ],
    },
    hero: {
      eyebrow: "Alumni networking",
      title: "Turn Your Alumni Into Your Strongest Network",
      subtitle:
        "Give graduates an easy way to stay connected, mentor current students and refer them for roles at their companies.",
    },
    features: {
      title: "Engagement That Lasts Beyond Graduation",
      items: [
        {
          title: "Searchable Directory",
          description: "Find alumni by batch, department, company, role or location.",
          icon: "Users",
        },
        {
          title: "Referrals",
          description: "Students request referrals from alumni at companies with open roles.",
          icon: "Handshake",
        },
        {
          title: "Alumni Mentoring",
          description: "Alumni offer mentoring slots directly from their profile.",
          icon: "HeartHandshake",
        },
        {
          title: "Engagement Insights",
          description: "See which batches and industries are most active and where alumni now work.",
          icon: "BarChart3",
        },
      ],
    },
    testimonials: [
      {
        name: "Vikram Iyer",
        role: "Alumni Relations Officer",
        company: "Madras Institute of Management Studies",
        content:
          "Our alumni wanted to help but had no simple way to do it. Now referrals come in every week during placement season.",
        rating: 5,
      },
      {
        name: "Priya Natarajan",
        role: "Software Engineer and Alumna",
        company: "Kaveri College of Engineering and Technology",
        content:
          "Mentoring juniors from my college takes an hour a month, and I can see exactly what they have been practising before we talk.",
        rating: 5,
      },
    ],
    faqs: [
      {
        question: "Do alumni need to pay to join?",
        answer: "No. Alumni join free and can choose how they want to engage with students.",
      },
      {
        question: "Can we import our existing alumni database?",
        answer:
          "Yes. We import alumni records from a spreadsheet or your current system and send branded invitations.",
      },
      {
        question: "Who controls what alumni share?",
        answer:
          "Each alumnus controls their own profile visibility and which requests they accept.",
      },
    ],
    cta: {
      title: "Bring Your Alumni Back Together",
      text: "See how IRACONNECT alumni networking works for an institution like yours.",
      primary: bookDemoCta,
      secondary: iraconnectCta,
    },
  },
  {
    path: "/features/blockchain-credentials",
    family: "features",
    breadcrumb: "Blockchain Credentials",
    meta: {
      title: "Blockchain-Verified Credentials | Iratech",
      description:
        "Issue certificates that cannot be forged and verify them in seconds by QR code or ID. Blockchain credentials on IRACONNECT are powered by IRASECURE.",
      keywords: [
        "blockchain credentials",
        "verifiable certificates",
        "digital credentials",
        "certificate verification",
        "IRASECURE",
        "anti-fraud certificates",
      ],
    },
    hero: {
      eyebrow: "Blockchain credentials",
      title: "Credentials No One Can Fake",
      subtitle:
        "Every certificate, course completion and achievement on IRACONNECT can be issued as a blockchain-verified credential and checked instantly by anyone.",
      secondaryCta: { label: "Explore IRASECURE", href: "/products/ira-secure" },
    },
    features: {
      title: "Trust Built Into Every Certificate",
      items: [
        {
          title: "Tamper-Proof",
          description: "A cryptographic fingerprint on the blockchain exposes any alteration.",
          icon: "Lock",
        },
        {
          title: "QR Code Check",
          description: "Scan the code on a certificate to see its verified status instantly.",
          icon: "QrCode",
        },
        {
          title: "ID Lookup",
          description: "Enter a credential ID to confirm issuer, holder and issue date.",
          icon: "Fingerprint",
        },
        {
          title: "Portable for Life",
          description: "Holders share credentials as links on resumes, profiles and applications.",
          icon: "Globe",
        },
      ],
    },
    faqs: [
      {
        question: "What exactly is written to the blockchain?",
        answer:
          "Only a cryptographic fingerprint of each credential, anchored by IRASECURE. Names and other personal data are never written on-chain.",
      },
      {
        question: "What happens if an institution closes or changes systems?",
        answer:
          "The on-chain record remains, so credentials stay verifiable independently of any single portal.",
      },
      {
        question: "How do issuers pay?",
        answer: "Issuing fees can be paid in the platform token or in fiat currency.",
      },
    ],
    cta: {
      title: "Issue Your First Verified Credential",
      text: "Book a demo to see issuing and verification end to end in under 20 minutes.",
      primary: bookDemoCta,
      secondary: { label: "Explore IRASECURE", href: "/products/ira-secure" },
    },
  },
  {
    path: "/features/placement-analytics",
    family: "features",
    breadcrumb: "Placement Analytics",
    meta: {
      title: "Placement Analytics for Institutions | Iratech",
      description:
        "Track student readiness, applications, interviews and offers in real time. IRACONNECT placement analytics turn campus hiring data into clear decisions.",
      keywords: [
        "placement analytics",
        "placement tracking software",
        "campus recruitment analytics",
        "placement reports",
        "accreditation reports",
      ],
    },
    hero: {
      eyebrow: "Placement analytics",
      title: "See Every Placement Outcome, As It Happens",
      subtitle:
        "Replace end-of-season spreadsheets with live dashboards for readiness, applications, interviews and offers, by batch and department.",
    },
    features: {
      title: "From Data to Decisions",
      items: [
        {
          title: "Readiness Scores",
          description: "Combine coding results, interview practice and course progress into one readiness view.",
          icon: "Gauge",
        },
        {
          title: "Funnel Tracking",
          description: "Follow applications through shortlist, interview and offer stages.",
          icon: "LineChart",
        },
        {
          title: "Recruiter Insights",
          description: "See which companies hire from which departments and at what packages.",
          icon: "Building2",
        },
        {
          title: "One-Click Reports",
          description: "Export placement summaries for accreditation, management and prospectuses.",
          icon: "FileText",
        },
      ],
    },
    testimonials: [
      {
        name: "Dr. R. Balasubramanian",
        role: "Dean of Academics",
        company: "Sri Venkateswara Institute of Technology",
        content:
          "Our accreditation reports used to take weeks to compile. Now the numbers are already there and they match what recruiters see.",
        rating: 5,
      },
      {
        name: "Neha Kulkarni",
        role: "Placement Coordinator",
        company: "Pune School of Business Analytics",
        content:
          "The readiness view showed us a department that needed more interview practice, a month before the first drive.",
        rating: 4,
      },
    ],
    faqs: [
      {
        question: "Where does the data come from?",
        answer:
          "From activity on IRACONNECT, such as challenges, courses and applications, plus offers you record or that employers confirm on the platform.",
      },
      {
        question: "Can department heads see only their own students?",
        answer: "Yes. Role-based access limits each user to the departments and batches they manage.",
      },
      {
        question: "Can we export the data?",
        answer: "Yes. Every dashboard exports to CSV and PDF for reports and reviews.",
      },
    ],
    cta: {
      title: "Make Placement Season Predictable",
      text: "Book a demo to see placement analytics with sample data from an institution like yours.",
      primary: bookDemoCta,
      secondary: { label: "Solutions for Colleges", href: "/solutions/for-colleges" },
    },
  },
  {
    path: "/features/progress-tracking",
    family: "features",
    breadcrumb: "Progress Tracking",
    meta: {
      title: "Learner Progress Tracking | Iratech",
      description:
        "Follow skills growth across courses, coding challenges and mentoring in one timeline. IRACONNECT progress tracking keeps learners and educators aligned.",
      keywords: [
        "progress tracking",
        "learner analytics",
        "skills tracking",
        "learning progress dashboard",
        "student progress",
      ],
    },
    hero: {
      eyebrow: "Progress tracking",
      title: "Watch Skills Grow, Week by Week",
      subtitle:
        "IRACONNECT brings courses, challenges, interview practice and mentoring into one progress timeline for learners, mentors and educators.",
      primaryCta: joinFreeCta,
    },
    features: {
      title: "Progress You Can Act On",
      items: [
        {
          title: "Skills Map",
          description: "See strengths and gaps across the skills that target roles require.",
          icon: "Compass",
        },
        {
          title: "Goals and Streaks",
          description: "Set weekly goals and keep momentum with practice streaks.",
          icon: "Target",
        },
        {
          title: "Mentor Visibility",
          description: "Share progress with mentors so every session starts from the right place.",
          icon: "Users",
        },
        {
          title: "Cohort Views",
          description: "Educators compare progress across a class or batch at a glance.",
          icon: "BarChart3",
        },
      ],
    },
    faqs: [
      {
        question: "What activities count towards progress?",
        answer:
          "Course lessons, coding challenges, arena levels, mock interviews and mentoring sessions all appear on the timeline.",
      },
      {
        question: "Who can see my progress?",
        answer:
          "You, plus your institution if you joined through one, and any mentors you choose to share with.",
      },
      {
        question: "Does progress tracking cost extra?",
        answer: "No. It is part of IRACONNECT for every member.",
      },
    ],
    cta: {
      title: "Start Tracking Your Growth",
      text: "Join IRACONNECT free and turn every hour of practice into visible progress.",
      primary: earlyAccessCta,
    },
  },
  {
    path: "/features/interview-coach",
    family: "features",
    breadcrumb: "Interview Coach",
    meta: {
      title: "AI Interview Coach | Iratech",
      description:
        "Practise technical and HR interviews with an AI coach that gives instant, specific feedback. Walk into every interview on IRACONNECT prepared and confident.",
      keywords: [
        "AI interview coach",
        "mock interview",
        "interview practice",
        "technical interview preparation",
        "HR interview questions",
      ],
    },
    hero: {
      eyebrow: "AI interview coach",
      title: "Practise Until the Real Interview Feels Familiar",
      subtitle:
        "Run unlimited mock interviews tailored to the role you want, and get feedback on structure, clarity and technical depth after every answer.",
      primaryCta: joinFreeCta,
    },
    features: {
      title: "Coaching That Fits Your Schedule",
      items: [
        {
          title: "Role-Based Questions",
          description: "Questions drawn from the job description and level you are targeting.",
          icon: "Briefcase",
        },
        {
          title: "Instant Feedback",
          description: "Specific notes on what worked, what was missing and how to improve.",
          icon: "MessageSquare",
        },
        {
          title: "Voice Practice",
          description: "Answer out loud to work on pace, filler words and confidence.",
          icon: "Mic",
        },
        {
          title: "Improvement Tracking",
          description: "See scores rise across sessions and focus on your weakest areas.",
          icon: "LineChart",
        },
      ],
    },
    testimonials: [
      {
        name: "Karthik Subramanian",
        role: "Graduate Software Engineer",
        company: "Nimbus Cloudworks",
        content:
          "I did fifteen mock interviews in a week. By the real one, I had an answer ready for almost every question they asked.",
        rating: 5,
      },
      {
        name: "Aisha Rahman",
        role: "MBA Student",
        company: "Madras Institute of Management Studies",
        content:
          "The feedback on my case answers was sharper than I expected, and I could practise at midnight before a morning interview.",
        rating: 4,
      },
    ],
    faqs: [
      {
        question: "What types of interviews can I practise?",
        answer:
          "Technical, behavioural and HR rounds, for roles in software, data, business and more.",
      },
      {
        question: "Are my practice sessions private?",
        answer: "Yes. Recordings and feedback are visible only to you unless you choose to share them.",
      },
      {
        question: "How many sessions can I run?",
        answer: "As many as you need. There is no cap on practice.",
      },
    ],
    cta: {
      title: "Your Next Interview Starts Here",
      text: "Get early access to the IRACONNECT interview coach, free for early members.",
      primary: earlyAccessCta,
      secondary: { label: "Solutions for Students", href: "/solutions/for-students" },
    },
  },
  {
    path: "/features/challenge-arena",
    family: "features",
    breadcrumb: "Challenge Arena",
    meta: {
      title: "Challenge Arena: Compete and Level Up | Iratech",
      description:
        "Climb 20+ levels, earn Common, Rare, Epic and Legendary badges and rank against peers. The IRACONNECT challenge arena makes skill-building competitive.",
      keywords: [
        "challenge arena",
        "coding competition",
        "gamified learning",
        "coding leaderboard",
        "skill badges",
      ],
    },
    hero: {
      eyebrow: "Challenge arena",
      title: "Level Up Your Skills, One Battle at a Time",
      subtitle:
        "The IRACONNECT challenge arena turns practice into progression: 20+ levels, timed challenges and badges from Common to Legendary.",
      primaryCta: joinFreeCta,
      secondaryCta: { label: "See Coding Challenges", href: "/features/coding-challenges" },
    },
    features: {
      title: "Competition That Builds Real Skill",
      items: [
        {
          title: "20+ Levels",
          description: "Progress from fundamentals to advanced problems, each level harder than the last.",
          icon: "Trophy",
        },
        {
          title: "Four Badge Rarities",
          description: "Earn Common, Rare, Epic and Legendary badges that appear on your profile.",
          icon: "Medal",
        },
        {
          title: "Leaderboards",
          description: "Rank against your class, your institution or everyone on the platform.",
          icon: "BarChart3",
        },
        {
          title: "Timed Events",
          description: "Join scheduled challenges that test speed and accuracy under pressure.",
          icon: "Zap",
        },
      ],
    },
    faqs: [
      {
        question: "Do arena results matter to employers?",
        answer:
          "Yes. Levels and badges appear on your verified profile, and employers can see them when you apply.",
      },
      {
        question: "How are badge rarities decided?",
        answer:
          "Common badges mark steady progress; Rare, Epic and Legendary badges reward harder levels, streaks and top event rankings.",
      },
      {
        question: "Which languages can I use in the arena?",
        answer: "JavaScript, Python and Java.",
      },
    ],
    cta: {
      title: "Enter the Arena",
      text: "Join IRACONNECT free and be ready for the first arena season at launch.",
      primary: earlyAccessCta,
    },
  },
  {
    path: "/features/coding-challenges",
    family: "features",
    breadcrumb: "Coding Challenges",
    meta: {
      title: "Coding Challenges in JavaScript, Python, Java | Iratech",
      description:
        "Practise coding problems in JavaScript, Python and Java with instant test results. IRACONNECT coding challenges build the skills recruiters look for.",
      keywords: [
        "coding challenges",
        "coding practice",
        "JavaScript practice",
        "Python practice",
        "Java practice",
        "placement coding preparation",
      ],
    },
    hero: {
      eyebrow: "Coding challenges",
      title: "Write Code. Get Feedback. Get Hired.",
      subtitle:
        "Solve problems in JavaScript, Python and Java in the browser, with automatic tests and results that go straight onto your verified profile.",
      primaryCta: joinFreeCta,
    },
    features: {
      title: "Practice That Counts",
      items: [
        {
          title: "Three Languages",
          description: "Solve every problem in JavaScript, Python or Java.",
          icon: "Code",
        },
        {
          title: "Instant Test Results",
          description: "Run hidden test cases and see what passed, what failed and why.",
          icon: "CheckCircle2",
        },
        {
          title: "Topic Tracks",
          description: "Structured tracks for arrays, strings, recursion, data structures and algorithms.",
          icon: "Layers",
        },
        {
          title: "AI Hints",
          description: "Stuck? Ask for a hint that nudges your thinking without giving the answer away.",
          icon: "Lightbulb",
        },
        {
          title: "Employer Assessments",
          description: "Companies can invite you to custom challenges as part of their hiring process.",
          icon: "Briefcase",
        },
      ],
    },
    faqs: [
      {
        question: "Do I need to install anything?",
        answer: "No. The editor and test runner work in your browser.",
      },
      {
        question: "Can institutions assign challenges?",
        answer:
          "Yes. Faculty and placement teams can assign practice sets and see results by student and batch.",
      },
      {
        question: "Will more languages be added?",
        answer:
          "JavaScript, Python and Java are supported today. We add languages based on member and employer demand.",
      },
    ],
    cta: {
      title: "Start Solving",
      text: "Join IRACONNECT free and take on your first coding challenge at launch.",
      primary: earlyAccessCta,
      secondary: { label: "Enter the Challenge Arena", href: "/features/challenge-arena" },
    },
  },
  {
    path: "/features/course-marketplace",
    family: "features",
    breadcrumb: "Course Marketplace",
    meta: {
      title: "Course Marketplace for Career Skills | Iratech",
      description:
        "Discover courses from institutions and industry experts, matched to the skills your target roles need, and earn verifiable certificates on IRACONNECT.",
      keywords: [
        "course marketplace",
        "online courses",
        "career skills courses",
        "sell courses online",
        "verified course certificates",
      ],
    },
    hero: {
      eyebrow: "Course marketplace",
      title: "Learn Exactly What Your Next Role Needs",
      subtitle:
        "Courses from institutions, training academies and practitioners, recommended by skill gap and completed with a credential employers can verify.",
    },
    features: {
      title: "A Marketplace Built Around Careers",
      items: [
        {
          title: "Skill-Gap Recommendations",
          description: "Courses suggested from the gaps between your profile and the roles you want.",
          icon: "Compass",
        },
        {
          title: "Verified Completion",
          description: "Every completion can earn a blockchain-verified certificate.",
          icon: "Award",
        },
        {
          title: "Publish Your Courses",
          description: "Institutions and experts publish courses and reach learners across the network.",
          icon: "BookOpen",
        },
        {
          title: "Practice Built In",
          description: "Courses link to coding challenges and mentoring for hands-on learning.",
          icon: "Code",
        },
      ],
    },
    testimonials: [
      {
        name: "Suresh Varadarajan",
        role: "Founder",
        company: "CodeCraft Training Academy",
        content:
          "Publishing on the marketplace put our full-stack course in front of learners who were already looking for those exact skills.",
        rating: 5,
      },
      {
        name: "Lakshmi Prabhu",
        role: "Data Analyst",
        company: "Brightpath Analytics",
        content:
          "The recommendations pointed me to two short SQL and Power BI courses instead of a six-month programme. That was all I needed.",
        rating: 4,
      },
    ],
    faqs: [
      {
        question: "Who can publish courses?",
        answer:
          "Institutions, training academies and approved industry experts. Every course is reviewed before it goes live.",
      },
      {
        question: "Are courses free?",
        answer:
          "Some are free and some are paid; prices are always shown upfront. Institutions can provide courses free to their own students.",
      },
      {
        question: "Can we move our existing courses onto the marketplace?",
        answer:
          "Yes. IRA Migrate moves courses you own from other platforms in 24 to 72 hours.",
      },
    ],
    cta: {
      title: "Teach or Learn on IRACONNECT",
      text: "Publish your courses to a career-focused audience, or join free to start learning at launch.",
      primary: talkToUsCta,
      secondary: { label: "Join as a Learner", href: "/iraconnect" },
    },
  },
  {
    path: "/features/mentorship-program",
    family: "features",
    breadcrumb: "Mentorship Program",
    meta: {
      title: "Mentorship Program | Iratech",
      description:
        "Connect with experienced mentors for career advice, technical guidance and mock interviews. IRACONNECT matches mentees and mentors by goals and expertise.",
      keywords: [
        "mentorship program",
        "career mentoring",
        "find a mentor",
        "industry mentors",
        "student mentorship",
        "one-to-one mentoring",
      ],
    },
    hero: {
      eyebrow: "Mentorship program",
      title: "Advice From People Who Have Done the Job",
      subtitle:
        "Book one-to-one sessions with industry mentors and alumni, matched to your goals, with progress shared so every conversation counts.",
      primaryCta: joinFreeCta,
      secondaryCta: { label: "Become a Mentor", href: "/solutions/for-mentors" },
    },
    features: {
      title: "How Mentorship Works on IRACONNECT",
      items: [
        {
          title: "Goal-Based Matching",
          description: "AI suggests mentors whose experience fits your target role and industry.",
          icon: "Target",
        },
        {
          title: "Easy Booking",
          description: "Pick a slot from the mentor's calendar; reminders are sent automatically.",
          icon: "Calendar",
        },
        {
          title: "Shared Context",
          description: "Mentors see your progress and goals before each session.",
          icon: "LineChart",
        },
        {
          title: "Session Notes",
          description: "Keep action points from every session in one place.",
          icon: "MessageSquare",
        },
      ],
    },
    faqs: [
      {
        question: "Are mentoring sessions free?",
        answer:
          "Many mentors offer free sessions, and some offer paid ones. Prices are always shown before you book.",
      },
      {
        question: "How are mentors vetted?",
        answer:
          "Each mentor application is reviewed for experience and references, and session ratings keep quality high.",
      },
      {
        question: "Can my institution run its own mentorship program?",
        answer:
          "Yes. Institutions can invite alumni and faculty as mentors and reserve them for their own students.",
      },
    ],
    cta: {
      title: "Find Your Mentor",
      text: "Join IRACONNECT free and book your first mentoring session when the platform opens.",
      primary: earlyAccessCta,
      secondary: platformCta,
    },
  },
  {
    path: "/features/job-board",
    family: "features",
    breadcrumb: "Job Board",
    meta: {
      title: "Job Board for Verified Talent | Iratech",
      description:
        "Browse jobs and internships matched to your verified skills, or post roles to candidates with verified skills. The IRACONNECT job board puts skills first.",
      keywords: [
        "job board",
        "jobs for freshers",
        "internships",
        "post a job",
        "skills-based job matching",
      ],
    },
    hero: {
      eyebrow: "Job board",
      title: "Jobs Matched to What You Can Do",
      subtitle:
        "Find roles and internships ranked by fit with your verified skills, and apply with a profile that already proves them.",
      primaryCta: joinFreeCta,
      secondaryCta: { label: "Hire on IRACONNECT", href: "/solutions/for-companies" },
    },
    features: {
      title: "A Job Board That Works for Both Sides",
      items: [
        {
          title: "Match Scores",
          description: "Every listing shows how well it fits your skills and what to build next.",
          icon: "Target",
        },
        {
          title: "One-Click Apply",
          description: "Apply with your verified profile and a tailored AI resume.",
          icon: "Zap",
        },
        {
          title: "Application Tracking",
          description: "See where each application stands, from submitted to offer.",
          icon: "CheckCircle2",
        },
        {
          title: "Reach for Employers",
          description: "Post roles to candidates with verified skills and receive AI-ranked applicants.",
          icon: "Building2",
        },
      ],
    },
    faqs: [
      {
        question: "What kinds of roles are listed?",
        answer:
          "Full-time jobs, internships and apprenticeships, from early-career to experienced positions.",
      },
      {
        question: "How much does it cost to post a job?",
        answer: "Contact our team for employer plans. Candidates always apply for free.",
      },
      {
        question: "Are listings checked?",
        answer:
          "Yes. Employer accounts are verified before they can post, which keeps fake listings off the board.",
      },
    ],
    cta: {
      title: "Your Next Opportunity Is Waiting",
      text: "Join IRACONNECT free to see matched jobs at launch, or talk to us about hiring.",
      primary: earlyAccessCta,
      secondary: { label: "Post a Job", href: "/contact" },
    },
  },
];
