// What widget code imports from 'react', on Preact itself. Widgets are written
// against the React API like the site, but the widget build resolves 'react'
// here instead of to preact/compat: compat's prop rewriting and option hooks
// cost every widget on a partner page about 1.2 KB gzip, and no widget needs
// them (test/widgets/kit/react-lite.test.ts renders every widget with this
// module as 'react'). The site keeps compat: wouter needs it.
export * from 'preact/hooks';
export { createElement, Fragment, createContext } from 'preact';
