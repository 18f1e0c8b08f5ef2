// The launcher must cost a partner no Preact runtime until the panel is
// wanted: loading the chatbot chunk's entry may not touch preact or react.
jest.mock('preact', () => {
  throw new Error('preact was loaded by the chatbot launcher');
});
jest.mock('preact/hooks', () => {
  throw new Error('preact/hooks was loaded by the chatbot launcher');
});
jest.mock('react', () => {
  throw new Error('react was loaded by the chatbot launcher');
});

it('should load the chatbot entry and draw the launcher without preact or react', () => {
  const { widget } = require('../../../widgets/chatbot/index');
  const host = document.createElement('div');
  const controller = widget.attach(host);
  expect(host.shadowRoot!.querySelector('[part="launcher"]')).not.toBeNull();
  controller.detach();
});
