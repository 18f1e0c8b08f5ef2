// npm run build step: embeds the site's content and FAQ for the chatbot into
// dist/chat/embeddings.json, keyed by a hash of the texts and the model, so the
// server starts without embedding anything. Unchanged content: nothing to do.
import { performance } from 'node:perf_hooks';
import { Finder } from '../chat/finder';
import { loadExamples, loadFaq, loadSiteContent } from '../chat/load';
import { embeddingTexts } from '../chat/hybrid';
import { DEFAULT_VECTORS_FILE, loadVectors } from '../chat/vectors';
import { holdEmbedder, stopEmbedder } from '../chat/embedder';

async function main() {
  const t0 = performance.now();
  holdEmbedder();
  const content = loadSiteContent();
  // The FAQ entries the finder keeps and the examples of what the site does not answer, as the answerer embeds them.
  const texts = embeddingTexts(content, new Finder(content, loadFaq()).faqList, loadExamples());
  const { from } = await loadVectors(texts, DEFAULT_VECTORS_FILE);
  await stopEmbedder();
  console.log(`chat embeddings: ${texts.length} texts ${from === 'file' ? 'unchanged' : 'embedded'} in ${(performance.now() - t0).toFixed(0)} ms → ${DEFAULT_VECTORS_FILE}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
