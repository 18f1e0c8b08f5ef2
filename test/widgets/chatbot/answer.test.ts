import { ApiError } from '../../../widgets/kit/api';
import { apiOrigin, inquiryLink, link, replyFor, replyForError } from '../../../widgets/chatbot/answer';

const here = 'http://localhost';

describe('replyFor (SPEC §8 score threshold 0.005)', () => {
  it('should fall back at exactly 0.005 and answer at 0.0051', () => {
    expect(replyFor({ answer: 'A', score: 0.005 }, here)).toMatchObject({ text: "Sorry, I couldn't find an answer.", answered: false, inquiry: true });
    expect(replyFor({ answer: 'A', score: 0.0051 }, here)).toMatchObject({ text: 'A', answered: true, inquiry: false });
  });

  it.each([
    ['an empty answer', { answer: '', score: 0.9 }],
    ['a blank answer', { answer: '   ', score: 0.9 }],
    ['no score', { answer: 'A' }],
    ['a zero score', { answer: 'A', score: 0 }],
    ['no body', undefined],
  ])("should say 'Sorry, I couldn't find an answer.' for %s", (_n, response) => {
    expect(replyFor(response, here).text).toBe("Sorry, I couldn't find an answer.");
  });

  it('should keep at most three non-empty suggestions', () => {
    expect(replyFor({ answer: 'A', score: 1, suggestions: ['a', '', 'b', 3, 'c', 'd'] }, here).suggestions).toEqual(['a', 'b', 'c']);
  });
});

describe('links', () => {
  it('should resolve a relative source against the API origin and mark other origins external', () => {
    expect(link('/Loanexpress', 'https://api.example')).toEqual({ title: 'https://api.example/Loanexpress', href: 'https://api.example/Loanexpress', external: true });
    expect(link('/Home', here, 'Home')).toEqual({ title: 'Home', href: 'http://localhost/Home', external: false });
  });

  it('should drop anything but http(s)', () => {
    expect(link('javascript:alert(1)', here)).toBeUndefined();
    expect(link('data:text/html,x', here)).toBeUndefined();
    expect(link('', here)).toBeUndefined();
    expect(link(42, here)).toBeUndefined();
  });

  it('should point the inquiry offer at /Home#contact-section on the API origin', () => {
    expect(inquiryLink('https://site.example').href).toBe('https://site.example/Home#contact-section');
    expect(apiOrigin('/api')).toBe('http://localhost');
    expect(apiOrigin('https://site.example/api')).toBe('https://site.example');
  });
});

describe('replyForError (SPEC §8)', () => {
  it.each([
    ['a network error', new ApiError(0, 'NetworkError', 'x'), 'Sorry, something went wrong. Please try again.'],
    ['a non-API failure', new TypeError('bad json'), 'Sorry, something went wrong. Please try again.'],
    ['a 500', new ApiError(500, 'Internal', 'x'), 'Something went wrong. Please try again later.'],
    ['a 404', new ApiError(404, 'NotFound', 'x'), 'Something went wrong. Please try again later.'],
    ['a 400 QuestionTooLong', new ApiError(400, 'QuestionTooLong', 'Questions can be at most 400 characters.'), 'Questions can be at most 400 characters.'],
    ['another 400', new ApiError(400, 'BadRequest', 'x'), 'Something went wrong. Please try again later.'],
    ['a 429', new ApiError(429, 'TooManyRequests', 'x'), "You're sending questions faster than I can answer. Please wait a moment and try again."],
  ])('should map %s', (_n, error, text) => {
    expect(replyForError(error)).toEqual({ text, answered: false, suggestions: [], inquiry: false });
  });
});
