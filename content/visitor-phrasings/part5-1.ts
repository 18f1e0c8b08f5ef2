// Further ways visitors ask the FAQ's questions (part 5-1 of content/visitor-phrasings): keyed by an existing FAQ
// question; questions only, never facts. Written on 2026-11-28 by a helper session (an AI assistant) from the FAQ's
// answers and the site's content alone, never from the chatbot's evaluation sets: every entry asked with the
// visitor's job first ("QC lead at a credit union here - …") and with their situation first, in two sentences. The
// helper wrote four more registers (casual with a typo, a search-box fragment, formal, sceptical); measured on the dev
// sets they added little beside these two and moved more pinned answers, so they were not kept.
export const phrasings: Record<string, string[]> = {
  "What is LoanXPress?": [
    "Underwriting manager at a regional lender here - what exactly is LoanXPress and what does it do with our files?",
    "Our processors spend hours sorting and keying every loan package. What is this LoanXPress product you sell?",
  ],
  "How much can lenders save with LoanXPress?": [
    "CFO of a mid-size mortgage lender: what does LoanXPress actually save us per file?",
    "Our cost per loan keeps climbing and leadership wants numbers. How much would LoanXPress take off each loan?",
  ],
  "Does LoanXPress work with our loan origination system (LOS)?": [
    "IT director at a credit union on MeridianLink - will LoanXPress work with our LOS or does it need a specific one?",
    "We run an older origination system that hardly any vendor supports. Can LoanXPress still work with it?",
  ],
  "How does LoanXPress classify documents?": [
    "I manage the stacking team at a lender - how does LoanXPress figure out which document is which in a package?",
    "Today a person names every doc in our files by hand. How would LoanXPress identify the document types instead?",
  ],
  "How do I request a LoanXPress demo?": [
    "VP of mortgage operations here - how do I go about booking a LoanXPress demo for my team?",
    "We're evaluating pre-underwriting vendors this quarter. How do we request a LoanXPress demo?",
  ],
  "What is SmartQC?": [
    "Post-closing QC manager here - what is SmartQC and what does it do?",
    "We check loan quality by hand with spreadsheets today. What is your SmartQC product?",
  ],
  "Why are mortgage origination costs so high?": [
    "Retail branch manager at a lender: why has it become so expensive to originate a mortgage?",
    "Our margins on retail loans disappeared this year. Why are origination costs so high across the industry?",
  ],
  "What consulting services do you provide?": [
    "COO at a regional bank here - what kind of consulting engagements does your firm offer?",
    "We know our operations need an overhaul but don't know where to begin. What consulting services do you provide?",
  ],
  "Can you help with DevOps?": [
    "Head of engineering at a mortgage fintech - can your team help us with DevOps?",
    "Our developers still deploy by hand on Friday nights. Can you help with DevOps?",
  ],
  "What risk and compliance services do you offer?": [
    "Chief risk officer at a community bank - what risk and compliance services do you offer?",
    "Our exam findings keep piling up and we lack in-house security staff. What risk and compliance services can you provide?",
  ],
  "Who are your clients?": [
    "Procurement lead at a bank vetting vendors: who are your typical clients?",
    "I'm checking whether you're a fit before booking a call. What kinds of organisations are your clients?",
  ],
  "What is your company's vision?": [
    "Marketing director at a partner firm writing a profile of you: what is your company's vision?",
    "I'm comparing consultancies for a long-term partnership. What vision does your company work towards?",
  ],
  "What is your phone number?": [
    "Procurement officer here - what phone number can I reach your team on?",
    "I'd rather talk than fill in a form. What's your phone number?",
  ],
  "What is your website?": [
    "Web developer at a partner agency - what's the URL of your main website?",
    "A colleague mentioned your company but I lost the link. What is your website?",
  ],
  "How do I register a blog?": [
    "I'm on your marketing staff and want to add my blog - how do I register it?",
    "I've written a new blog for the company site. How do I get it registered?",
  ],
  "Can I apply for a mortgage or a loan here?": [
    "I'm a nurse buying my first home - can I apply for a mortgage through you?",
    "We're refinancing our house next month. Can we apply for the loan on your site?",
  ],
  "Why do banks and lenders work with you?": [
    "Head of strategy at a regional bank here - why do banks and lenders choose to work with you?",
    "We've been approached by several automation vendors. Why do lenders pick your firm?",
  ],
  "What is your flagship product?": [
    "Mortgage ops director here - what's the flagship product your company is known for?",
    "I only have time to look at one of your offerings this week. Which product is your flagship?",
  ],
  "What are low-code decision engines?": [
    "Credit policy manager here - what exactly is a low-code decision engine in your offering?",
    "Every rule change we request sits in the IT backlog for a quarter. What are these low-code decision engines you mention?",
  ],
  "Is there a savings calculator?": [
    "Finance analyst at an independent mortgage bank: do you have a calculator for estimating LoanXPress savings?",
    "We close around 250 loans a month. Is there a calculator on your site that estimates what we'd save?",
  ],
  "Do you run a pilot before a full roll-out?": [
    "Chief lending officer at a credit union - do you run a pilot before we commit to a full roll-out?",
    "Our board won't approve a full rollout without proof. Can we start with a pilot on our own loans?",
  ],
  "Can we trust you with our data?": [
    "Vendor risk manager at a bank: can we trust you with our customers' data?",
    "We had a vendor leak data last year and are wary now. Can we trust you with ours?",
  ],
  "Do you redesign processes end to end?": [
    "Head of servicing operations here - do you redesign processes end to end, not just automate pieces?",
    "We've bolted tools onto a broken lending process for years. Can you redesign it from start to finish?",
  ],
  "How fast will we see results from consulting?": [
    "CFO at a mortgage lender - how fast will we see results once your consultants start?",
    "Our last consulting engagement took a year before anything changed. How quickly would we see results from yours?",
  ],
  "How do you keep collections compliant?": [
    "Collections compliance officer here - how do you keep your collection calls within the rules?",
    "Our state regulator is scrutinising our collection practices. How do you make sure collections stay compliant?",
  ],
  "What comes out of the assessment?": [
    "Operations VP at a lender - what do we actually get at the end of your assessment?",
    "We suspect files sit idle for days but have no data on it. What does your assessment give us?",
  ],
  "How long until a pilot shows results?": [
    "Head of post-close QC here - how many weeks until a pilot shows us results?",
    "We want to test on one portfolio before committing more budget. How long until the pilot shows results?",
  ],
  "Which areas does your consulting cover?": [
    "Head of collections at a bank - does your consulting cover collections, or only mortgage?",
    "We run both a mortgage book and a commercial banking unit. Which areas does your consulting cover?",
  ],
  "What can your software robots do?": [
    "Back-office manager at a bank - what kinds of tasks can your software robots handle?",
    "My team spends every morning copying figures between two systems. What can your bots take over?",
  ],
  "Will DevOps reduce our incidents?": [
    "SRE lead at a mortgage servicer - will your DevOps work actually reduce our production incidents?",
    "Half our outages start with a bad deployment. Will DevOps reduce them?",
  ],
  "Can you analyse our loan and customer data?": [
    "Head of portfolio analytics at a lender - can you analyse our loan and customer data?",
    "We have ten years of loan data sitting in a warehouse nobody uses. Can you analyse it for us?",
  ],
  "What can machine learning do for a bank?": [
    "Chief data officer at a community bank - what can machine learning actually do for us?",
    "Our bank has lots of data but no data scientists. What could machine learning do for a bank like ours?",
  ],
  "Can you detect fraud in real time?": [
    "Fraud operations manager at a card issuer - can you detect fraud in real time?",
    "We only catch fraudulent applications after the loss has happened. Can you detect fraud in real time?",
  ],
  "How much manual work can RPA remove?": [
    "Operations director at a lender - how much manual work can RPA realistically remove?",
    "Our staff spend most of the day on routine keying. How much of that manual work can RPA take away?",
  ],
  "Who maintains the bots after go-live?": [
    "IT operations manager here - who maintains our bots after they go live?",
    "Our last RPA vendor left after launch and the bots broke within a month. Who maintains yours after go-live?",
  ],
  "Do your pipelines satisfy auditors?": [
    "IT audit manager at a bank - do your CI/CD pipelines meet audit requirements?",
    "Our auditors want evidence of testing and approvals for every release. Would your pipelines satisfy them?",
  ],
  "What does outsourcing operations to you save?": [
    "CFO at a mortgage servicer - what would we save by outsourcing operations to you?",
    "Our back-office headcount keeps growing with volume. What savings would outsourcing those operations to you bring?",
  ],
  "Do you handle payments and reconciliations?": [
    "Treasury operations manager at a bank - do you handle payment processing and reconciliations?",
    "Our payments team is two people short and recs are slipping. Can you handle payments and reconciliations?",
  ],
  "Can you help with loan origination support?": [
    "Loan processing manager at a credit union - can you support our originations team?",
    "Applications are piling up at intake and disclosures are going out late. Can you help with loan origination support?",
  ],
  "Can you answer our borrowers' calls?": [
    "Servicing director at a mortgage company - can your agents answer our borrowers' calls?",
    "Our borrower hold times are over 20 minutes at month end. Can you answer our borrowers' calls?",
  ],
  "Do you help track regulatory change?": [
    "Compliance manager at a mortgage lender - do you help track regulatory changes?",
    "We found out about a rule change only after an exam finding. Do you help track regulatory change?",
  ],
  "Do you do penetration testing?": [
    "IT security lead at a credit union - do you do penetration testing?",
    "We're launching a new online loan portal next quarter. Do you do penetration testing before go-live?",
  ],
  "Do your agents speak other languages?": [
    "Contact-centre director at a lender - do your agents speak languages other than English?",
    "A lot of our borrowers aren't comfortable in English. Do your support agents speak other languages?",
  ],
  "How do you report support performance?": [
    "Customer service VP at a bank - how do you report on your support team's performance?",
    "Our current outsourcer sends a report once a quarter and it's useless. How do you report support performance?",
  ],
  "Do you combine chatbots with human agents?": [
    "Digital channels manager at a bank - do you combine chatbots with human agents?",
    "Our chatbot frustrates customers when it can't help. Do you combine bots with live agents?",
  ],
  "Can you recover seriously delinquent accounts?": [
    "Collections manager at a credit card lender - can you recover our seriously delinquent accounts?",
    "We have a growing book of accounts over 180 days past due. Can you recover them?",
  ],
  "Do you support hardship programmes?": [
    "Hardship program manager at a mortgage servicer - do your collectors support hardship programmes?",
    "More of our borrowers are asking for help after job losses. Do you support hardship programmes?",
  ],
  "Do you help with tax processes?": [
    "Tax director at an insurer - do you help with tax processes?",
    "Our tax team still prepares everything manually in spreadsheets. Do you help with tax processes?",
  ],
  "Can it read handwriting?": [
    "Imaging supervisor at a lender - can your system read handwritten forms?",
    "Many of our older applications were filled out by hand. Can your system read handwriting?",
  ],
  "What does the platform demo cover?": [
    "Head of underwriting at a bank - what does your platform demo actually cover?",
    "I have one hour to show my leadership your platform. What does the demo cover?",
  ],
  "How does LoanXPress work in simple terms?": [
    "I'm a loan officer, not a tech person - how does LoanXPress work in simple terms?",
    "My CEO wants a two-line explanation of LoanXPress for the board. How does it work in simple terms?",
  ],
  "Does LoanXPress check that the package is complete?": [
    "Processing supervisor here - does LoanXPress check whether a loan package is complete?",
    "Files keep reaching underwriting with a missing bank statement. Does LoanXPress check the package is complete?",
  ],
  "Does LoanXPress have dashboards?": [
    "Production manager at a lender - does LoanXPress have dashboards for the pipeline?",
    "Right now I find out about stuck files from angry emails. Does LoanXPress give me dashboards?",
  ],
  "Does LoanXPress improve income and asset analysis?": [
    "Senior underwriter here - does LoanXPress make income and asset analysis more accurate?",
    "Our underwriters disagree on income calculations all the time. Would LoanXPress make income and asset analysis more accurate?",
  ],
  "How do you deliver your work?": [
    "Procurement manager at a bank - how do you actually deliver your work?",
    "We've had vendors deliver software and disappear. How do you deliver your work with clients?",
  ],
  "Can post-close QC meet investor deadlines?": [
    "Post-closing QC manager at a lender - can your automated QC meet investor deadlines?",
    "Our post-close QC reviews keep running past the investor window. Can automation get us back within it?",
  ],
  "Can you spot altered bank statements?": [
    "Fraud analyst at a mortgage lender - can you spot altered bank statements?",
    "We recently funded a loan on a doctored bank statement. Can your system spot altered statements?",
  ],
  "Which documents are in a mortgage file?": [
    "New hire in loan processing here - which documents make up a mortgage file?",
    "I'm building a doc checklist for our intake team. Which documents are in a typical mortgage file?",
  ],
  "Does offshore indexing solve the problem?": [
    "COO at an independent mortgage bank - does offshore indexing solve our document problem?",
    "We moved our indexing to an offshore team last year. Does that solve the problem?",
  ],
  "What happens to exceptions in automated QC?": [
    "QC reviewer at a lender - what happens to exceptions in your automated QC?",
    "Today every loan in our QC sample gets a full manual review. What happens to the exceptions with automated QC?",
  ],
  "What do QC reviewers get with AI?": [
    "QC analyst here - what would I actually get on my screen with AI QC?",
    "Our reviewers open dozens of PDFs per loan to check a sample. What do QC reviewers get with AI instead?",
  ],
  "Can AI really read mortgage documents?": [
    "Veteran underwriter here - can AI really read mortgage documents now?",
    "We tried an AI document tool five years ago and it failed. Can AI actually read mortgage documents now?",
  ],
  "Is your AI explainable to regulators?": [
    "Model risk manager at a bank - is your AI explainable to regulators?",
    "Our examiners ask how every automated decision is made. Is your AI explainable to them?",
  ],
  "Can we embed your chatbot on our own site?": [
    "Web developer for a lender's site - can we embed your chatbot on our own website?",
    "We're a partner and want your chat on our site. Can we embed it?",
  ],
  "What is non-voice support?": [
    "Contact centre manager at a bank - what do you mean by non-voice support?",
    "Our RFP lists non-voice support and I'm not sure what it covers. What is it?",
  ],
  "Are you curious about new technology?": [
    "HR partner evaluating vendor culture - are you curious about new technology?",
    "We want a partner that questions our assumptions. Are you curious about new technology?",
  ],
  "How do you deal with change?": [
    "Transformation lead at a bank - how does your company deal with change?",
    "Our market and regulations shift every year. How do you deal with change?",
  ],
  "How can we reduce roll rates?": [
    "Collections manager at an auto lender - how can we reduce roll rates?",
    "Too many of our 30-day accounts roll into 60 days. How can we reduce roll rates?",
  ],
  "What will my staff do once bots take over?": [
    "Processing team supervisor - what will my staff do once bots take over?",
    "My team is worried RPA will replace them. What will they do once the bots take over?",
  ],
  "Do you handle bank account opening and maintenance?": [
    "Branch operations manager at a bank - do you handle account opening and maintenance?",
    "Our account maintenance queue is weeks behind. Do you handle bank account opening and maintenance?",
  ],
  "Why invest in risk and compliance services?": [
    "CFO at a community bank - why should we invest in risk and compliance services?",
    "Our budget committee sees compliance as pure cost. Why invest in risk and compliance services?",
  ],
  "Do you resolve issues on first contact?": [
    "Help desk manager at a bank - do you resolve issues on the first contact?",
    "Our customers call back two or three times about the same problem. Do you resolve issues on first contact?",
  ],
  "Is LoanXPress AI-powered?": [
    "Underwriting tech lead - is LoanXPress actually AI-powered?",
    "We use one vendor to classify docs and another to pre-underwrite. Is LoanXPress one AI tool that does both?",
  ],
  "Can LoanXPress handle very large loan packages?": [
    "Jumbo loan processor here - can LoanXPress handle very large loan packages?",
    "Some of our files run over 800 pages. Can LoanXPress handle packages that big?",
  ],
  "How does LoanXPress connect to our LOS?": [
    "Integration architect at a lender - how does LoanXPress connect to our LOS?",
    "Our IT team is stretched and can't build a custom interface. How does LoanXPress connect to our LOS?",
  ],
  "Which banking processes benefit most from AI?": [
    "COO at a retail bank - which banking processes benefit most from AI?",
    "We're a retail bank with budget for AI but no idea where to aim it. Which banking processes gain the most from it?",
  ],
  "What is intelligent document processing?": [
    "Operations analyst at a lender - what is intelligent document processing?",
    "A vendor keeps saying IDP in our meetings. What is intelligent document processing?",
  ],
  "How long do investors give for post-close QC reviews?": [
    "QC analyst at a correspondent lender - how long do investors give for post-close QC reviews?",
    "We're setting up our first post-close QC process. How long do investors give us to finish reviews?",
  ],
  "Why does avoiding a repurchase matter so much?": [
    "Secondary marketing manager at a lender - why does avoiding a repurchase matter so much?",
    "Our QC budget is under review and finance questions its value. Why does avoiding a repurchase matter so much?",
  ],
  "Who answers the questions in your AI interview?": [
    "Mortgage tech journalist here - who answers the questions in your AI interview?",
    "I read your interview on AI in mortgage lending. Who is answering the questions?",
  ],
  "Do you have a single technology practice for AI, ML, automation and DevOps?": [
    "CTO at a regional lender - do you have one technology practice for AI, ML, automation and DevOps?",
    "We manage four different tech vendors today. Do you cover AI, ML, automation and DevOps in one practice?",
  ],
  "Will you send me marketing e-mails?": [
    "Compliance officer at a bank here - will sending your form sign me up for marketing e-mails?",
    "I only want an answer to one question, not a newsletter. Will you send me marketing e-mails?",
  ],
  "What is your philosophy on customer experience?": [
    "Head of customer experience at an insurer - what is your philosophy on customer experience?",
    "We're choosing a contact-centre partner and culture matters to us. What is your philosophy on customer experience?",
  ],
  "Do you set up continuous delivery?": [
    "Release manager at a bank - do you set up continuous delivery?",
    "We release twice a year and each release is a fire drill. Can you set up continuous delivery for us?",
  ],
  "Have agency QC expectations become stricter?": [
    "QC director at a mortgage lender - have agency QC expectations become stricter?",
    "We still run QC reviews on a 120-day cycle. Have agency expectations tightened?",
  ],
  "How do I add your widgets to my website?": [
    "Front-end developer at a partner bank - how do I add your widgets to our website?",
    "We've been approved as a partner and I have access to our CMS. How do I add your widgets to our pages?",
  ],
  "What do I need to allow in our Content-Security-Policy for the widgets?": [
    "Security engineer at a credit union - what must we allow in our CSP for your widgets?",
    "Our site blocks anything not explicitly allowed by its Content-Security-Policy. What do we need to allow for your widgets?",
  ],
  "Which event tells me an inquiry was sent?": [
    "Marketing analyst at a partner lender - which event tells me an inquiry was sent?",
    "I want to fire a conversion tag when a visitor submits your form on our site. Which event tells me the inquiry was sent?",
  ],
  "Which tag adds the chatbot?": [
    "Web developer for a partner site - which tag adds the chatbot?",
    "The loader script is already on our pages. Which tag adds the chatbot?",
  ],
};
