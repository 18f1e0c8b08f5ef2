// Questions a partner or a visitor asks about us, in words that sound like
// general how-to or a consumer's own matter: one of our widgets named on their
// page ("how do I add the chatbot to my website"), what happens to what they
// send us ("what do u do with my contact details"), which languages the bot
// reads. Real embedding model, the site's own content.
import { createAnswerer, LANGUAGE_TEXT, PRICE_TEXT, UNSAID_TEXT, type Answerer } from '../../server/chat/index';
import { stopEmbedder } from '../../server/chat/embedder';
import { addressesUs, asksAboutOurWidget, asksBotLanguage, asksPersonalFinance, asksPrice, asksUnsaidTopic, ourThingAsked } from '../../server/chat/intent';

jest.setTimeout(180_000);

let bot: Answerer;

beforeAll(async () => {
  bot = await createAnswerer({ upstream: null });
  // By meaning, or these tests would measure the word finder (the load's error is on stderr above).
  expect(await bot.ready!()).toBe(true);
});

afterAll(() => stopEmbedder());

test.each([
  ['how do i add the chatbot to my website', /Paste the loader/],
  ['can i style the chatbot with my brand colors', /custom properties/],
  ['the chat panel is covering our cookie banner, how do i restyle it', /custom properties|::part/],
  // A setting only the guide names; its passage ties with a document-classification line.
  ["what's the order of precedence for the api base setting", /Most specific first/],
  ['can you explain how the api base setting works', /Most specific first/],
  ['can i set the chatbot font to a google font', /custom properties/],
])('a partner naming one of our widgets gets the guide: %j', async (q, want) => {
  const r = await bot.ask(q);
  expect(r.answered).toBe(true);
  expect(r.answer).toMatch(want);
});

test('one of our widgets is named with "the" or "your"; another vendor\'s chatbot, or the bot asked for a task, is not', () => {
  for (const q of ['how do i add the chatbot to my website', 'does the widget work on mobile', 'can i put the contact form on our wordpress site', 'where do i paste the loader script', 'is <bfsi-chatbot> accessible', 'how do i set emailApiBase', 'what goes in ALLOWED_ORIGINS', 'can our page know when someone submits the embedded form']) {
    expect(asksAboutOurWidget(q)).toBe(true);
  }
  for (const q of ['how do i set up an intercom chatbot on shopify', 'how do I fix a CORS error in my express api', "the chatbot in my bank's app keeps logging me out", 'how do I build a chatbot like this one', 'can the chatbot tell me a joke', 'the chatbot, can it tell me a joke', 'could the bot write me a poem', 'my chatbot keeps crashing', 'my embedded chatbot keeps crashing', 'how do i make an embedded chat widget in wordpress', 'this chatbot is useless, whats the weather in london', 'where do i put the script tag for google analytics', 'how do i make the chatbot in dialogflow remember context']) {
    expect(asksAboutOurWidget(q)).toBe(false);
  }
  // Another tool's name is read as written, before misspellings are mended ("iphone" would become "phone").
  expect(ourThingAsked('the widget on my phone home screen disappeared', 'the widget on my iphone home screen disappeared')).toBe(null);
  // One of our articles, but not one the visitor brings.
  expect(ourThingAsked('whats the intelligent mortgage article about')).toBe('writing');
  expect(ourThingAsked('can you summarize this article for me: rates rose 2% today')).toBe(null);
});

test('a number to call us on, or whether we lend, asked of the site: ours, however near a consumer\'s own matter it sounds', async () => {
  for (const q of ['is there a phone number i can call instead of the form', 'can I ring someone instead of emailing', 'i prefer calling over typing, what number should i dial']) {
    expect(ourThingAsked(q)).toBe('phone');
    expect((await bot.ask(q)).answer).toMatch(/Call us on \+1 555 0100/);
  }
  for (const q of ['i want to borrow 300k for a house, can you lend it to me', 'hi my bank told me to check here?? can i apply for a home loan on this site', 'can i get a heloc through you guys']) {
    expect(ourThingAsked(q)).toBe('lending');
    expect(await bot.ask(q)).toMatchObject({ answered: true, answer: expect.stringMatching(/^No, we do not lend money/) });
  }
  // Another party's line, our agents or a debt collector calling, a loan elsewhere: not ours.
  for (const q of ["what's the number for my bank's fraud line", 'whats the phone number for chase mortgage customer service', 'can your agents call someone back for us', 'under Reg F how many times a week can a debt collector call someone', 'how do i apply for a mortgage at chase', 'can i apply for a loan with bad credit',
    // A reviewer's: a credit bureau's number, the visitor's own missed payment, paying for a service over months.
    "What's Equifax's phone number?", 'What is the phone number for Equifax?', 'whats the phone number for the credit bureau', 'Should I call someone if I missed a mortgage payment?', 'Do you finance it over 12 months or do we pay upfront?', 'how do collection agencies even get my phone number']) {
    expect(ourThingAsked(q)).toBe(null);
  }
  for (const q of ["What's Equifax's phone number?", 'whats the phone number for the credit bureau', 'Should I call someone if I missed a mortgage payment?']) {
    expect((await bot.ask(q)).answered).toBe(false);
  }
  // Our number asked for a part of us is still ours.
  expect((await bot.ask("what's your phone number for sales")).answer).toMatch(/Call us on/);
  for (const q of ["what's the number for my bank's fraud line", 'whats the phone number for chase mortgage customer service', 'under Reg F how many times a week can a debt collector call someone', 'can i apply for a loan with bad credit']) {
    expect((await bot.ask(q)).answered).toBe(false);
  }
});

test('still general web how-to when no widget of ours is named, or when the answer found is not the guide\'s', async () => {
  for (const q of [
    'how do i make a navbar sticky with css',
    'how do i set up an intercom chatbot on shopify',
    // A reviewer's inputs that the guide once answered.
    'where do i put the script tag for google analytics',
    'the contact form on my wordpress site gets tons of spam, how do i add recaptcha',
    'the embed code for my youtube video isnt working on squarespace',
    'the widget on my iphone home screen disappeared',
    'how do i center the chat window in my react native app with css',
    'this chatbot is useless, whats the weather in london',
    'the chatbot, can it tell me a joke',
    'can you summarize this article for me: rates rose 2% today',
    // A second reviewer's: someone else's article or interview, a post office.
    'what time does the post office close',
    'can you summarize the housingwire article on ai underwriting',
    'tips for the interview with a bank for a teller job',
    'how do i write the perfect linkedin post about mortgages',
  ]) {
    expect((await bot.ask(q)).answered).toBe(false);
  }
});

test('a visitor naming one of our articles gets the article, however near a writing request it sounds', async () => {
  const r = await bot.ask('whats the intelligent mortgage article about');
  expect(r.answered).toBe(true);
  expect(r.answer).toMatch(/Intelligent Mortgage/);
});

test('what the visitor sends us and what comes back is put to us; their own bank matters are not', () => {
  for (const q of ['what do u do with my contact details', 'if i enquire will i start getting marketing emails from u', 'will you sell my email address', 'who at your company reads my inquiry', 'how long do u keep what i submit']) {
    expect(addressesUs(q)).toBe(true);
  }
  for (const q of ['can you send me my bank statement', 'can you update my email on my bank account', 'I need your help with my credit card debt', 'will you lower my rate if i refinance']) {
    expect(addressesUs(q)).toBe(false);
  }
  // Without a word of an inquiry and what becomes of it, "my data", "will i get" are the visitor's own.
  for (const q of ["my info was in a breach, can u check if it's safe", 'my data plan ran out, can you top it up', 'will i get approved quicker if you do the underwriting', 'my email is full, how do u clear the inbox']) {
    expect(addressesUs(q)).toBe(false);
  }
});

test('what happens to an inquiry\'s details is answered with the privacy notice', async () => {
  // "Retain" and "retention" are the site's "keep": how long, not when the team replies.
  for (const q of ['what do you do with my data', 'will you sell my email address', 'how long do you retain inquiry data', "what's your data retention for form submissions"]) {
    const r = await bot.ask(q);
    expect(r.answered).toBe(true);
    expect(r.answer).toMatch(/only to answer your inquiry/);
  }
});

test('the languages the bot reads: English only, and a person; not what our support agents speak', async () => {
  for (const q of ['what languages can the chatbot reply in', 'do you speak spanish', 'can i ask in french', 'is this chat available in spanish']) {
    expect(asksBotLanguage(q)).toBe(true);
    const r = await bot.ask(q);
    expect(r.answer).toBe(LANGUAGE_TEXT);
    expect(r.answered).toBe(false);
  }
  for (const q of ['does the chatbot support spanish', 'is the chatbot multilingual', 'what languages does this bot know', 'can i write to you in french', 'can i ask questions in portuguese']) {
    expect(asksBotLanguage(q)).toBe(true);
  }
  // Documents in a language, agents who speak one: our services.
  // The bot's languages asked beside a service of ours are still the bot's.
  expect(asksBotLanguage('can i type in spanish? i have a question about your collections services')).toBe(true);
  for (const q of ['what languages do you support', 'do your agents speak spanish', 'can it read spanish documents', 'does loanxpress read spanish', 'can u read german tax returns for financial spreading', 'do you understand spanish loan documents', "do you speak arabic? we're a bank in dubai looking for arabic-speaking collections agents"]) {
    expect(asksBotLanguage(q)).toBe(false);
  }
});

test('our finances, a certification of "ur software", "whats X cost" are for a person', async () => {
  for (const q of ['how much revenue does ur company make', 'what is your annual revenue', 'are you profitable', 'who funds you', 'is ur software fedramp authorized']) {
    expect(asksUnsaidTopic(q)).toBe(true);
    expect((await bot.ask(q)).answer).toBe(UNSAID_TEXT);
  }
  for (const q of ['how can ai increase our revenue', 'how much revenue can loanxpress save us', 'our revenue is flat, can you help', 'what revenue do lenders lose to errors']) {
    expect(asksUnsaidTopic(q)).toBe(false);
  }
  expect(asksPrice('whats smartqc cost per file')).toBe(true);
  expect((await bot.ask("what's loanxpress cost")).answer).toBe(PRICE_TEXT);
  // The industry's figure the site quotes is still no price of ours, nor is what we save.
  expect(asksPrice('whats it cost to originate a loan')).toBe(false);
  for (const q of ["what's your typical cost saving per loan", 'whats loanxpress cost savings per loan', "what's the tool cost reduction in practice"]) expect(asksPrice(q)).toBe(false);
});

test("a visitor's own payments are theirs; a servicer's payment work is ours", () => {
  for (const q of ['my monthly payment went up, why', 'I have a mortgage with Wells Fargo and my escrow payment went up']) expect(asksPersonalFinance(q)).toBe(true);
  for (const q of [
    'as a servicer, my escrow payment analysis is done by hand - can you automate it',
    'my insurance payment reconciliations are a mess every month end, can your ops team take them over',
    'my monthly payment run for 20k borrowers takes two days to reconcile, can rpa help',
    "I have a mortgage with 40 open conditions in the file, can loanxpress flag what's missing",
  ]) {
    expect(asksPersonalFinance(q)).toBe(false);
  }
  // A second reviewer's: a consumer's own loan and payments, whoever they blame.
  for (const q of ['I have a mortgage with 2 late payments, can I still refinance?', 'I have a mortgage with Chase pending, why is it taking so long?', 'my escrow payment went up and my servicer says its the insurance']) {
    expect(asksPersonalFinance(q)).toBe(true);
  }
});

test('an inbox is an e-mail address', async () => {
  const r = await bot.ask('is there a general inbox i can cc on an rfp');
  expect(r.answer).toMatch(/info@example\.com/);
});
