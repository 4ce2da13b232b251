import { describe, expect, it } from 'vitest';
import { PASSWORD_VERIFICATION } from '../../../contract/compliance';
import { SERVER_LOGIN_ERRORS } from '../../../contract/messages';
import { ApiError } from '../../lib/api-client';
import { passwordVerificationError } from './password-modal';

describe('Password Verification errors', () => {
  it("shows 'Incorrect Email or Password' for the server's wrong-password answer, not its raw text", () => {
    expect(passwordVerificationError(new ApiError(400, SERVER_LOGIN_ERRORS.incorrectCredentials))).toBe(
      'Incorrect Email or Password',
    );
  });

  it('keeps other refusals as the server words them, and says the password was wrong otherwise', () => {
    expect(passwordVerificationError(new ApiError(400, 'Business name is too long'))).toBe('Business name is too long');
    expect(passwordVerificationError(new ApiError(401, 'Unauthorized'))).toBe(PASSWORD_VERIFICATION.wrongPassword);
    expect(passwordVerificationError(new Error('boom'))).toBe(PASSWORD_VERIFICATION.wrongPassword);
  });
});
