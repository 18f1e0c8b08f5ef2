// Further ways visitors ask the FAQ's questions (part 5-3 of content/visitor-phrasings): keyed by an existing FAQ
// question; questions only, never facts. Written on 2026-11-28 by a helper session (an AI assistant) from the FAQ's
// answers and the site's content alone, never from the chatbot's evaluation sets: every entry asked with the
// visitor's job first ("QC lead at a credit union here - …") and with their situation first, in two sentences. The
// helper wrote four more registers (casual with a typo, a search-box fragment, formal, sceptical); measured on the dev
// sets they added little beside these two and moved more pinned answers, so they were not kept.
export const phrasings: Record<string, string[]> = {
  "How can I contact you?": [
    "Procurement lead at a regional bank here - what are the ways to get in touch with your company?",
    "We're evaluating a few automation vendors and I have questions for your side. How do I reach you - form, email or phone?",
  ],
  "How much manual work does LoanXPress remove?": [
    "Underwriting manager at a mid-size lender here - how much hands-on work would LoanXPress actually take off my team?",
    "Our underwriters open every file several times before it clears. How far would your loan tool cut that hand work?",
  ],
  "Can LoanXPress run DU and LP automated underwriting?": [
    "I run processing at a retail lender - can LoanXPress do our DU and LP submissions?",
    "Our processors push every loan through Fannie's and Freddie's automated systems by hand. Could LoanXPress take that over?",
  ],
  "Is there a LoanXPress brochure I can download?": [
    "Vendor management analyst at a credit union - is there a LoanXPress PDF I can save for our review folder?",
    "I'm putting together a vendor comparison for our steering committee. Is there a downloadable LoanXPress brochure?",
  ],
  "Can business users change rules without writing code?": [
    "Compliance officer at a mortgage lender - could my team write our own compliance rules in your system without developers?",
    "Every time a guideline changes we wait weeks for IT to ship a release. Can our business people update the rules themselves in your platform?",
  ],
  "What banking processes do you automate?": [
    "Digital transformation lead at a regional bank - which bank processes does your AI automate?",
    "Our bank still does customer ID checks and statement spreading by hand. Which banking processes can you automate?",
  ],
  "How does AI improve post-close quality control?": [
    "Post-closing QC supervisor at a wholesale lender: what measurable gains does AI bring to our QC work?",
    "Our post-close QC reviews run slow and investors keep pushing buybacks on us. What does AI change in that process?",
  ],
  "Do you provide robotic process automation (RPA)?": [
    "IT director at a regional bank here - does your firm build RPA bots?",
    "Our servicing team spends hours retyping data between two systems every day. Do you offer RPA to take that over?",
  ],
  "What banking services do you provide?": [
    "COO of a community bank: what banking operations services could your team run for us?",
    "Our bank's back office is short-staffed across several teams. What banking services do you offer?",
  ],
  "Can you handle collections for us?": [
    "Collections manager at an auto finance company - could you take over our collections work?",
    "Our delinquency numbers are climbing and the in-house team can't keep up. Can you run collections for us?",
  ],
  "Do you work with insurance companies?": [
    "Claims operations manager at a P&C insurer - is an insurance company a fit for your services?",
    "We're a mid-size life and annuity carrier looking for automation help. Do you take on insurers as clients?",
  ],
  "What is your email address?": [
    "Procurement analyst here - what email address should I send our vendor questionnaire to?",
    "I prefer writing to filling in web forms. Which email address reaches your team?",
  ],
  "How do we get started working together?": [
    "Head of mortgage operations here - how do we get the ball rolling with your company?",
    "Our leadership approved finding an automation partner and you're on the list. How do we get things moving with you?",
  ],
  "Where can I read your articles?": [
    "Content manager at a lender - where can I find the articles your company has published?",
    "I'm researching AI in mortgage lending for an internal presentation. Where can I read your published pieces?",
  ],
  "Is there a sitemap?": [
    "Web developer on a partner bank's team - does your site have a sitemap page?",
    "I keep getting lost in your menus. Is there one page listing everything on the site?",
  ],
  "What kind of company are you?": [
    "Vendor risk analyst at a bank - how would you describe your company: software house, AI firm or service provider?",
    "We have to classify every supplier in our procurement system. What category of company are you?",
  ],
  "What is your approach to automation?": [
    "Operations director at a loan servicer - what's your overall philosophy when automating a process?",
    "We've been pitched bots-everywhere solutions before and they didn't stick. How do you approach automation?",
  ],
  "Is your AI built for regulated industries?": [
    "Model risk lead at a bank here - is your gen AI and ML designed with regulated institutions in mind?",
    "We're a federally regulated lender and every AI tool gets heavy scrutiny. Is your AI made for that kind of environment?",
  ],
  "How do you keep automation secure and compliant?": [
    "CISO at a credit union here - how do you make sure the automation you deliver is secure and compliant?",
    "Our internal audit team flags every new bot we deploy. How do you keep the automation you build secure and audit-ready?",
  ],
  "How does the contact form work?": [
    "Marketing assistant at a lender here - what do I fill in on your contact form, and how do you reply?",
    "I'd rather message you through the site than call. How does your inquiry form work?",
  ],
  "What is your mission?": [
    "Strategy lead at an insurer - what is your company's mission?",
    "I'm writing up a vendor profile for our leadership team. What mission does your firm state?",
  ],
  "How do your consultants work with us?": [
    "VP of operations at a lender - what's it like day to day having your consultants on a project?",
    "Our last consulting firm left us with a strategy deck and no results. How do your consultants actually work with a client?",
  ],
  "Do we get one team or many hand-offs?": [
    "Program manager at a bank - will we work with one combined team, or get passed between specialists?",
    "With our last vendor every question bounced between three departments. Will we deal with a single team with you?",
  ],
  "Can you help design a collections strategy?": [
    "Collections director at a consumer lender - can you help us design a new collections strategy?",
    "We treat every delinquent account the same way and it's not working. Could you help us design a better collections strategy?",
  ],
  "How does a consulting engagement start?": [
    "COO at a mortgage servicer - what happens at the very start of a consulting engagement with you?",
    "We're thinking of bringing in your consultants for our servicing operation. What happens first when they arrive?",
  ],
  "How do you decide what to automate?": [
    "Process excellence lead at a bank - how do your consultants choose which work to automate and which to leave with people?",
    "We have a long list of automation ideas and a limited budget. How do you decide what's worth automating?",
  ],
  "How do you make the improvements last?": [
    "Transformation director at a lender - how do you make sure the gains stick once your team leaves?",
    "Our last improvement programme faded within six months of the consultants leaving. How do you make improvements last?",
  ],
  "Can I talk to one of your architects?": [
    "Enterprise architect at a regional bank - can I get time with one of your architects to discuss an ML project?",
    "We're planning a DevOps overhaul and want a technical sounding board. Can I talk to one of your architects?",
  ],
  "Do you build Gen AI assistants?": [
    "Head of servicing at a lender - can you build a gen AI assistant for our servicing agents?",
    "Our staff waste time searching policy documents for answers. Could you build a gen AI assistant to help them?",
  ],
  "How much faster is AI extraction than manual indexing?": [
    "Indexing team supervisor at a mortgage lender - how much faster is your AI extraction than my people keying data?",
    "We have a team indexing loan documents by hand all day. How much quicker would AI extraction be?",
  ],
  "Who do I contact about an AI project?": [
    "Innovation manager at an insurer here - who should I contact to discuss an AI project?",
    "We have an AI idea for claims intake but no in-house team. Who do I get in touch with?",
  ],
  "Do you build credit risk models?": [
    "Chief risk officer at a consumer lender - do you build credit risk models?",
    "Our pricing still runs on a ten-year-old scorecard. Can you build us better credit risk models?",
  ],
  "How do you govern ML models?": [
    "Model validation lead at a bank - how do you govern the ML models you deploy?",
    "Our regulator asked how we control models once they're live. How do you govern ML models?",
  ],
  "Do your bots run around the clock?": [
    "Back-office manager at a mortgage servicer - do your bots keep working outside business hours?",
    "Our data entry backlog builds up every night after the team goes home. Do your bots run around the clock?",
  ],
  "Which tools do you use for infrastructure as code?": [
    "Platform engineer at a fintech lender - which infrastructure-as-code tools does your DevOps team use?",
    "Our environments are built by hand and drift apart. What do you use for infrastructure as code?",
  ],
  "Do you provide monitoring and on-call?": [
    "IT operations manager at a credit union - do you provide monitoring and on-call support for our applications?",
    "Last month our online banking was down for an hour before anyone noticed. Do you offer monitoring and on-call?",
  ],
  "Can you help with customer onboarding and AML screening?": [
    "BSA/AML officer at a community bank - can your team support our AML screening and customer onboarding?",
    "New account applications pile up waiting for ID checks. Can you help with onboarding and AML screening?",
  ],
  "Do you help with regulatory reporting?": [
    "Finance controller at a regional bank - can you help us produce our regulatory reports?",
    "Our regulatory returns are assembled by hand in spreadsheets every quarter. Do you help with regulatory reporting?",
  ],
  "Do you do loan processing and condition clearing?": [
    "Processing manager at a mortgage broker - can your team clear conditions on our loans?",
    "We have dozens of files stuck waiting on conditions before closing. Do you offer loan processing and condition clearing?",
  ],
  "Do you build risk control frameworks?": [
    "Head of internal audit at a credit union - can you build us a risk control framework?",
    "Our risk reporting to the board is patchy and inconsistent. Do you build risk and control frameworks?",
  ],
  "Do you offer a 24/7 security operations centre?": [
    "IT security manager at a credit union - do you run a 24/7 SOC we could use?",
    "We have a two-person security team and nobody watching after hours. Do you offer a security operations centre?",
  ],
  "Do your agents know financial products?": [
    "Customer service director at an insurer - do your agents understand insurance and banking products?",
    "Our customers ask detailed questions about their accounts and policies. Do your support agents know financial products well enough?",
  ],
  "Which channels does your support cover?": [
    "Contact-centre director at a bank - which channels can your support team cover?",
    "Our customers switch between calling us and messaging us. Which channels does your support cover?",
  ],
  "Do you offer live chat agents?": [
    "Digital banking manager at a credit union - do you offer live chat agents for our website?",
    "We added chat to our site but can't staff it during the day. Do you provide live chat agents?",
  ],
  "How do you handle early-stage delinquencies?": [
    "Collections supervisor at a credit union - how do you handle members who are just a few days late?",
    "Most of our late accounts are only one payment behind. How do you handle early-stage delinquency?",
  ],
  "Do you offer digital collections?": [
    "Collections manager at a fintech lender - do you offer digital collections?",
    "Our younger borrowers never answer collection calls. Do you do digital collections?",
  ],
  "Do you offer payment operations services?": [
    "Payments operations lead at a bank - do you offer payment operations services?",
    "We process a large volume of payments with a lot of manual steps. Do you have a payment operations offering?",
  ],
  "Can it handle scanned, unordered document packages?": [
    "Post-closing manager at a lender - can your platform cope with scanned packages where the documents are all out of order?",
    "Our closed loan files arrive as one scanned PDF with no page order. Can your platform sort that out?",
  ],
  "How does the decisioning module work?": [
    "Credit policy manager at a consumer lender - how does your decisioning module arrive at a decision?",
    "Our reviewers make inconsistent calls on similar files. How would your decisioning module work for us?",
  ],
  "Can I see the platform on my own documents?": [
    "Operations analyst at a servicer - could you show us the platform running on documents like ours?",
    "Our documents are unusual and generic demos never convince us. Can you show the platform on documents like ours?",
  ],
  "What do underwriters focus on with LoanXPress?": [
    "Chief credit officer at a lender - what do underwriters spend their time on once LoanXPress is running?",
    "My underwriters spend most of their day chasing paperwork. With LoanXPress, what would they focus on?",
  ],
  "Is our loan data secure in LoanXPress?": [
    "Information security officer at a lender - how does LoanXPress protect our loan data?",
    "We have to pass a vendor security review before signing anything. How is loan data secured in LoanXPress?",
  ],
  "What does straight-through processing mean for LoanXPress?": [
    "Processing director at a mortgage lender - what does straight-through processing mean in LoanXPress?",
    "Most of our files are clean but still get touched by three people. What would straight-through processing look like in LoanXPress?",
  ],
  "How does LoanXPress help borrowers?": [
    "Loan officer at a retail lender - what does LoanXPress do for my borrowers?",
    "Our borrowers often complain they never know where their loan stands. How does LoanXPress help them?",
  ],
  "How does correspondent purchase review work?": [
    "Correspondent lending manager at an aggregator - how does your correspondent purchase review work?",
    "We buy closed loans from dozens of correspondents and each file takes ages to review. How would your purchase review work?",
  ],
  "How fast is automated KYC?": [
    "Onboarding manager at a digital bank - how quickly can your automated KYC clear a customer?",
    "Our KYC checks take several days per new customer. How fast would automated KYC be?",
  ],
  "What is automated financial spreading?": [
    "Commercial lending manager at a community bank - what is automated financial spreading?",
    "Our credit analysts spend hours typing business financials into spreadsheets. What is automated financial spreading?",
  ],
  "Why not just use OCR templates?": [
    "IT manager at a mortgage lender - why shouldn't we just stick with OCR templates?",
    "We built template OCR for our main forms a few years ago. Why isn't that enough?",
  ],
  "How does an automated post-purchase QC flow work?": [
    "QC analyst at a loan aggregator - how does the automated post-purchase QC flow work?",
    "We buy loans and review each package manually after purchase. How would an automated post-purchase QC flow work?",
  ],
  "What causes repurchase demands?": [
    "Secondary marketing manager at a lender - what usually causes repurchase demands?",
    "We got hit with several buyback requests last year. What are the usual causes?",
  ],
  "Why is AI a hot topic in mortgage lending now?": [
    "CEO of a mortgage lender - why is AI suddenly such a big topic in our industry?",
    "Every conference I go to this year is about AI in mortgages. Why is it such a hot topic now?",
  ],
  "Do borrowers notice faster closings?": [
    "Marketing director at a retail lender - do borrowers actually notice when we close faster?",
    "Our borrower satisfaction scores are flat. Do borrowers notice faster closings?",
  ],
  "How does SmartQC check a loan?": [
    "QC director at a mortgage lender - how does SmartQC check a loan file?",
    "We review a sample of loans for QC by hand each month. How would SmartQC check a loan?",
  ],
  "Will your contact centre protect our brand?": [
    "Head of customer experience at a premium bank - how will your contact centre protect our brand?",
    "We're nervous that outsourcing support will make us sound like a generic call centre. Will your contact centre protect our brand?",
  ],
  "What does being passionate mean to you?": [
    "Procurement manager at a lender - what does 'passionate' mean as one of your values?",
    "We've worked with vendors who stopped caring once the contract was signed. What does being passionate mean for your company?",
  ],
  "Do you set clear goals and deliver measurable outcomes?": [
    "CFO at a credit union - do you set clear goals and deliver outcomes we can measure?",
    "Our board only funds projects with measurable results. Do you set clear goals and deliver measurable outcomes?",
  ],
  "Do you offer collections consulting?": [
    "VP of collections at a card issuer - do you offer consulting on collections?",
    "Our collections recoveries are down and complaints are up. Do you offer collections consulting?",
  ],
  "Can RPA bots work with AI and decision rules?": [
    "Automation CoE lead at a bank - can your RPA bots work together with AI and decision rules?",
    "Our RPA bots stop whenever they hit a scanned document. Can you combine bots with AI and decision rules?",
  ],
  "How do you keep our lending systems available?": [
    "Head of IT infrastructure at a mortgage lender - how do you keep our lending systems available?",
    "Our loan platform has had several outages during busy month-ends. How do you keep lending systems available?",
  ],
  "Do you combine people and automation in mortgage operations?": [
    "Head of mortgage operations at a servicer - do you combine people and automation in your mortgage operations?",
    "We want a mortgage ops partner that brings both staff and technology. Do you combine experienced people with automation?",
  ],
  "Do your collections cover the whole delinquency cycle?": [
    "Collections manager at a consumer lender - do your collections cover every stage of delinquency?",
    "We currently use one vendor for early collections and another for late stage. Can your collections cover the whole delinquency cycle?",
  ],
  "What does your platform do in one sentence?": [
    "Procurement analyst at a bank - in one sentence, what does your platform do?",
    "I have one line in my vendor summary for your platform. What does it do, in one sentence?",
  ],
  "Which capabilities does LoanXPress cover?": [
    "Underwriting operations director here - what capabilities does LoanXPress cover from intake to decision?",
    "We're comparing pre-underwriting tools feature by feature. Which capabilities does LoanXPress cover?",
  ],
  "Does LoanXPress stage loans with conditions?": [
    "Underwriting team lead at a lender - does LoanXPress stage loans to decision with conditions attached?",
    "Our underwriters build condition lists from scratch on every file. Does LoanXPress stage loans with conditions?",
  ],
  "Who are your mortgage use cases for?": [
    "Business development manager at a warehouse bank - are your mortgage use cases meant for us?",
    "We're a mortgage investor rather than an originator. Who are your mortgage use cases aimed at?",
  ],
  "Is there a way out of rising origination costs?": [
    "CFO at a mortgage lender - is there any way out of our rising origination costs?",
    "Our cost per loan keeps climbing while margins get thinner. Is there a way out?",
  ],
  "What is your post-close QC article about?": [
    "QC manager at a correspondent lender - what is your post-close QC article about?",
    "I saw you have a blog post on post-close QC but don't have time to read it all. What's it about?",
  ],
  "Can defects be caught before an investor finds them?": [
    "Quality assurance manager at a lender - can defects be caught before the investor finds them?",
    "Investors keep finding problems in our loans months after sale. Could we have caught those defects earlier?",
  ],
  "Does the rules engine apply investor QC checklists?": [
    "Post-closing QC manager at a lender - does your rules engine apply investor QC checklists?",
    "We check every loan against our own checklist plus several investor checklists. Can the rules engine apply them?",
  ],
  "What is your company's tagline?": [
    "Marketing manager at a partner bank - what's your company's tagline?",
    "I'm putting your logo on our partner page and need your one-liner. What's your company tagline?",
  ],
  "What do you do with what I send in an inquiry?": [
    "Data protection officer at a bank - what do you do with the information I submit in an inquiry?",
    "Our privacy policy says we must check how vendors handle contact data. What happens to what I send in an inquiry?",
  ],
  "Do your values apply to how your staff treat each other?": [
    "HR director at a prospective client - do your values also govern how your employees treat each other?",
    "We look at vendor culture as part of due diligence. Do your values apply inside your company too?",
  ],
  "What research do you recommend on AI and DevOps?": [
    "Chief technology officer at a lender - what research on AI and DevOps do you recommend?",
    "I'm building a reading list on AI adoption and DevOps for my team. Which research do you recommend?",
  ],
  "What should I tell the LoanXPress team when I reach out?": [
    "Processing manager at a lender here - what should I tell the LoanXPress team when I reach out?",
    "We're ready to talk to you about LoanXPress for our pre-underwriting. What should I include in my message?",
  ],
  "Which pages are under each section of the site?": [
    "Web developer for a partner bank - which pages sit under each section of your site?",
    "I'm mapping your site for a partner integration. Which pages are under each menu section?",
  ],
  "How do I change the widgets' colours and fonts to match our site?": [
    "Front-end developer at a partner bank - how do I change the widgets' colours and fonts to match our site?",
    "Our brand uses a dark green palette and a custom font. How do I make your widgets match?",
  ],
  "Can my page listen for what the widgets do?": [
    "Analytics engineer at a lender - can my page listen for what your widgets do?",
    "We track every form submission in our analytics. Can our page listen for events from your widgets?",
  ],
  "Which tag adds the inquiry form?": [
    "Web developer for a partner lender - which tag adds the inquiry form?",
    "I've added the loader script and the chatbot works. Which tag do I use for the inquiry form?",
  ],
  "What is the bfsi() queue?": [
    "Tag management specialist at a partner bank - what is the bfsi() queue for?",
    "Our scripts sometimes call your widget API before the loader has finished. What is the bfsi() queue?",
  ],
};
