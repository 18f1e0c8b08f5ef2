// Questions a partner or a visitor asks about us, in words that sound like
// general how-to or a consumer's own matter: one of our widgets named on their
// page ("how do I add the chatbot to my website"), what happens to what they
// send us ("what do u do with my contact details"), which languages the bot
// reads. Real embedding model, the site's own content.
import { createAnswerer, LANGUAGE_TEXT, PRICE_TEXT, UNSAID_TEXT, type Answerer } from '../../server/chat/index';
import { stopEmbedder } from '../../server/chat/embedder';
import { addressesUs, asksAboutOurWidget, asksBotLanguage, asksPrice, asksUnsaidTopic } from '../../server/chat/intent';

jest.setTimeout(180_000);

let bot: Answerer;

beforeAll(async () => {
  bot = await createAnswerer({ upstream: null });
  await bot.ready!();
});

afterAll(() => stopEmbedder());

test.each([
  ['how do i add the chatbot to my website', /Paste the loader/],
  ['can i style the chatbot with my brand colors', /custom properties/],
  ['the chat panel is covering our cookie banner, how do i restyle it', /custom properties|::part/],
  // A setting only the guide names.
  ["what's the order of precedence for the api base setting", /Most specific first/],
])('a partner naming one of our widgets gets the guide: %j', async (q, want) => {
  const r = await bot.ask(q);
  expect(r.answered).toBe(true);
  expect(r.answer).toMatch(want);
});

test('one of our widgets is named with "the", "this" or "your"; another vendor\'s chatbot, or the bot asked for a task, is not', () => {
  for (const q of ['how do i add the chatbot to my website', 'does the widget work on mobile', 'can i put the contact form on our wordpress site', 'where do i paste the loader script', 'is <bfsi-chatbot> accessible', 'how do i set emailApiBase', 'what goes in ALLOWED_ORIGINS']) {
    expect(asksAboutOurWidget(q)).toBe(true);
  }
  for (const q of ['how do i set up an intercom chatbot on shopify', 'how do I fix a CORS error in my express api', 'how do I build a chatbot like this one', 'can the chatbot tell me a joke', 'could the bot write me a poem', 'my chatbot keeps crashing']) {
    expect(asksAboutOurWidget(q)).toBe(false);
  }
});

test('still general web how-to when no widget of ours is named', async () => {
  for (const q of ['how do i make a navbar sticky with css', 'how do i set up an intercom chatbot on shopify']) {
    expect((await bot.ask(q)).answered).toBe(false);
  }
});

test('what the visitor sends us and what comes back is put to us; their own bank matters are not', () => {
  for (const q of ['what do u do with my contact details', 'if i enquire will i start getting marketing emails from u', 'will you sell my email address', 'who at your company reads my inquiry']) {
    expect(addressesUs(q)).toBe(true);
  }
  for (const q of ['can you send me my bank statement', 'can you update my email on my bank account', 'I need your help with my credit card debt', 'will you lower my rate if i refinance']) {
    expect(addressesUs(q)).toBe(false);
  }
});

test('what happens to an inquiry\'s details is answered with the privacy notice', async () => {
  for (const q of ['what do you do with my data', 'will you sell my email address']) {
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
  for (const q of ['what languages do you support', 'do your agents speak spanish', 'can it read spanish documents', 'does loanxpress read spanish']) {
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
  // The industry's figure the site quotes is still no price of ours.
  expect(asksPrice('whats it cost to originate a loan')).toBe(false);
});

test('an inbox is an e-mail address', async () => {
  const r = await bot.ask('is there a general inbox i can cc on an rfp');
  expect(r.answer).toMatch(/info@example\.com/);
});
