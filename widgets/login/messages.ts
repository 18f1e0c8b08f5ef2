// SPEC §5 and §8, character for character (the double space and the trailing
// space are part of the original texts).
export const LOGIN_MESSAGES = {
  invalidCaptcha: 'Error-  Please Enter Valid Captcha ',
  missingCredentials: 'Error-  Please Enter User Name or Password ',
  loginFailed: 'Error-  Login Failed ',
  signedIn: 'Signed in',
  captchaUnavailable: 'The captcha could not be loaded.',
} as const;
