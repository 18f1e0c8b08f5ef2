// A Node module hook for build-time rendering of widget components
// (build/prepaint.tsx): 'react' resolves to build/widget-react.mjs, exactly as
// the widget build resolves it (build/rollup.widgets.mjs, reactOnPreact).
const lite = new URL('./widget-react.mjs', import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (specifier === 'react') return { url: lite, shortCircuit: true };
  return next(specifier, context);
}
