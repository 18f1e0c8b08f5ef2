// Chunk entry of <bfsi-smartqc>: the loader imports this file when the first
// instance appears and calls widget.attach(element).
import { preactWidget, type Widget } from '../kit/element';
import { SmartQc } from './smartqc';
import { smartqcCss } from './styles';

export const widget: Widget = preactWidget(SmartQc, smartqcCss);
