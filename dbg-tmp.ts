import fs from 'node:fs';
import { Finder } from './server/chat/finder';
import { loadFaq, loadSiteContent } from './server/chat/load';
import { embeddingTexts, HybridRanker } from './server/chat/hybrid';
import { loadVectors } from './server/chat/vectors';
import { embed } from './server/chat/embedder';
const content = loadSiteContent(); const faq = loadFaq();
const finder = new Finder(content, faq);
const list = finder.faqList.map((f) => ({ Question: f.question, Answer: f.answer, url: f.url }));
const { vectors } = await loadVectors(embeddingTexts(content, list));
const n = list.length;
const r = new HybridRanker(finder, content, vectors.slice(0, n), vectors.slice(n, 2 * n), vectors.slice(2 * n));
const qs = process.argv.slice(2);
for (const q of qs) {
  const [v] = await embed([q]);
  console.log('Q', q);
  for (const c of r.rank(q, v).slice(0, 4)) console.log(`  ${c.score.toFixed(3)} sem ${c.semantic.toFixed(3)} lex ${c.lexical.toFixed(3)} ${c.kind === 'faq' ? 'FAQ ' + finder.faqList[c.index].question : r.sentences[c.index].text.slice(0, 110)}`);
}
