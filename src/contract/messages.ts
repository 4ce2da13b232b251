/** Exact texts of spec 1 §8 (login, session) and spec 2 §8 that access uses. */
export const MESSAGES = {
  emailDoesNotExist: 'Email does not exist',
  incorrectCredentials: 'Incorrect Email or Password',
  serviceUnavailable: 'Service is temporarily unavailable. Please try again in a few minutes.',
  notVerified:
    "Your account is not verified. We've sent a confirmation email. Please check your inbox and verify your account to proceed.",
  resendFailed: "Couldn't confirm account. Please contact support",
  codeSent: 'Confirmation code has been sent',
  sessionTimeout: 'Session Timeout, Please login again',
  logoutFailed: 'An Error occured while logging out of your account. Please try again',
  invalidOtp: 'Invalid OTP',
} as const;

/** What the server says, word for word, for the login errors the app maps (spec 1 §8). */
export const SERVER_LOGIN_ERRORS = {
  emailDoesNotExist: 'Error: Email does not exist',
  incorrectCredentials: 'Error: Sorry, incorrect email or password. Please check and try again',
  noAccess: 'User does not have access',
} as const;

export type LoginErrorOutcome = { kind: 'message'; message: string } | { kind: 'deleted' };

/** Maps a failed login's server message to what the screen shows (spec 1 §8). */
export function loginErrorOutcome(serverMessage: string | undefined): LoginErrorOutcome {
  switch (serverMessage) {
    case SERVER_LOGIN_ERRORS.emailDoesNotExist:
      return { kind: 'message', message: MESSAGES.emailDoesNotExist };
    case SERVER_LOGIN_ERRORS.incorrectCredentials:
      return { kind: 'message', message: MESSAGES.incorrectCredentials };
    case SERVER_LOGIN_ERRORS.noAccess:
      return { kind: 'deleted' };
    default:
      return { kind: 'message', message: serverMessage?.trim() || MESSAGES.serviceUnavailable };
  }
}
