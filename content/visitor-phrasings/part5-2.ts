// Further ways visitors ask the FAQ's questions (part 5-2 of content/visitor-phrasings): keyed by an existing FAQ
// question; questions only, never facts. Written on 2026-11-28 by a helper session (an AI assistant) from the FAQ's
// answers and the site's content alone, never from the chatbot's evaluation sets: every entry asked with the
// visitor's job first ("QC lead at a credit union here - …") and with their situation first, in two sentences. The
// helper wrote four more registers (casual with a typo, a search-box fragment, formal, sceptical); measured on the dev
// sets they added little beside these two and moved more pinned answers, so they were not kept.
export const phrasings: Record<string, string[]> = {
  "What services do you offer?": [
    "Procurement lead at a regional bank here - can you give me the full rundown of what your firm provides?",
    "We're trimming our list of outside suppliers for next year. What kinds of work could your company cover for us?",
  ],
  "How much faster do loans close with LoanXPress?": [
    "Closing manager at an independent mortgage bank: how much quicker would our loans get to closing with the loan tool?",
    "Our average loan takes about 50 days to reach clear to close. How much time would LoanXPress take off that?",
  ],
  "What does LoanXPress check in a loan package?": [
    "Underwriting manager here - what does LoanXPress actually go through when a loan package lands?",
    "Our processors eyeball every package before it moves to underwriting. Which of those checks would LoanXPress do instead?",
  ],
  "How does LoanXPress extract data from documents?": [
    "Data operations lead at a lender: how does LoanXPress get the figures out of our loan documents?",
    "Right now a team of indexers types numbers from every document into our system. How would LoanXPress capture that data?",
  ],
  "What is your intelligent digital platform?": [
    "Solutions architect at an insurer here - what exactly is your intelligent digital platform made of?",
    "We're comparing document AI platforms for our back office. What is your digital platform and what does it include?",
  ],
  "What are your mortgage use cases?": [
    "Head of mortgage operations at a credit union: which mortgage use cases do you actually support?",
    "We originate, sell and buy loans, and a lot of it is manual. Which mortgage use cases do you cover?",
  ],
  "Why is reviewing mortgage documents so hard?": [
    "Processing supervisor here - why is reviewing a mortgage file by hand so tough to get right?",
    "Our reviewers keep missing things in loan files. Why is checking mortgage documents so difficult?",
  ],
  "Do you offer AI and machine learning services?": [
    "Chief data officer at a mid-size bank: can we hire you for AI and machine learning projects?",
    "We have plenty of data but no in-house ML team. Do you provide AI and machine learning services?",
  ],
  "What mortgage operations services do you offer?": [
    "Operations director at a non-bank lender - which parts of our mortgage operations could you run for us?",
    "Our mortgage back office can't keep up with volume. What mortgage operations services do you offer?",
  ],
  "What customer experience services do you offer?": [
    "Contact-centre director at a lender here - which customer-facing support services can you provide?",
    "Our in-house support team is stretched thin. Which customer experience services could you take on?",
  ],
  "Which industries do you serve?": [
    "Partnerships manager at a fintech - which industries does your company work in?",
    "We're a retail chain looking at automation vendors. Which industries do you serve?",
  ],
  "What are your company values?": [
    "HR business partner at a bank here - what values does your company live by?",
    "We only partner with firms whose culture matches ours. What are your company values?",
  ],
  "Where is your office?": [
    "Facilities coordinator here - what's the street address of your office?",
    "I'm sending a signed contract by courier. What address should it go to?",
  ],
  "Are you on LinkedIn?": [
    "Marketing manager at a lender - do you have a company page on LinkedIn I can follow?",
    "I want to keep up with your company news. Are you on LinkedIn?",
  ],
  "Where do staff log in?": [
    "New hire here, starting this week - where do I sign in as staff?",
    "I'm an employee and need to get into the staff area. Where is the sign-in page?",
  ],
  "What does your company do in a nutshell?": [
    "Analyst at a private equity firm here - in a sentence or two, what does your company do?",
    "I'm writing a one-line description of each vendor for a board pack. How would you sum up your business?",
  ],
  "Who is on your team?": [
    "Vendor risk manager at a bank: what backgrounds do the people on your team have?",
    "Past vendors sent us juniors with no lending experience. Who is actually on your team?",
  ],
  "What are your strengths?": [
    "Head of procurement here - what strengths would you say your firm has?",
    "We're down to three vendors for a mortgage project. What are your strengths compared with the rest?",
  ],
  "How many document types can you process?": [
    "IT lead for document capture at a lender: how many document types can your processing handle per application?",
    "Our loan files mix dozens of document kinds and run to hundreds of pages. How many document types can you process?",
  ],
  "How quickly do you respond to inquiries?": [
    "Purchasing officer here - after I send an inquiry, how soon does someone reply?",
    "We're on a tight deadline for vendor selection. How quickly will you respond if I write today?",
  ],
  "What future do you see for lending?": [
    "Innovation lead at a bank here - where do you think lending is going over the next decade?",
    "Our board is writing a five-year strategy for the lending business. How do you see lending evolving?",
  ],
  "Are you in it for the long term?": [
    "COO at a credit union - are you looking for a long-term relationship or a one-off project?",
    "Our last tech vendor vanished right after go-live. Will you be around for the long run?",
  ],
  "Do you benchmark us against other lenders?": [
    "Strategy director at a regional bank: can you benchmark our operations against leading lenders?",
    "We have no idea whether our cost and turnaround are good or bad. Can you compare us with other lenders?",
  ],
  "Do you help with change management and training?": [
    "HR director at a mortgage lender - will you train our staff and help them adapt to the new processes?",
    "We're rolling out new loan processes next quarter. Do you help staff learn and adopt them?",
  ],
  "Why do financial institutions need consulting now?": [
    "CFO at a mid-size bank here - why would a bank bring in consultants at this moment?",
    "Our costs rise every year and regulators keep asking for more. Why is now the time for consulting?",
  ],
  "What happens after the assessment?": [
    "Programme manager at a lender: once you've finished the assessment, what happens next?",
    "You've just mapped our current process. What's the next step in the engagement?",
  ],
  "What savings do consulting clients target?": [
    "Finance director at a bank: what savings do your consulting clients usually aim for?",
    "We need a savings figure for the business case. What do your consulting clients typically target?",
  ],
  "Do you do short diagnostics or only big programmes?": [
    "Head of transformation at an insurer - could we hire you for a few weeks of diagnosis rather than a huge programme?",
    "We don't have budget for a big programme this year. Could we start with a short diagnostic?",
  ],
  "Do you deploy ML models into production?": [
    "ML engineer at a bank here - do your models actually go live, and does anyone watch them afterwards?",
    "Our fraud model has been stuck in a pilot for a year. Can you get it live and keep an eye on it?",
  ],
  "What is your AI for Business about?": [
    "Innovation manager at an insurer - what is your AI for Business offering about?",
    "Our leadership keeps asking what AI could do for us. What does your AI for Business cover?",
  ],
  "Can you take an AI idea from proof of concept to production?": [
    "Head of AI at a lender - can you take our proof of concept all the way to production?",
    "We built an AI prototype last year and it never went live. Can you get it into production?",
  ],
  "Can machine learning help with forecasting?": [
    "Capacity planner at a mortgage servicer: could an ML model predict how much work is coming in?",
    "Our staffing plans rely on spreadsheet guesses. Can machine learning improve our forecasting?",
  ],
  "What data can your ML extract from loan documents?": [
    "Underwriting analyst here - what data can your ML pull out of loan documents?",
    "We spend hours keying income and asset figures from documents. What data can your models extract?",
  ],
  "How do you choose which tasks to automate with bots?": [
    "RPA lead at a bank: how do you decide which tasks to hand to bots?",
    "We have dozens of candidate processes for RPA. How do you pick which ones get a bot first?",
  ],
  "Do you support public, private or hybrid cloud?": [
    "Infrastructure manager at a credit union - do you support public, private and hybrid cloud?",
    "We keep core systems on-prem and new apps in the cloud. Can you work across that setup?",
  ],
  "Do you do DevSecOps?": [
    "AppSec lead at a bank here - can you build security into our delivery pipeline, i.e. DevSecOps?",
    "Security checks only happen at the end of our release process. Can you build them into every stage?",
  ],
  "Do you cover the whole mortgage loan life cycle?": [
    "Head of lending operations at a non-bank lender - could you support us at every stage, from application through servicing and default?",
    "We use separate vendors for origination, servicing and default. Could you cover the full loan life cycle?",
  ],
  "Can you support our commercial lending operations?": [
    "Commercial lending manager at a community bank: could your team help with loan boarding, spreading and covenant tracking?",
    "Our commercial loan team is buried in loan setups and covenant checks. Can you help with those operations?",
  ],
  "Do you handle loss mitigation and default?": [
    "Default servicing manager here - can your team take on workouts, forbearance plans and foreclosure files?",
    "Delinquencies in our portfolio have doubled this year. Can your team take on loss mitigation and default work?",
  ],
  "Can you scale staff with our loan volume?": [
    "Capacity planning manager at a lender: can your team grow and shrink as our loan volume moves?",
    "Our volume jumps when rates drop and falls when they rise. Can your staffing grow and shrink with it?",
  ],
  "Can you secure our cloud?": [
    "CISO at a mid-size lender here - could your team check how safely our cloud is set up?",
    "We moved half our systems to the cloud last year. Can you make sure it is secure?",
  ],
  "What service quality do your contact centres deliver?": [
    "Customer experience director at a bank - how good is the service your agents give borrowers?",
    "Our borrowers rate our support poorly. What standard of service would your contact-centre teams deliver?",
  ],
  "Do you run an IT help desk?": [
    "IT operations manager at a credit union: could you take over our service desk for staff and customers?",
    "Our two-person IT team can't keep up with access requests. Do you offer a help desk service?",
  ],
  "How do you handle our e-mail inbox?": [
    "Servicing manager at a lender - how would you handle our customer email inbox?",
    "Our shared mailbox has thousands of unanswered messages. How would your team manage it?",
  ],
  "Do you report on customer satisfaction trends?": [
    "CX analyst at a bank - would you give us reports showing how customer satisfaction moves over time?",
    "Our complaints have gone up and we can't see why. Would you track satisfaction over time and report on it?",
  ],
  "Will your collections improve our recovery rates?": [
    "Collections manager at a credit union here - would outsourcing collections to you actually bring back more of what's owed?",
    "Our recoveries have slipped for three quarters. Would your collections service raise them?",
  ],
  "What insurance operations services do you offer?": [
    "Operations head at a life insurer - what insurance operations services do you offer?",
    "We're an insurer looking to automate back-office work. What insurance operations services do you have?",
  ],
  "How much does the platform cut processing time?": [
    "Operational excellence lead at a lender: by how much would your platform shorten processing of document-heavy files?",
    "Our document-heavy files take days to process. How much faster would your platform make that?",
  ],
  "Does the rules engine keep version history?": [
    "Compliance officer at a lender here - if someone edits a QC rule, can we still see every earlier version?",
    "Our auditors want to see how every rule has changed over time. Does the rules engine keep version history?",
  ],
  "What do I get from a LoanXPress demo?": [
    "Head of underwriting here - what would we actually see and take away from a LoanXPress demo?",
    "My team can spare an hour for a demo next week. What does a LoanXPress demo include?",
  ],
  "Will LoanXPress reduce buy-backs?": [
    "Secondary marketing manager at an IMB: would the loan tool mean fewer repurchase demands from investors?",
    "We had five repurchase demands last quarter. Would LoanXPress help cut them?",
  ],
  "Does LoanXPress classify documents by file name?": [
    "Document operations lead here - does the loan tool need proper file names to know what each document is?",
    "Half the PDFs our brokers send are named things like doc1.pdf. Does LoanXPress go by the file name?",
  ],
  "How are exceptions routed in LoanXPress?": [
    "Underwriting operations manager: when the loan tool finds a problem with a file, where does the file go?",
    "Exceptions on our files wait until someone happens to pick them up. How does LoanXPress send them on?",
  ],
  "Does LoanXPress track documents and conditions?": [
    "Closing coordinator here - can the loan tool keep tabs on every doc and open condition on a loan?",
    "We track conditions across emails and spreadsheets. Does LoanXPress keep them in one place?",
  ],
  "What outcomes do you deliver?": [
    "CEO of a mid-size lender - what results should we expect from working with you?",
    "I have to show results to our board within a year. What outcomes can you deliver?",
  ],
  "Can warehouse lenders use your quality checks?": [
    "Warehouse lending manager at a bank - can we use your quality checks?",
    "We fund loans for a dozen IMBs and check collateral by hand. Can your quality checks work for us?",
  ],
  "Can you automate consumer loan pre-underwriting?": [
    "Consumer lending manager at a credit union: could your system pre-underwrite our auto and personal loan applications?",
    "Our analysts review every personal loan application by hand. Can you automate the pre-underwriting?",
  ],
  "What happens when document errors are found late?": [
    "QC manager at a lender - what do document mistakes turn into when nobody catches them until late?",
    "We often find document mistakes just before closing. What happens to those late errors?",
  ],
  "What is end-to-end decisioning?": [
    "Credit risk manager at a lender: what do you mean by end-to-end decisioning?",
    "We've automated extraction but the decision still waits on people. What does end-to-end decisioning mean?",
  ],
  "What is post-closing quality control?": [
    "New QC analyst here - what does post-closing quality control actually involve for a lender?",
    "We just started selling loans to Fannie Mae. What is post-closing QC?",
  ],
  "How do we start automating post-close QC?": [
    "Post-close QC manager at a lender: what's the first step if we want to automate our post-close QC?",
    "Our QC team reviews a monthly sample entirely by hand. How would we begin automating it?",
  ],
  "Where does the cost in a loan file go?": [
    "Controller at an IMB: where does the cost in a loan file actually go?",
    "Our per-loan cost is higher than we expected. Where does the money in a loan file go?",
  ],
  "Which process should we automate first?": [
    "Mortgage COO here - if we can only automate one process this year, which should it be?",
    "We have budget for one automation pilot this year. Which process should we start with?",
  ],
  "How do I point the widgets at our own API?": [
    "Web developer for a partner here - how do I point the widgets at our own API?",
    "Our API lives on a different host from our site. How do I make the widgets call it?",
  ],
  "How do you turn your vision into reality?": [
    "Operations manager at a bank: how do you actually get from your vision to real change in a bank?",
    "We've heard a lot of vision statements from vendors. How do you make yours real?",
  ],
  "How do you treat the people you work with?": [
    "Team lead at a lender here - how will your people treat my staff during a project?",
    "Our staff felt ignored by the last consultants. How do you treat the people you work with?",
  ],
  "Do you help implement strategy or only advise?": [
    "Transformation director at a bank: do you help implement strategy or only advise?",
    "We have a strategy nobody has put into practice. Do you help implement it or only advise?",
  ],
  "Who replies when I contact your consultants?": [
    "Lending team lead here - if I write to your consultants, who gets back to me?",
    "I want to discuss our servicing backlog with an expert. Who will reply if I contact your consultants?",
  ],
  "Can we release faster and stay compliant?": [
    "Release manager at a bank here - can we push changes out more often without falling foul of compliance?",
    "Our releases happen quarterly because of compliance reviews. Can we ship faster and still stay compliant?",
  ],
  "Do you run middle-office operations for banks?": [
    "Operations director at a commercial bank: could you take on our back- and middle-office work?",
    "Our middle office is short-staffed and error-prone. Do you run middle-office operations for banks?",
  ],
  "Do you have response-time targets for e-mail and chat?": [
    "Support operations manager here - do your email and chat agents work to set reply-time targets?",
    "Our customers complain about slow replies. Do you work to response-time targets on email and chat?",
  ],
  "Do you support customers who prefer to write?": [
    "Digital channels manager at a credit union - can you serve members who'd rather type than call?",
    "Many of our borrowers never pick up the phone. Do you support customers who'd rather write?",
  ],
  "Which manual tasks does LoanXPress take away?": [
    "Processing manager at an IMB: which manual tasks does LoanXPress take off my team?",
    "Our processors spend most of their day on repetitive file work. Which manual tasks does LoanXPress remove?",
  ],
  "Does LoanXPress review the AUS findings?": [
    "Underwriter at a lender here - once DU or LP has run, does the loan tool go through the findings?",
    "Our underwriters read every DU findings report line by line. Does LoanXPress review the findings?",
  ],
  "What does LoanXPress pre-underwriting actually do?": [
    "Pre-underwriting lead at a lender: what does LoanXPress pre-underwriting actually do?",
    "Our pre-UW team does manual checks before each file hits underwriting. What does LoanXPress pre-underwriting do instead?",
  ],
  "How much do lenders spend on manual document handling per loan?": [
    "CFO at a mortgage lender - how much do lenders spend per loan on manual document handling?",
    "We're building a business case for automation. How much does manual document handling cost per loan?",
  ],
  "How are documents compared in automated QC?": [
    "QC analyst at a servicer: how does your automated QC compare documents with each other and with our system?",
    "Our reviewers compare documents side by side by hand. How does automated QC compare them?",
  ],
  "Why can't manual QC reviewers keep up?": [
    "QC director at a lender: why do manual QC reviewers fall behind and let defects through?",
    "Our QC backlog grows every month despite overtime. Why can't manual reviewers keep up?",
  ],
  "How does AI sort a closed-loan package?": [
    "Post-close QC lead here - how does the AI put a closed-loan package in order?",
    "Our QC staff spend hours putting closed-loan documents in order. How does AI sort the package?",
  ],
  "Why does taking manual work out of a loan file matter?": [
    "COO at a mortgage lender: why does taking manual work out of a loan file matter?",
    "Our cost to originate keeps climbing. Why does removing manual work from each file matter?",
  ],
  "Where on the site is the contact form?": [
    "Marketing coordinator here - where on your website can I find the contact form?",
    "I want to send you a message but don't see a form. Where on the site is it?",
  ],
  "Can I send an inquiry from a service page?": [
    "Procurement analyst here - can I send an inquiry straight from a service page?",
    "I'm reading your DevOps page and have a question. Can I send an inquiry from this page?",
  ],
  "How do I start a conversation about consulting?": [
    "COO at a regional bank - how do I open a discussion with you about a consulting engagement?",
    "We're considering a transformation project next year. How do we start a conversation with your consultants?",
  ],
  "What is the link to the LoanXPress brochure PDF?": [
    "Web developer at a partner firm here - what's the link to the LoanXPress brochure PDF?",
    "I want to add your brochure to our internal wiki. What's the direct link to the LoanXPress PDF?",
  ],
  "Who can I e-mail about our post-close QC process?": [
    "Post-close QC manager at a lender - what email address should I use to talk about our QC process?",
    "We'd like a second opinion on our post-close QC process. Who can I email about it?",
  ],
  "Will the loader script slow down my page?": [
    "Front-end developer at a partner bank: will your loader script slow down our page?",
    "Our site's performance budget is tight. Will adding your loader script slow down the page?",
  ],
  "Why does the embedded form say the message could not be sent?": [
    "Web developer for a partner here - why does the embedded form say the message could not be sent?",
    "I put your inquiry form on our site and every submission fails. Why does it say the message couldn't be sent?",
  ],
  "Are the widgets accessible to keyboard and screen-reader users?": [
    "Accessibility lead at a bank: are the widgets accessible to keyboard and screen-reader users?",
    "Our public site must meet accessibility standards. Are your widgets usable with a keyboard and screen reader?",
  ],
  "Can I open the chat panel from my own button?": [
    "Web developer at a partner lender - can I open the chat panel from my own button?",
    "We have our own 'Chat with us' button in the footer. Can it open your chat panel?",
  ],
};
