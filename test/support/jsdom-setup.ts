import '@testing-library/jest-dom';

// The chat panel keeps its conversation in session storage (issue 14), as a
// browser tab does across pages: each test starts with a fresh tab.
// (The prerender tests run in node, without one.)
afterEach(() => {
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
