import { render, fireEvent, act, cleanup } from '@testing-library/preact';
import { SavingsCalculator } from '../../../widgets/savings-calculator/savings-calculator';
import { savingsAssumptions } from '../../../content/savings';
import { installFakeFetch, type FakeFetch } from '../../support/fake-fetch';
import { axeViolations } from '../../support/axe';
import { settle } from '../../support/flush';

const SEND = 'POST /api/Email/SendEmail';
let api: FakeFetch;

beforeEach(() => {
  jest.useFakeTimers();
  api = installFakeFetch({ [SEND]: { status: 202, body: { id: 'lead-1', status: 'queued' } } });
});

afterEach(() => {
  cleanup();
  api.restore();
  jest.useRealTimers();
});

function setup() {
  const host = document.createElement('div');
  host.setAttribute('api-base', 'https://api.example/api');
  document.body.appendChild(host);
  const events: CustomEvent[] = [];
  for (const name of ['bfsi-estimate', 'bfsi-inquiry-sent']) host.addEventListener(name, (e) => events.push(e as CustomEvent));
  const utils = render(<SavingsCalculator host={host} attrs={{}} />, { container: host });
  const field = (label: RegExp) => utils.getByLabelText(label) as HTMLInputElement;
  const type = (label: RegExp, value: string) => fireEvent.input(field(label), { target: { value } });
  const result = (name: string) => host.querySelector(`[data-result="${name}"]`)!.textContent;
  const errors = () => Array.from(host.querySelectorAll('[data-field-error]')).map((n) => [n.getAttribute('data-field-error'), n.textContent]);
  return { host, events, field, type, result, errors, ...utils };
}

describe('<bfsi-savings-calculator>', () => {
  it('shows dashes, the site figures and a disabled send until loans are entered', () => {
    const s = setup();
    expect(s.result('yearly')).toBe('—');
    expect(s.result('days')).toBe('35% shorter');
    expect(s.result('touches')).toBe('< 1.5 per loan');
    expect((s.getByRole('button', { name: 'Send me this estimate' }) as HTMLButtonElement).disabled).toBe(true);
    expect(s.errors()).toEqual([]);
  });

  it('updates the figures as the visitor types', () => {
    const s = setup();
    s.type(/Loans closed per month/, '100');
    expect(s.result('yearly')).toBe('$565,714 – $754,286');
    s.type(/Current cost per loan/, '1,000');
    expect(s.result('yearly')).toBe('$360,000 – $480,000');
    expect(s.result('per-loan')).toBe('$300 – $400');
    s.type(/Days from application/, '40');
    expect(s.result('days')).toBe('14 days (40 → 26)');
    expect(s.result('touches')).toBe('< 1.5 per loan (≤ 1,800 a year)');
  });

  it.each([
    ['', 'Enter how many loans you close a month.'],
    ['0', 'Enter at least 1 loan a month.'],
    ['-3', 'Enter at least 1 loan a month.'],
    ['lots', 'Enter a number, like 250 (digits only).'],
    ['2.5', 'Enter a whole number of loans.'],
    ['10000000', 'Enter at most 100,000 loans a month, more than any lender closes.'],
  ])('loans %j: an inline message, no NaN or Infinity', (value, message) => {
    const s = setup();
    s.type(/Loans closed per month/, '5');
    s.type(/Loans closed per month/, value);
    expect(s.errors()).toEqual([['loansPerMonth', message]]);
    expect(s.field(/Loans closed per month/).getAttribute('aria-invalid')).toBe('true');
    expect(s.field(/Loans closed per month/).getAttribute('aria-describedby')).toContain(s.host.querySelector('[data-field-error]')!.id);
    expect(s.host.textContent).not.toMatch(/NaN|Infinity/);
    expect(s.result('yearly')).toBe('—');
  });

  it('optional fields explain bad values and may be left empty', () => {
    const s = setup();
    s.type(/Loans closed per month/, '10');
    s.type(/Current cost per loan/, '-1');
    s.type(/Days from application/, '900');
    expect(s.errors()).toEqual([
      ['costPerLoan', 'Enter a cost between 50 and 100,000 dollars per loan, or leave it empty.'],
      ['daysToClose', 'Enter between 1 and 365 days, or leave it empty.'],
    ]);
    s.type(/Current cost per loan/, '');
    s.type(/Days from application/, '');
    expect(s.errors()).toEqual([]);
    expect(s.result('yearly')).not.toBe('—');
  });

  it('fires bfsi-estimate once typing pauses, and announces the result', () => {
    const s = setup();
    s.type(/Loans closed per month/, '1');
    s.type(/Loans closed per month/, '10');
    s.type(/Loans closed per month/, '100');
    expect(s.events).toHaveLength(0);
    act(() => {
      jest.advanceTimersByTime(800);
    });
    expect(s.events.map((e) => [e.type, e.detail])).toEqual([
      ['bfsi-estimate', { loansPerMonth: 100, yearlyLow: 565714, yearlyHigh: 754286, assumptionsVersion: savingsAssumptions.version }],
    ]);
    expect(s.getAllByRole('status')[0].textContent).toBe('Yearly savings $565,714 to $754,286.');
  });

  it('sends the estimate as a calculator lead with inputs, outputs and the assumptions version', async () => {
    const s = setup();
    s.type(/Loans closed per month/, '100');
    s.type(/Current cost per loan/, '1000');
    s.type(/Days from application/, '40');
    fireEvent.click(s.getByRole('button', { name: 'Send me this estimate' }));
    fireEvent.input(s.getByLabelText('Name'), { target: { value: 'Priya' } });
    fireEvent.input(s.getByLabelText('Email'), { target: { value: 'priya@bank' } });
    await act(async () => {
      fireEvent.click(s.getByRole('button', { name: 'Send estimate' }));
    });
    expect(api.calls(SEND)).toHaveLength(0);
    expect(s.errors()).toEqual([['email', 'Please enter a full e-mail address, like name@bank.com']]);
    expect(document.activeElement).toBe(s.getByLabelText('Email'));

    fireEvent.input(s.getByLabelText('Email'), { target: { value: 'priya@bank.com' } });
    await act(async () => {
      fireEvent.click(s.getByRole('button', { name: 'Send estimate' }));
    });
    await settle();
    const [call] = api.calls(SEND);
    expect(call.url).toBe('https://api.example/api/Email/SendEmail');
    const body = call.body as Record<string, any>;
    expect(body).toMatchObject({
      templateCode: 20090,
      variant: 'calculator',
      subjectcriteria: ['Savings estimate'],
      estimate: {
        assumptionsVersion: savingsAssumptions.version,
        inputs: { loansPerMonth: 100, costPerLoan: 1000, daysToClose: 40 },
        outputs: { yearlyLow: 360000, yearlyHigh: 480000, perLoanLow: 300, perLoanHigh: 400, daysSaved: 14, touchesPerYear: 1800 },
      },
    });
    expect(body.criteria).toEqual(['Priya', 'priya@bank.com', 'Savings estimate', 'Please send me this savings estimate and talk me through it.']);
    expect(s.events.filter((e) => e.type === 'bfsi-inquiry-sent').map((e) => e.detail)).toEqual([{ variant: 'calculator' }]);
    expect(s.host.textContent).toContain("Estimate sent. We'll be in touch shortly.");
  });

  it('keeps what was typed and says so when the send fails', async () => {
    api.on(SEND, { status: 503, body: { error: 'Unavailable', message: 'x' } });
    const s = setup();
    s.type(/Loans closed per month/, '100');
    fireEvent.click(s.getByRole('button', { name: 'Send me this estimate' }));
    fireEvent.input(s.getByLabelText('Name'), { target: { value: 'Priya' } });
    fireEvent.input(s.getByLabelText('Email'), { target: { value: 'priya@bank.com' } });
    await act(async () => {
      fireEvent.click(s.getByRole('button', { name: 'Send estimate' }));
    });
    await settle();
    expect(s.getByRole('alert').textContent).toContain("We couldn't send your estimate");
    expect((s.getByLabelText('Name') as HTMLInputElement).value).toBe('Priya');
    expect(s.events.filter((e) => e.type === 'bfsi-inquiry-sent')).toHaveLength(0);
  });

  it('has no axe violations, empty, with errors and with the send form open', async () => {
    jest.useRealTimers();
    const s = setup();
    expect(await axeViolations(s.host)).toEqual([]);
    s.type(/Loans closed per month/, 'x');
    expect(await axeViolations(s.host)).toEqual([]);
    s.type(/Loans closed per month/, '100');
    fireEvent.click(s.getByRole('button', { name: 'Send me this estimate' }));
    expect(await axeViolations(s.host)).toEqual([]);
  });
});
