// Widgets use Preact itself, not the React compatibility layer: compat's
// option hooks cost every widget on a partner page about 1.2 KB gzip and
// none of its prop rewriting is needed by widget markup. Loading every
// widget chunk, the chat panel included, may not touch react or react-dom.
import { readdirSync } from 'node:fs';

jest.mock('react', () => {
  throw new Error('a widget imported react (preact/compat); import preact/hooks');
});
jest.mock('react-dom', () => {
  throw new Error('a widget imported react-dom (preact/compat); import preact');
});

const widgets = readdirSync('widgets').filter((name) => name !== 'kit');

it.each(widgets)('widgets/%s loads without preact/compat', (name) => {
  expect(require(`../../../widgets/${name}/index`).widget).toBeDefined();
});

it('the chat panel loads without preact/compat', () => {
  expect(require('../../../widgets/chatbot/panel').renderPanel).toBeDefined();
});
