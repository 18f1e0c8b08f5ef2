// The curated FAQ the chatbot answers from first (SPEC §3 "Q&A data entry").
// {email}, {phone}, {website}, {address}, {company}, {linkedin} are filled
// from site-config when the server loads it.
import type { FaqEntry, SmallTalkEntry } from '../contract/chat';

export const faq: FaqEntry[] = [
  {"Question":"What is LoanXPress?","Answer":"LoanXPress is our mortgage document classification and pre-underwriting tool. It classifies loan documents, extracts their data, checks the package and pre-underwrites the loan, saving about $550 per loan with fewer than 1.5 underwriter touches per loan.","url":"/Loanexpress"},
  {"Question":"What services do you offer?","Answer":"Consulting solutions, digital domain solutions (AI, machine learning, RPA, DevOps), business process management for banking, mortgage and risk, and customer experience services, plus our LoanXPress product.","url":"/Home#services-section"},
  {"Question":"How can I contact you?","Answer":"Send us a message with the contact form, e-mail {email} or call {phone}.","url":"/Home#contact-section"},
  {"Question":"How much can lenders save with LoanXPress?","Answer":"About $550 saving per loan, with 30-40% lower process-level cost.","url":"/Loanexpress"},
  {"Question":"How much faster do loans close with LoanXPress?","Answer":"Lenders see a 35% shorter application-to-clear-to-close time and a 50% shorter cycle time.","url":"/Loanexpress"},
  {"Question":"How much manual work does LoanXPress remove?","Answer":"About 95% less human intervention, and fewer than 1.5 underwriter touches per loan.","url":"/Loanexpress"},
  {"Question":"Does LoanXPress work with our loan origination system (LOS)?","Answer":"Yes. LoanXPress is LOS agnostic: it compares the data in your loan origination system with the data in the loan documents, whichever LOS you use.","url":"/PreUWLoanXPress"},
  {"Question":"What does LoanXPress check in a loan package?","Answer":"It extracts data from the loan documents, checks the package for completeness, compares LOS data with the loan data, runs automated underwriting (DU/LP), calculates LTV, DTI and pre-underwriting figures, stages loans to 'Decision', and supports data analytics and post-underwriting review.","url":"/PreUWLoanXPress"},
  {"Question":"Can LoanXPress run DU and LP automated underwriting?","Answer":"Yes. LoanXPress runs automated underwriting (DU/LP), does the LTV, DTI and pre-underwriting calculations and stages the loan to 'Decision'.","url":"/PreUWLoanXPress"},
  {"Question":"How does LoanXPress classify documents?","Answer":"With LLM-based document classification: large language models identify each document in the package by its content, then doc-to-doc analysis checks the documents against each other.","url":"/PreUWLoanXPress"},
  {"Question":"How does LoanXPress extract data from documents?","Answer":"With ML data extraction, up to 90% faster than manual indexing; the extracted data is compared with your loan origination system's data.","url":"/PreUWLoanXPress"},
  {"Question":"Is there a LoanXPress brochure I can download?","Answer":"Yes. The LoanXPress page has a brochure download link (a PDF flyer) in its contact block.","url":"/Loanexpress#section-contact"},
  {"Question":"How do I request a LoanXPress demo?","Answer":"Use the contact form on the LoanXPress page (name, email, subject, message) or write to {email}, and we will set up a walkthrough with your own loan files.","url":"/Loanexpress#section-contact"},
  {"Question":"What is your intelligent digital platform?","Answer":"An intelligent digital platform with four modules: document recognition and classification, character recognition, a no-code rules engine and a decisioning module.","url":"/Product"},
  {"Question":"Can business users change rules without writing code?","Answer":"Yes. Our customizable no-code rules engine lets business users set up QC and compliance rules, and the intelligent decision module applies them without a software release.","url":"/Product"},
  {"Question":"What is SmartQC?","Answer":"SmartQC is our automated quality check for mortgage files: documents classified, data extracted and every loan checked against your QC rules, with findings you can act on. It is on the SmartQC page of this site.","url":"/SmartQC"},
  {"Question":"What are your mortgage use cases?","Answer":"Core correspondent purchase review, LoanXPress automated pre-underwriting, post-close and automated QC, and quality check by wholesale warehouse lenders.","url":"/MortgageUseCase"},
  {"Question":"What banking processes do you automate?","Answer":"Automated KYC, fraud detection, automated pre-underwriting in consumer lending, and automated financial spreading.","url":"/BankingUseCase"},
  {"Question":"Why are mortgage origination costs so high?","Answer":"Origination costs have risen 35%, to about $3,000 per loan, and lenders lose about $600 on each retail loan.","url":"/IntelligentMortgage"},
  {"Question":"Why is reviewing mortgage documents so hard?","Answer":"Each application carries 30-40 document types and 500+ pages, with an estimated 10% error rate when reviewed by hand.","url":"/IntelligentMortgage"},
  {"Question":"How does AI improve post-close quality control?","Answer":"AI-driven post-close QC gives up to 90% faster extraction, up to 65% shorter processing and results 70% faster and more accurate; up to 60% of repurchase requests are avoidable, and the review period was cut from 120 to 90 days.","url":"/Blog"},
  {"Question":"What consulting services do you provide?","Answer":"Transformation consulting with an external perspective, diverse expertise, speed to value and change management, from an assessment of your current process to a pilot and the roll-out. It covers mortgage origination and servicing, consumer and commercial banking operations, collections, risk management and compliance, and customer experience.","url":"/ConsultingSolution"},
  {"Question":"Do you offer AI and machine learning services?","Answer":"Yes. Our digital domain solutions cover AI, machine learning, robotic process automation and DevOps: Gen AI assistants, data analysis and customized solutions, and machine learning models for credit risk, fraud detection, forecasting and document understanding.","url":"/DigitalDomainSolution"},
  {"Question":"Do you provide robotic process automation (RPA)?","Answer":"Yes. We build RPA bots that take over repetitive, rule-based work in banking and mortgage operations.","url":"/RPA"},
  {"Question":"Can you help with DevOps?","Answer":"Yes. Our DevOps practice automates build, test and release pipelines so your teams ship changes faster and more reliably.","url":"/DevOps"},
  {"Question":"What mortgage operations services do you offer?","Answer":"Loan originations, maintenance and default management, loan processing, customer support and optimized resource allocation.","url":"/MortgageSolutions"},
  {"Question":"What banking services do you provide?","Answer":"Business process management for banking operations, delivered by teams who know banking from the inside: account opening and KYC, payments and reconciliations, lending operations, and reporting and compliance support.","url":"/BankingServices"},
  {"Question":"What risk and compliance services do you offer?","Answer":"Risk management, compliance management, cloud security, SOC as a service, and application security and VAPT.","url":"/RiskManagement"},
  {"Question":"What customer experience services do you offer?","Answer":"B2C customer support, non-voice support, email and chat support, and collections.","url":"/CustomerExperience"},
  {"Question":"Can you handle collections for us?","Answer":"Yes. Collections is one of our contact-centre services: early-stage reminders and payment arrangements, late-stage recovery and digital collections, compliant with fair debt collection rules.","url":"/Collections"},
  {"Question":"Who are your clients?","Answer":"Banks, mortgage lenders and insurers: we serve banking, financial services and insurance (BFSI), with emphasis on mortgage and banking automation.","url":"/Home#about-section"},
  {"Question":"Which industries do you serve?","Answer":"Banking, financial services and insurance (BFSI), with emphasis on mortgage and banking automation.","url":"/Home#about-section"},
  {"Question":"Do you work with insurance companies?","Answer":"Yes. We serve banking, financial services and insurance (BFSI) clients, insurers included.","url":"/Insurance"},
  {"Question":"What is your company's vision?","Answer":"To transform business processes using BFSI expertise, Gen AI and low-code decision engines.","url":"/Vision"},
  {"Question":"What are your company values?","Answer":"Passionate, curious, trustworthy, respectful, achieve, embracing change, and being a partner and thought leader.","url":"/Mission"},
  {"Question":"What is your email address?","Answer":"Write to {email}.","url":"/Home#contact-section"},
  {"Question":"What is your phone number?","Answer":"Call us on {phone}.","url":"/Home#contact-section"},
  {"Question":"Where is your office?","Answer":"Our address is {address}.","url":"/Home#contact-section"},
  {"Question":"How do we get started working together?","Answer":"Send an inquiry with the contact form (your name, email, subject and message), e-mail {email} or call {phone}; tell us about your process and we will get back to you. We usually start with a short discovery call and a pilot on your own files.","url":"/Home#contact-section"},
  {"Question":"What is your website?","Answer":"Our website is {website}.","url":"/Home#contact-section"},
  {"Question":"Are you on LinkedIn?","Answer":"Yes, follow us on LinkedIn: {linkedin}.","url":"/Home"},
  {"Question":"Where can I read your articles?","Answer":"Our articles: Transforming Mortgage Post-Close QC with AI (the Blog page in the menu), AI in Mortgage Lending: An Interview, and Intelligent Mortgage: Lower Cost, Faster Decisions.","url":"/Blog"},
  {"Question":"How do I register a blog?","Answer":"Staff sign in on the Login page and then use the 'Register Your Blog' form with the blog name, blog URL and author name.","url":"/BlogRegistration"},
  {"Question":"Where do staff log in?","Answer":"Staff sign in on the Login page with username, password and a CAPTCHA.","url":"/Login"},
  {"Question":"Is there a sitemap?","Answer":"Yes. The Sitemap page lists every section and page of the site.","url":"/Sitemap"},
  {"Question":"Can I apply for a mortgage or a loan here?","Answer":"No, we do not lend money. We build software and run operations for banks, mortgage lenders and insurers; to apply for a loan, please contact your bank or lender.","url":"/Home#about-section"},
];

/** The chat panel's three opening questions (the widget bundles only these, not the FAQ). */
export const chatStarters = ['What is LoanXPress?', 'What services do you offer?', 'How can I contact you?'];

// What visitors ask whether the bot is: "a bot", "an actual human", "a real person".
const ONE = '(actual |real |live )?(bot|robot|chat ?bot|human( being)?|person)';
const TALKER = `(a |an )?${ONE}( or (a |an )?(${ONE}|ai|machine))?`;
const BEING = `(a |an )?(${ONE}|ai|machine)`;

// Small talk and identity: the chatbot's own voice. A message matches when the
// whole of it (punctuation aside) matches a pattern, or when it is a short run of
// parts that each do ("ok thats all, bye!"): then the entry that comes first
// here answers, so a question to the bot comes before a goodbye, a goodbye
// before thanks, thanks before "ok". {company} is filled at load.
export const smallTalk: SmallTalkEntry[] = [
  {
    id: 'identity',
    patterns: [
      "who (are|r) (you|u)", "what (are|r) (you|u)", "what is this( chat| bot)?", "(are|r) (you|u) (smart|clever|intelligent|chat ?gpt|gpt)", `(are|r) (you|u) (real|${BEING}( or ${BEING})?)`,
      // Not "is this AI?": after "what does LoanXPress do?" that asks about LoanXPress.
      `(am i|is this) ((talking|speaking|chatting) (to|with|w/?) )?${TALKER}`,
      "what('?s| is) (your|ur) name", "who am i (talking|speaking|chatting) (to|with)", "introduce yourself",
      // Who is there at all, and who made the bot: "is anyone there?", "who built this bot".
      "is (any|some)(one|body) (there|here|around|on)", "who (made|built|created|programmed|designed|runs|wrote) (you|u|this (chat ?bot|bot|chat|assistant))",
      // The bot asked what it is for: its identity says, and after a question too ("so what can you do?" is no such question).
      "what (can|does|do) (this|the|ur|your) (chat ?bot|bot|chat|assistant) (do|help( me)?( with)?|know( about)?)", "what('?s| is) (your|ur|this bot'?s?) (purpose|job)",
      "what (are|r) (you|u) (for|good for)",
      // Typed short: "u bot?", "you a real person?".
      `(you|u) ${TALKER}`,
    ],
    answer: "I'm {company}'s virtual assistant, a bot that answers from this website's content. I can tell you about our services, LoanXPress and how to reach us, and I can put you in touch with a person on our team.",
  },
  {
    id: 'capabilities',
    patterns: [
      "what can (you|u) (do|help( me)?( with)?)", "how can (you|u) help( me)?", "what do (you|u) know( about)?", "what (questions )?can i ask( (you|u))?( about)?", "help",
      "what ((sort|kind|type)s? of|kinda|sorta) (things|questions|stuff) can i ask( (you|u))?( about)?", "what ((sort|kind|type)s? of|kinda|sorta) (things|questions|stuff) (can|do) (you|u) (answer|help with|know about)( for (me|us))?",
      "(i )?need( some)? help", "(can|could) (you|u) help( me)?( please)?", "help me( please)?", "i have a question", "(can|may) i ask (you )?(a|some) questions?",
      "what (are|r) (you|u) able to do",
    ],
    answer: "I can answer questions about {company}'s services (consulting, AI and automation, operations and customer experience), our LoanXPress product for mortgage pre-underwriting, and how to reach us. Ask away, or ask to talk to a person.",
  },
  {
    id: 'company',
    patterns: ["who (are|r) (you|u) (guys|folks|people|all)", "tell me about (you|u) (guys|folks)", "who('?s| is) behind (this|the) (company|site|website)", "what('?s| is) this company", "what (does|do) (your|ur|the|this) (company|firm|business|consultancy|team) (actually |exactly |really )?do( exactly| actually)?", "what (do|does) (you|u)( guys| folks| all| people)? (actually |exactly )?do( exactly| actually)?", "tell me (a bit |a little |more )?about (your|ur|the|this) (company|firm|business)", "what('?s| is) (your|ur) (company|firm|business)",
      // A wrong guess at what we are ("are you guys a bank or what?"): what we are, never a "Yes" about whom we serve.
      "(are|r) (you|u)( guys| all| folks| people)? (a|an) (bank|lender|credit union|insurer|insurance (company|carrier|firm|agency)|mortgage (company|lender|broker)|(mortgage )?broker|payments? (company|firm|provider)|tax (firm|company|preparer|adviser|advisor))( or (what|something|not))?", "is this (site |website )?(a|an) (bank|lender|insurer|insurance company)( or (what|something|not))?"],
    answer: "We're {company}, a software, AI and business-services consultancy for banking, financial services and insurance (BFSI). We combine deep BFSI domain expertise with Gen AI and low-code decision engines to make lending faster, cheaper and more accurate - from the first document to the final quality check. Ask me about our services, LoanXPress or how to reach us.",
  },
  { id: 'how-are-you', patterns: [
      "how (are|r) (you|u)( doing)?( today)?", "how('?s| is) it going", "how('?s| is| has) (your|ur) day( been)?( going)?( so far)?", "how('?ve| have) (you|u) been",
      "how('?s| is| are) (life|things)( going)?", "what('?s| is) up", "wh?ass?up", "sup",
    ], answer: "I'm doing well, thanks for asking! What can I help you with?" },
  { id: 'goodbye', patterns: ["(ok |okay |alright )?(bye|goodbye|good bye|bye bye|see (you|ya)( later| soon| around)?|cya( later| soon)?|ttyl|talk (to (you|u) )?(later|soon)|catch (you|u|ya) later|have a (nice|good|great) (day|one|evening|weekend)|take care|that('?s| is) all)"], answer: 'Goodbye, and thanks for stopping by! Come back any time.' },
  { id: 'nothing-else', patterns: ["no( thanks| thank you)?", "nope", "nothing( else)?", "not (right )?now", "that'?s (it|everything)", "i'?m (good|fine|all set)"], answer: "Alright! If anything else comes up, I'm here. You can also leave your details for a person on our team." },
  { id: 'thanks', patterns: [
      "(thanks|thank (you|u)|thanx|thnx|thx|ty|tysm|tyvm|cheers|much appreciated|(really )?appreciated?( it| that| the help)?|i appreciate (it|that|the help))( (a lot|so much|very much|a bunch))?( for (the|your|all the) (help|info|information|answers?))?",
      "(great|perfect|awesome|cool|nice|ok|okay),? thanks", "nice one", "(that|this|you) answered my question",
      // Praise, alone or after thanks: "cheers, that's really helpful".
      "((thanks|thank (you|u)|thx|cheers|great|perfect|awesome|brilliant)[,!.]* )?(that('?s| is| was)|this (is|was)|(you('?re| are| were)))( really| very| super| so| quite| most)? (helpful|useful|great|perfect|clear|informative|a (great )?help)",
      "((thanks|thank (you|u)|thx|cheers)[,!.]* )?((that|this) (really )?(helps?|helped)|you (really )?helped)( a lot| a ton| me)?",
    ], answer: "You're welcome! Is there anything else I can help you with?" },
  {
    id: 'browsing',
    patterns: ["(i'?m |i am |we'?re |we are )?just (browsing|looking( around)?|having a look( around)?|checking (you|u|things|it) out)( ((at|on) )?(your|the|this) (site|website|page))?( for a (minute|bit|moment|sec(ond)?))?"],
    answer: 'Take your time! If a question comes up about our services, LoanXPress or how to reach us, ask away.',
  },
  { id: 'time-of-day', patterns: ["good (morning|afternoon|evening|day)( there| all| bot)?"], answer: 'Good $1! How can I help you today?' },
  // SPEC's greeting rule answers hi, hello and hey (contract/chat.ts); other greetings get its reply too.
  { id: 'hello', patterns: ["hiya", "howdy", "yo", "greetings", "gm", "g'?day( mate)?", "hey+a"], answer: 'Hello! How can I assist you today?' },
  { id: 'acknowledgement', patterns: ["ok(ay)?", "k", "sure", "cool", "great", "nice", "perfect", "awesome", "excellent", "got it", "alright", "i see", "understood", "makes sense", "(ok(ay)?|alright),? (got it|i see|makes sense)", "lol", "(ha)+", "oh ok(ay)?", "interesting"], answer: 'Glad to help. Is there anything else you would like to know?' },
];
