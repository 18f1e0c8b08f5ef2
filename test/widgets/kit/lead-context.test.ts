// widgets/kit/lead-context.ts: the attribution every inquiry carries (issue 13).
import { leadAttribution, rememberLanding } from '../../../widgets/kit/lead-context';

function visit(url: string, referrer = '') {
  window.history.replaceState(null, '', url);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  delete (window as { bfsi?: unknown }).bfsi;
  visit('/');
});

test('UTM and an outside referrer of the landing page are kept for the visit; the page is the current one, without its fragment', () => {
  visit('/LoanXPress?utm_source=newsletter&utm_medium=email&utm_campaign=q4&other=1#top', 'https://search.example/?q=loan');
  rememberLanding();
  visit('/Home?x=1#contact', 'http://localhost/LoanXPress');
  expect(leadAttribution()).toEqual({
    page: 'http://localhost/Home?x=1',
    referrer: 'https://search.example/?q=loan',
    utm: { source: 'newsletter', medium: 'email', campaign: 'q4' },
  });
});

test('no cookie, no local storage, nothing in session storage but the landing facts', () => {
  visit('/?utm_source=x', 'https://a.example/');
  leadAttribution();
  expect(document.cookie).toBe('');
  expect(localStorage.length).toBe(0);
  expect(Object.keys(sessionStorage)).toEqual(['bfsi-landing']);
  expect(JSON.parse(sessionStorage.getItem('bfsi-landing')!)).toEqual({ referrer: 'https://a.example/', utm: { source: 'x' } });
});

test('our own site as referrer is navigation, not a source; embedded pages name the partner origin and the widget build', () => {
  visit('/Home', 'http://localhost/Product');
  (window as { bfsi?: unknown }).bfsi = { origin: 'https://www.example.com', version: '1.0.0+abcd1234' };
  expect(leadAttribution()).toEqual({ page: 'http://localhost/Home', partnerOrigin: 'http://localhost', widgetVersion: '1.0.0+abcd1234' });
});

test('over-long values are cut to the contract limits, never refused', () => {
  visit(`/?utm_campaign=${'c'.repeat(500)}`);
  const a = leadAttribution();
  expect(a.utm!.campaign).toHaveLength(200);
});

test('blocked session storage loses only the landing facts', () => {
  const set = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('blocked');
  });
  visit('/?utm_source=x');
  expect(leadAttribution()).toEqual({ page: 'http://localhost/?utm_source=x' });
  set.mockRestore();
});
