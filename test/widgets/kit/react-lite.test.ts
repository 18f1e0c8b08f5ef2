// The widget build resolves 'react' to build/widget-react.mjs (Preact's own
// hooks, without preact/compat: about 1.2 KB gzip less on every widget). Here
// every widget is drawn with exactly that module as 'react' and react-dom
// unavailable, so a widget that reaches for a compat-only API (memo,
// forwardRef, react-dom) fails here rather than on a partner's page.
import { readdirSync } from 'node:fs';
import { act } from '@testing-library/preact';
import { drawLauncher, styleButton } from '../../../widgets/chatbot/launcher-dom';

jest.mock('react', () => jest.requireActual('../../../build/widget-react.mjs'));
jest.mock('react-dom', () => {
  throw new Error('a widget imported react-dom; widgets render with preact');
});

const widgets = readdirSync('widgets').filter((name) => name !== 'kit');

it.each(widgets)('widgets/%s attaches, draws and detaches on the lean react', (name) => {
  const { widget } = require(`../../../widgets/${name}/index`);
  const host = document.createElement(`bfsi-${name}`);
  document.body.append(host);
  // The loader draws the chatbot's launcher before it attaches the chunk, which takes that button over.
  if (name === 'chatbot') drawLauncher(host, styleButton);
  let controller: { detach(): void } | undefined;
  act(() => {
    controller = widget.attach(host);
  });
  expect(host.shadowRoot!.childNodes.length).toBeGreaterThan(0);
  act(() => controller!.detach());
  host.remove();
});

it('the chat panel draws on the lean react', () => {
  const { renderPanel, unmountPanel } = require('../../../widgets/chatbot/panel');
  const container = document.createElement('div');
  act(() => renderPanel(container, { host: document.createElement('bfsi-chatbot'), id: 'p', open: true, focusRequest: 0, onClose() {} }));
  expect(container.querySelector('[role="dialog"]')).not.toBeNull();
  act(() => unmountPanel(container));
});
