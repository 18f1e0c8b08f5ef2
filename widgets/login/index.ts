// The login chunk: the loader imports it when a <bfsi-login> connects and
// calls widget.attach(host).
import { preactWidget } from '../kit/element';
import { Login } from './login';
import { loginCss } from './styles';

export const widget = preactWidget(Login, loginCss);
