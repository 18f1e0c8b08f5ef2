// The meaning half loads in the background; when the model or the content's
// embeddings fail to load, the failure is reported (never swallowed), the word
// finder answers meanwhile, and a later question tries the load again.
import { createAnswerer, type WebsiteItem } from '../../server/chat/index';
import * as embedder from '../../server/chat/embedder';

// The model itself, failing once where the answerer warms it up.
jest.mock('../../server/chat/embedder', () => {
  const actual = jest.requireActual('../../server/chat/embedder');
  return { ...actual, warmUp: jest.fn(actual.warmUp) };
});
const warmUp = embedder.warmUp as jest.MockedFunction<typeof embedder.warmUp>;

jest.setTimeout(60_000);

const content: WebsiteItem[] = [
  { title: 'Borrowers', url: '/Borrowers', content: 'Faster, more predictable closings make borrowers happier and more loyal to their lender.' },
  { title: 'Offices', url: '/Offices', content: 'Our office is open on weekdays. Parking is available behind the building.' },
];

afterAll(() => embedder.stopEmbedder());

test('a failed load is reported, the words answer meanwhile, and a question after the wait loads the model', async () => {
  warmUp.mockRejectedValueOnce(new Error('no model here'));
  const errors: Error[] = [];
  const bot = await createAnswerer({ upstream: null, faq: [], content, onLoadError: (e) => errors.push(e), retryAfterMs: 50 });

  expect(await bot.ready!()).toBe(false);
  expect(errors.map((e) => e.message)).toEqual(['no model here']);
  // Still the same failed load until the wait is over: no retry per question.
  expect(await bot.ready!()).toBe(false);
  const meanwhile = await bot.ask('is parking available at the office');
  expect(meanwhile.answer).toMatch(/Parking is available/);

  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await bot.ready!()).toBe(true);
  expect(errors).toHaveLength(1);
});

test('words only by choice is no failure: ready() says so, and nothing is reported', async () => {
  const errors: Error[] = [];
  const bot = await createAnswerer({ upstream: null, faq: [], content, embeddings: false, onLoadError: (e) => errors.push(e) });
  expect(await bot.ready!()).toBe(false);
  expect(errors).toEqual([]);
});
