import {
  authTypeOf,
  type CodePurpose,
  RESEND_WAIT_SECONDS,
  sendConfirmationCode,
  withConfirmationCode,
} from '../../auth/confirmation-codes';
import type { Db, Tx } from '../../db/client';
import type { SessionInfo } from '../../http';

export { authTypeOf, RESEND_WAIT_SECONDS };

/** Codes that confirm transfers, bulk submits and retries (spec 2 §4 confirmation-code modal). */
const TRANSFER_CODE: CodePurpose = {
  purpose: 'transfer',
  what: 'transfer',
  warning: 'If you did not start a transfer, change your password.',
};

/** POST v2/transfers/otp. */
export const sendTransferOtp = (db: Db, session: SessionInfo) => sendConfirmationCode(db, session, TRANSFER_CODE);

/** Runs `work` in one transaction that first consumes a transfer code. */
export const withOtp = <T>(db: Db, session: SessionInfo, code: string, work: (tx: Tx) => Promise<T>): Promise<T> =>
  withConfirmationCode(db, session, TRANSFER_CODE, code, work);
