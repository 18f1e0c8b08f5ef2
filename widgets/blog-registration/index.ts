// The blog-registration chunk: the loader imports it when a
// <bfsi-blog-registration> connects and calls widget.attach(host).
import { preactWidget } from '../kit/element';
import { BlogRegistration } from './blog-registration';
import { blogRegistrationCss } from './styles';

export const widget = preactWidget(BlogRegistration, blogRegistrationCss);
