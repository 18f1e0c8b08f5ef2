// Chunk entry of <bfsi-inquiry-form>: the loader imports this file when the
// first instance appears and calls widget.attach(element).
import { preactWidget, type Widget } from '../kit/element';
import { InquiryForm } from './inquiry-form';
import { inquiryFormCss } from './styles';

export const widget: Widget = preactWidget(InquiryForm, inquiryFormCss);
