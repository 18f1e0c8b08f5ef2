// The answer finder (server/chat): greeting, thresholds, fallbacks, FAQ first,
// sources, suggestions, determinism, default data loading.
import fs from 'node:fs';
import path from 'node:path';
import {
  createAnswerer,
  FAQ_THRESHOLD,
  GREETING,
  NO_FAQ_ANSWER,
  NOT_FOUND,
  NOT_LOADED,
  SCORE_THRESHOLD,
  type FaqEntry,
  type WebsiteItem,
} from '../../server/chat/index';
import { Finder } from '../../server/chat/finder';
import { fillPlaceholders, loadFaq, loadSiteContent } from '../../server/chat/load';
import { siteConfig } from '../../content/site-config';
import { faq as faqContent } from '../../content/faq';

const content: WebsiteItem[] = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures/website-content.json'), 'utf8'));
const faq: FaqEntry[] = faqContent;
const FALLBACKS = [NOT_FOUND, NO_FAQ_ANSWER, NOT_LOADED];

describe('SPEC constants', () => {
  test('thresholds and texts are the SPEC ones (§5, §8, §9)', () => {
    expect(SCORE_THRESHOLD).toBe(0.005);
    expect(FAQ_THRESHOLD).toBe(0.7);
    expect(GREETING).toBe('Hello! How can I assist you today?');
    expect(NOT_FOUND).toBe("Sorry, I couldn't find an answer.");
    expect(NO_FAQ_ANSWER).toBe("Sorry, I don't have an answer for that.");
    expect(NOT_LOADED).toBe('Model or data not loaded');
  });
});

describe('greeting', () => {
  const greetings = ['hi', 'hello', 'hey', 'hii', 'heyyy', 'hiiii', 'Hello!', 'HEY', '  hi  ', 'hellooo', 'Hiii!!', 'hhhiii'];
  test.each(greetings)('%j gets the greeting', async (g) => {
    const a = await createAnswerer({ content, faq, upstream: null });
    const r = await a.ask(g);
    expect(r.answer).toBe(GREETING);
    expect(r.score).toBe(1);
  });

  test('greets even with no data loaded', async () => {
    const a = await createAnswerer({ content: [], faq: [], upstream: null });
    expect((await a.ask('heyyy')).answer).toBe(GREETING);
  });

  test.each(['high', 'hi, what is LoanXPress?', 'hello there, where is your office?', 'hire', 'he'])('%j is not a bare greeting', async (q) => {
    const a = await createAnswerer({ content, faq, upstream: null });
    expect((await a.ask(q)).answer).not.toBe(GREETING);
  });
});

describe('fallbacks', () => {
  test.each(['', '   ', '\n\t'])('empty question %j → "couldn\'t find", score 0', async (q) => {
    const a = await createAnswerer({ content, faq, upstream: null });
    expect(await a.ask(q)).toMatchObject({ answer: NOT_FOUND, score: 0 });
  });

  test('a non-string question is treated as empty', async () => {
    const a = await createAnswerer({ content, faq, upstream: null });
    expect(await a.ask(undefined as unknown as string)).toMatchObject({ answer: NOT_FOUND, score: 0 });
  });

  test('no content and no FAQ → "Model or data not loaded"', async () => {
    const a = await createAnswerer({ content: [], faq: [], upstream: null });
    expect(await a.ask('What is LoanXPress?')).toMatchObject({ answer: NOT_LOADED, score: 0 });
  });

  test('blank items count as no data', async () => {
    const a = await createAnswerer({ content: [{ title: 'x', content: '   ', url: '/x' }], faq: [{ Question: ' ', Answer: '' }], upstream: null });
    expect((await a.ask('What is LoanXPress?')).answer).toBe(NOT_LOADED);
  });

  test.each([
    "What's the weather like in Paris?",
    'Who won the basketball final last night?',
    'How do I bake sourdough?',
    'What is the capital of Peru?',
    'Tell me a joke',
  ])('off-topic %j → "couldn\'t find", score at or below 0.005', async (q) => {
    const a = await createAnswerer({ content, faq, upstream: null });
    const r = await a.ask(q);
    expect(r.answer).toBe(NOT_FOUND);
    expect(r.score).toBeLessThanOrEqual(SCORE_THRESHOLD);
    expect(r.source).toBeUndefined();
  });

  test('FAQ only: under the 0.7 similarity → "I don\'t have an answer for that"', async () => {
    const a = await createAnswerer({ content: [], faq, upstream: null });
    const r = await a.ask('How do I bake sourdough?');
    expect(r).toMatchObject({ answer: NO_FAQ_ANSWER, score: 0 });
  });

  test('every answered question has a score above 0.005 and at most 1', async () => {
    const a = await createAnswerer({ content, faq, upstream: null });
    for (const q of ['What is LoanXPress?', 'Do you offer SOC as a service?', 'how many pages in a loan application', 'what does banking use case cover']) {
      const r = await a.ask(q);
      if (!FALLBACKS.includes(r.answer)) {
        expect(r.score).toBeGreaterThan(SCORE_THRESHOLD);
        expect(r.score).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('FAQ similarity threshold 0.7', () => {
  const finder = new Finder([], faq.map((f) => ({ ...f, Answer: fillPlaceholders(f.Answer) })));

  test('the FAQ question itself matches with similarity 1', () => {
    expect(finder.bestFaq('What is LoanXPress?')).toMatchObject({ question: 'What is LoanXPress?', similarity: 1 });
  });

  test('a FAQ answer is given exactly when the best similarity is at least 0.7', async () => {
    const a = await createAnswerer({ content: [], faq, upstream: null });
    const questions = [
      'what is loanxpress',
      'Where is your office?',
      'how much can lenders save with loan xpress',
      'What is LoanXPress pricing for banks in Europe and Asia?',
      'Do you sell car insurance to individuals?',
      'Which cloud provider hosts your servers?',
      'what services do you have',
      'risk services',
    ];
    let above = 0;
    let below = 0;
    for (const q of questions) {
      const best = finder.bestFaq(q)!;
      const r = await a.ask(q);
      if (best.similarity >= FAQ_THRESHOLD) {
        above++;
        expect(r.answer).toBe(best.answer);
        expect(r.score).toBeCloseTo(best.similarity, 2);
      } else {
        below++;
        expect(r.answer).toBe(NO_FAQ_ANSWER);
      }
    }
    expect(above).toBeGreaterThanOrEqual(3);
    expect(below).toBeGreaterThanOrEqual(2);
  });

  test('similarity stays in [0, 1]', () => {
    for (const q of ['x', 'loanxpress loanxpress loanxpress', 'What is your email address? What is your phone number?', 'zzzz qqqq']) {
      const s = finder.bestFaq(q)!.similarity;
      expect(s).toBeGreaterThanOrEqual(0);
      expect(s).toBeLessThanOrEqual(1);
    }
  });
});

describe('answers', () => {
  test('FAQ first, with the FAQ url as source', async () => {
    const a = await createAnswerer({ content, faq, upstream: null });
    const r = await a.ask('What is LoanXPress?');
    expect(r.answer).toBe(faq.find((f) => f.Question === 'What is LoanXPress?')!.Answer);
    expect(r.score).toBeGreaterThanOrEqual(FAQ_THRESHOLD);
    expect(r.source).toEqual({ title: 'LoanXPress', url: '/Loanexpress' });
  });

  test('FAQ placeholders are filled from site-config', async () => {
    const a = await createAnswerer({ content, faq, upstream: null });
    const r = await a.ask('What is your email address?');
    expect(r.answer).toContain(siteConfig.email);
    expect(r.answer).not.toMatch(/\{\w+\}/);
    expect((await a.ask('What is your phone number?')).answer).toContain(siteConfig.phone);
  });

  test('site content: the sentence that answers, with its page as source', async () => {
    const a = await createAnswerer({ content, faq: [], upstream: null });
    const r = await a.ask('how many pages does a loan application have?');
    expect(r.answer).toContain('500+ pages');
    expect(r.answer.length).toBeLessThan(320);
    expect(r.source).toEqual({ title: 'Intelligent Mortgage', url: '/IntelligentMortgage' });
    expect(r.score).toBeGreaterThan(SCORE_THRESHOLD);
  });

  test('site content answers when the FAQ has nothing close', async () => {
    const a = await createAnswerer({ content, faq, upstream: null });
    const r = await a.ask('does SOC as a service include round-the-clock monitoring?');
    expect(r.answer).toMatch(/SOC as a service/i);
    expect(r.source?.url).toBe('/RiskManagement');
  });

  test('content-only answerer (no FAQ) still answers', async () => {
    const a = await createAnswerer({ content, faq: [], upstream: null });
    expect((await a.ask('What is LoanXPress?')).answer).toMatch(/pre-underwriting/);
  });

  test('spelling mistakes are forgiven (fuzzy terms)', async () => {
    const a = await createAnswerer({ content, faq: [], upstream: null });
    const r = await a.ask('do you offer aplication securty?');
    expect(r.answer).toMatch(/application security/i);
    expect((await a.ask('how many pages in a morgage aplication')).answer).toContain('500+ pages');
  });

  test('deterministic: same answer every time and from every instance', async () => {
    const a = await createAnswerer({ content, faq, upstream: null });
    const b = await createAnswerer({ content, faq, upstream: null });
    for (const q of ['What is LoanXPress?', 'how much cheaper is processing', 'where are you based', 'Tell me a joke']) {
      const first = await a.ask(q);
      expect(await a.ask(q)).toEqual(first);
      expect(await b.ask(q)).toEqual(first);
    }
  });
});

describe('suggestions', () => {
  test('up to three FAQ questions, never the question just asked', async () => {
    const a = await createAnswerer({ content, faq, upstream: null });
    for (const q of faq.map((f) => f.Question)) {
      const r = await a.ask(q);
      expect(r.suggestions).toBeDefined();
      expect(r.suggestions!.length).toBeLessThanOrEqual(3);
      expect(r.suggestions).not.toContain(q);
      for (const s of r.suggestions!) expect(faq.map((f) => f.Question)).toContain(s);
      expect(new Set(r.suggestions).size).toBe(r.suggestions!.length);
    }
  });

  test('related to the answer\'s page', async () => {
    const a = await createAnswerer({ content, faq, upstream: null });
    const r = await a.ask('What is your email address?');
    const contactQuestions = faq.filter((f) => f.url?.startsWith('/Home#contact-section')).map((f) => f.Question);
    expect(r.suggestions!.length).toBe(3);
    for (const s of r.suggestions!) expect(contactQuestions).toContain(s);
    expect(r.suggestions).not.toContain('What is your email address?');
  });

  test('a paraphrase does not get the matched FAQ question back', async () => {
    const a = await createAnswerer({ content, faq, upstream: null });
    const r = await a.ask('what is loanxpress');
    expect(r.answer).toBe(faq[0].Answer);
    expect(r.suggestions).not.toContain('What is LoanXPress?');
  });
});

describe('how to start and blog registration (FAQ, as visitors ask it)', () => {
  test.each([
    "what's the first step to start a project with you",
    'how do we begin working with your company?',
    'How can we get started?',
  ])('%j → the getting-started answer (contact form, e-mail)', async (q) => {
    const a = await createAnswerer({ content, faq, upstream: null });
    const r = await a.ask(q);
    expect(r.answer).toContain(siteConfig.email);
    expect(r.answer).toMatch(/contact form/);
    expect(r.source?.url).toBe('/Home#contact-section');
  });

  test.each(['how do I submit my blog to you', 'can I add my blog to your site', 'where do I register my blog?'])(
    '%j → the blog registration answer',
    async (q) => {
      const a = await createAnswerer({ content, faq, upstream: null });
      const r = await a.ask(q);
      expect(r.answer).toMatch(/Register Your Blog/);
      expect(r.answer).toMatch(/author name/);
      expect(r.source?.url).toBe('/BlogRegistration');
    },
  );
});

describe('more suggestions and sources', () => {
  test('the greeting and fallbacks offer conversation starters from different pages', async () => {
    const a = await createAnswerer({ content, faq, upstream: null });
    for (const q of ['hiii', 'tell me a joke']) {
      const r = await a.ask(q);
      expect(r.suggestions!.length).toBe(3);
      expect(r.suggestions).toContain(faq[0].Question);
      const urls = r.suggestions!.map((s) => faq.find((f) => f.Question === s)!.url);
      expect(new Set(urls).size).toBe(3);
    }
  });

  test('a FAQ source is titled with the page name its sections share', async () => {
    const items: WebsiteItem[] = [
      { title: 'Widget Pro - Benefits', content: 'Widget Pro makes widgets faster.', url: '/WidgetPro' },
      { title: 'Widget Pro - Features', content: 'Widget Pro has many features.', url: '/WidgetPro' },
    ];
    const a = await createAnswerer({ content: items, faq: [{ Question: 'What is Widget Pro?', Answer: 'A widget maker.', url: '/WidgetPro' }], upstream: null });
    expect((await a.ask('What is Widget Pro?')).source).toEqual({ title: 'Widget Pro', url: '/WidgetPro' });
    const r = await a.ask('how many features does widget pro have');
    expect(r.source).toEqual({ title: 'Widget Pro - Features', url: '/WidgetPro' });
  });

  test('a FAQ entry without url has no source', async () => {
    const a = await createAnswerer({ content: [], faq: [{ Question: 'What is Widget Pro?', Answer: 'A widget maker.' }], upstream: null });
    const r = await a.ask('What is Widget Pro?');
    expect(r.answer).toBe('A widget maker.');
    expect(r.source).toBeUndefined();
  });

  test('very long input stays fast and falls back', async () => {
    const a = await createAnswerer({ content, faq, upstream: null });
    const t = Date.now();
    const r = await a.ask('supercalifragilistic antidisestablishmentarianism '.repeat(2000));
    expect(r.answer).toBe(NOT_FOUND);
    expect(Date.now() - t).toBeLessThan(500);
  });
});

describe('default data', () => {
  test('the FAQ is well formed and covers what visitors ask most', () => {
    const entries = loadFaq();
    expect(entries.length).toBeGreaterThanOrEqual(30);
    for (const e of entries) {
      expect(typeof e.Question).toBe('string');
      expect(typeof e.Answer).toBe('string');
      if (e.url) expect(e.url).toMatch(/^\/[A-Za-z]/);
      expect(e.Answer).not.toMatch(/\{\w+\}/);
    }
    const text = entries.map((e) => `${e.Question} ${e.Answer}`).join(' ').toLowerCase();
    for (const topic of ['save', 'cost', 'loanxpress', 'services', 'contact', 'get started']) expect(text).toContain(topic);
  });

  test('createAnswerer() with no options answers from the site content and the FAQ', async () => {
    const items = loadSiteContent();
    expect(items.length).toBeGreaterThan(10);
    for (const i of items) expect(i.url).toMatch(/^\//);
    const a = await createAnswerer({ upstream: null });
    const r = await a.ask('What is your email address?');
    expect(r.answer).toContain(siteConfig.email);
  });

  test('no site content: works from the FAQ alone', async () => {
    const a = await createAnswerer({ upstream: null, content: [] });
    expect((await a.ask('What is LoanXPress?')).answer).toBe(fillPlaceholders(faq[0].Answer));
    expect((await a.ask('How do I bake sourdough?')).answer).toBe(NO_FAQ_ANSWER);
  });

  test('site content without a FAQ still answers from the content', async () => {
    const a = await createAnswerer({ upstream: null, content, faq: [] });
    expect((await a.ask('do you offer SOC as a service')).source?.url).toBe('/RiskManagement');
  });

  test('no content and no FAQ → "Model or data not loaded"', async () => {
    const a = await createAnswerer({ upstream: null, content: [], faq: [] });
    expect(await a.ask('What is LoanXPress?')).toMatchObject({ answer: NOT_LOADED, score: 0 });
    expect((await a.ask('hiii')).answer).toBe(GREETING);
  });
});
