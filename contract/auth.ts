// Staff sign-in facts shared by the login widget and the server (SPEC §2, §9).

/** SPEC §9: the captcha canvas is 320×40. */
export const CAPTCHA_WIDTH = 320;
export const CAPTCHA_HEIGHT = 40;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
