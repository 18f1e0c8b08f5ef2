// The chatbot chunk: the loader imports it when a <bfsi-chatbot> connects.
// It holds only the launcher; the panel is a further chunk, imported on intent.
import { chatbotWidget } from './launcher';

export const widget = chatbotWidget(() => import('./panel'));
