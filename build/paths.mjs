// Where the build writes: dist/site is the web root the server serves;
// the widget bundles live under it at /widgets/.
export const webRoot = 'dist/site';
export const widgetsDir = 'dist/site/widgets';
