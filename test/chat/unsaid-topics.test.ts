// What no page of ours says (intent.ts asksUnsaidTopic), caught before any
// ranking: a miss lets an unrelated sentence answer, a false catch hides a
// real answer behind "the site doesn't say". The cases are a reviewer's
// adversarial inputs as well as the ones the rules were written for.
import { asksUnsaidTopic, namesNumber } from '../../server/chat/intent';
import { analyze } from '../../server/chat/text';
import { expand } from '../../server/chat/index';

test.each([
  // Opening hours, asked as such.
  'what are your hours', 'what are your opening hours?', 'what are your hours of operation?', 'when are you open?', 'what time does your office open?', 'office hours?', 'business hours?', 'when is your office open?', 'are you open now?',
  // Certifications of ours or of a product of ours.
  'are you soc 2 compliant', 'Are you SOC2 certified?', 'do you have a soc 2 type ii report', 'is your platform iso 27001 certified', 'are u pci dss compliant', 'is loanxpress soc 2 compliant?', 'is SmartQC SOC 2 Type II certified?', 'does loanxpress have a soc2 report?', 'do u hold iso 27001 for the loan platform', 'do you have a SOC report we can review?', 'do you have any security certifications?', 'what certifications do you have?',
  // Where our product runs and keeps clients' data; training our models on it.
  'where is your data hosted', 'which cloud is loanxpress hosted on, aws or azure', "We're a bank in Germany. Borrower data has to stay in the EU. Which region would our data be hosted in?", 'can we host it on premise', 'can loanxpress be installed on prem', 'is there an on-prem version', 'do you use our data to train your models', 'do you use client data to train your AI?', 'is our data used to train your models?', 'where do you store our documents', 'where is our data stored?', 'do u guys use aws or azure', 'what cloud do you use', 'does loanxpress run on azure',
  // A size limit and a product SLA the site does not give.
  "what's the max file size loanxpress accepts", 'do you have SLAs for loan file turnaround in pre-underwriting?',
  // Who leads or founded us.
  'whos ur ceo', 'who is the CEO of your company', 'who runs the company', 'who founded example consulting', 'who are your founders',
  // Typed as a search, the whole message.
  'ceo name', 'year founded', 'headcount',
  // Our clients by name, our uptime.
  'which banks are your clients, any names you can share?', 'which lenders use loanxpress', 'can you name a bank that already uses your tools', 'any customer references we could call', 'how many people work there', 'how many employees do you have', 'how big is your company', 'can you name a few of your clients', 'do you have a client list', 'is wells fargo one of your clients', 'are chase and citi among your customers', 'is us bank a client of yours', 'whats your uptime', 'whats the loanxpress uptime', 'what is the uptime of loanxpress', 'where will the loan files be stored', 'what uptime sla do you guarantee for the api', 'what availability guarantee do you offer',
  // The same, worded otherwise: a role first, a region of the cloud, an uptime of a product.
  'Head of ops at a mid-size lender: which lenders are already running LoanXPress in production?', 'which cloud region would our loan files be hosted in', "what's the uptime SLA on smartqc",
  // Our refund and cancellation terms.
  "what's your refund policy", 'do you offer refunds if the pilot fails', 'is there a money-back guarantee', 'what is your cancellation policy',
  // Written 2026-11-28 from dev44-47's honest asks: two kinds of client at once, a product by what it does, a client
  // we did the work for, the cloud we run on, an upcoming webinar, which languages the agents speak.
  'which title companies or servicers are your clients? any names', 'which lenders already use the pre-underwriting bot', "can you name a bank you've done kyc automation for",
  'which cloud do you host on, aws or azure', 'any webinars coming up i can sign up for? dates?', 'which languages do your support agents speak exactly',
])('%j is for a person: no page says', (q) => {
  expect(asksUnsaidTopic(q)).toBe(true);
});

test.each([
  // Hours in a question about a service, or a time of a process.
  'what are your hours of coverage for SOC as a service?', 'what are your hours for the help desk support?', 'whats ur hours saved per file', 'what time do you close loans with loanxpress?', 'when are you open for a discovery call?', 'do you monitor outside business hours?',
  // Compliance work for the visitor, what a report is, our SOC as a service.
  'can you help us get SOC 2 compliant?', 'can you do a SOC 2 readiness assessment for us?', 'can you help us prepare for our ISO 27001 audit?', 'can you help us with PCI DSS compliance?', 'does your cloud security review cover PCI DSS?', 'our SOC 2 audit flagged our change management. can your devops team help?', "we're a bank preparing for PCI DSS. what does your cloud security service cover?", 'does the SOC I read about on your site run round the clock?', 'what does a SOC 2 report cover for U.S. banks?', 'can you explain the difference between SOC 1 and SOC 2?', 'do you offer SOC as a service?', 'do you have a SOC?', 'do you have a soc team watching alerts', 'do you have reports on qc findings',
  // Cloud, on-prem and model work for the visitor; where things are in our product.
  "we're moving to the cloud - where should our loan data be stored, AWS or Azure?", 'which cloud should our data be hosted on? can you advise?', 'can you help us with data residency requirements for our cloud migration?', 'we run on-prem servers today, can you help us move to the cloud?', 'we need help automating our on-prem deployment pipeline', 'our servers are deployed on-prem; can your DevOps team build CI/CD pipelines for them?', 'can your devops team deploy in our own azure?', 'do you work with aws and azure for cloud migrations?', 'which cloud should we use for our loan data?', 'can you train the model on our data to recognise our custom documents?', 'can you train the models with our data for fraud detection?', 'can you use our data to train a fraud detection model?', 'where do you keep the QC findings - in the dashboard?', 'where can I see the files I stored in the dashboard?', 'where are you located?',
  // Who runs a process for the visitor, agreed service levels of our support.
  'who runs the business processes day to day if we outsource operations to you?', 'who runs the business side of things once the bots are live', 'who leads you when you start a new engagement', 'do you have slas for email support', 'what availability do you offer for SOC as a service?',
  // Who leads a practice the site names, another company's CEO, the visitor's own.
  'who leads your mortgage practice', 'who is the ceo of wells fargo', 'our ceo wants a number, what have lenders saved', 'who is the author of the post close qc article',
  // Whom we serve, client names in documents, uptime our DevOps work helps reach, a lender's profits, SmartQC's finding owners.
  'what customers do you serve', 'which clients do you serve', 'can loanxpress name a lender that sent the file', 'who uses loanxpress day to day, underwriters or processors', 'can you name a bank that uses AI for underwriting', 'does loanxpress check any customer references on the application', 'how many people work at chase', 'how many people work on a pilot', 'how big is our team going to need to be', 'what companies do you work with', 'can your kyc screening check customer names against sanctions lists', 'can loanxpress extract client names from the loan documents', 'can your bots update the customer list in our crm every night', 'we need a 99.9% uptime sla on our loan portal, can your devops team help us get there', 'what uptime can we expect from our lending apps after your devops work', 'how does smartqc improve your profits as a lender', 'what is your revenue impact for a mid size lender', 'in smartqc who is the owner when a finding is raised',
  // Whom we serve, service levels the site gives, availability that is no uptime.
  'who are your clients', 'what kinds of banks do you work with', 'is it one of your clients that gets the report', 'are there any of your customers in canada', 'is data from your customers stored', 'is loanxpress used by your customers', 'what information is shared with your customers', 'what service levels do you promise on email support', 'what is the availability of your agents', 'how do you improve availability of our systems',
  // Lenders running something else, an uptime the visitor's own apps reach.
  'which lenders run their own post close qc', 'which lenders are running into repurchase problems', 'what uptime can devops get for our apps',
  // Refunds and cancellations handled for the visitor's customers.
  'can you issue refunds to our customers on our behalf?', 'do you offer refunds processing for card disputes?', 'can your customer support agents handle money-back requests?', 'can your email support team answer questions about our cancellation policy?', 'we are an insurer. can your team handle our cancellation terms questions from policyholders?',
  'which types of lenders are your clients', 'which cloud do you host our apps on', 'what languages do your agents support', 'can you run workshops for our team',
  // A reviewer's, against those rules: what clients do, workshops and webinars the site has, languages then something else.
  'which problems are your clients facing', 'which documents are your clients sending', 'any workshops to train our staff on the tool?', 'any webinars or articles on ai in mortgage?',
  'which languages do your agents speak and how exactly do they escalate', 'which cloud do you run in when you migrate our apps',
])('%j is not: a service of ours, or not about us', (q) => {
  expect(asksUnsaidTopic(q)).toBe(false);
});

test('a figure is a number with at most a unit, not a digit inside a name', () => {
  for (const t of ['B2C support', 'W-2s', 'COVID-19 relief', 'ISO27001', '1000px wide']) expect(namesNumber(t)).toBe(false);
  for (const t of ['$2M saved', '50K loans', '10x faster', '30-40 document types', 'about $550', '1.5 touches', '90%']) expect(namesNumber(t)).toBe(true);
});

test('accessible is accessibility only when nothing says to whom or from where', () => {
  const a11y = analyze('accessibility')[0];
  expect(analyze('is it accessible')).toContain(a11y);
  expect(analyze('is the dashboard accessible from mobile')).not.toContain(a11y);
  expect(analyze('is the data accessible to our auditors')).not.toContain(a11y);
  // "SOC I read about": a pronoun, not SOC 1.
  expect(analyze('does the SOC I read about run round the clock')).toContain(analyze('security operations centre')[0]);
});

test('a page technology is read as a web page only when the widgets are asked about; IP allow-listing is no allowed origin', () => {
  expect(expand('does it work with react')).toMatch(/any page/);
  expect(expand('how do we embed the chatbot in a react app')).toMatch(/any page/);
  for (const q of ['does the chatbot work with React Native?', 'can you build a customer portal in React for us?', 'do you have developers experienced with Angular?', 'do you offer fraud detection for merchants on Shopify?', 'can you integrate loanxpress data into our React dashboard?']) {
    expect(expand(q)).not.toMatch(/any page/);
  }
  expect(expand('how do we get whitelisted')).toMatch(/allowed origins/);
  for (const q of ["can you help us set up IP whitelisting for our bank's API?", 'our IT needs to whitelist your IPs - what are they?']) expect(expand(q)).not.toMatch(/allowed origins/);
});
