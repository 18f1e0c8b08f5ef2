// usage: node crop-tmp.mjs file.png width segmentHeight outprefix
import puppeteer from 'puppeteer-core';
const [file, width, seg, out] = process.argv.slice(2);
const b = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox','--disable-gpu','--user-data-dir=/tmp/i10v/prof'] });
const t = await b.newPage();
await t.setViewport({ width: Number(width), height: 800 });
import { writeFileSync } from 'node:fs';
writeFileSync('/tmp/i10v/w.html', `<body style="margin:0"><img style="display:block" src="file://${file}"></body>`);
await t.goto('file:///tmp/i10v/w.html', { waitUntil: 'load' });
const h = await t.evaluate(() => document.images[0].naturalHeight);
let i = 0;
for (let y = 0; y < h; y += Number(seg)) {
  await t.screenshot({ path: `${out}-${i++}.png`, clip: { x: 0, y, width: Number(width), height: Math.min(Number(seg), h - y) }, captureBeyondViewport: true });
}
console.log(h, i);
await b.close();
