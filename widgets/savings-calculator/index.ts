// Chunk entry of <bfsi-savings-calculator>: the loader imports this file when
// the first instance appears and calls widget.attach(element).
import { preactWidget, type Widget } from '../kit/element';
import { SavingsCalculator } from './savings-calculator';
import { savingsCalculatorCss } from './styles';

export const widget: Widget = preactWidget(SavingsCalculator, savingsCalculatorCss);
