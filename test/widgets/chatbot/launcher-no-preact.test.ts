// The chatbot costs a partner no Preact runtime at all: neither the chunk's
// entry (the launcher) nor the panel may touch preact or react.
jest.mock('preact', () => {
  throw new Error('preact was loaded by the chatbot launcher');
});
jest.mock('preact/hooks', () => {
  throw new Error('preact/hooks was loaded by the chatbot launcher');
});
jest.mock('react', () => {
  throw new Error('react was loaded by the chatbot launcher');
});

it('should load the chatbot entry and take over the launcher without preact or react', () => {
  const { widget } = require('../../../widgets/chatbot/index');
  const { drawLauncher, styleButton } = require('../../../widgets/chatbot/launcher-dom');
  const host = document.createElement('div');
  // As the loader does: its drawing first, then the chunk attaches.
  const [button] = drawLauncher(host, styleButton);
  const controller = widget.attach(host);
  expect(host.shadowRoot!.querySelector('[part="launcher"]')).toBe(button);
  expect(button.querySelector('.bfsi-chat__icon-close')).not.toBeNull();
  controller.detach();
});

it('should draw and remove the chat panel without preact or react (plain DOM: the chatbot with its panel stays within its budget)', () => {
  const { renderPanel, unmountPanel } = require('../../../widgets/chatbot/panel');
  const container = document.createElement('div');
  renderPanel(container, { host: document.createElement('div'), id: 'p', open: true, focusRequest: 0, onClose() {} });
  expect(container.querySelector('[role="dialog"]')).not.toBeNull();
  unmountPanel(container);
  expect(container.childNodes).toHaveLength(0);
});
