// Parses the validate answer (up to 5000 rows, about 2 MB) off the main thread: JSON and the
// contract's schema take 100-300 ms on a phone, which would freeze the review at every 3 s poll.
import * as v from 'valibot';
import { envelope, ErrorEnvelope } from '../../../contract/envelope';
import { MESSAGES } from '../../../contract/messages';
import { BulkValidateResponse } from '../../../contract/transfers';
import { rowsWithVerdict } from './bulk-review';
import type { ValidateReply, ValidateRequest } from './bulk-validate-client';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ValidateRequest>) => void) | null;
  postMessage(message: ValidateReply): void;
};

scope.onmessage = async (event) => {
  const { id, url, init } = event.data;
  try {
    const response = await fetch(url, init);
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const error = v.safeParse(ErrorEnvelope, json);
      scope.postMessage({
        id,
        ok: false,
        status: response.status,
        message: error.success ? error.output.message : MESSAGES.serviceUnavailable,
        code: error.success ? error.output.code : undefined,
      });
      return;
    }
    const parsed = v.safeParse(envelope(BulkValidateResponse), json);
    if (!parsed.success) {
      scope.postMessage({
        id,
        ok: false,
        status: response.status,
        message: 'The server sent an answer the app cannot read.',
      });
      return;
    }
    const { stats, payouts, is_done } = parsed.output.data;
    scope.postMessage({ id, ok: true, data: { stats, is_done, payouts: rowsWithVerdict(payouts) } });
  } catch {
    scope.postMessage({ id, ok: false, status: 0, message: MESSAGES.serviceUnavailable });
  }
};
