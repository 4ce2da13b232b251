import { transferEndpoints } from '../../../contract/transfer-endpoints';
import type { BulkValidateResponse } from '../../../contract/transfers';
import { ApiError, call, describeRequest, refreshSession } from '../../lib/api-client';

export interface ValidateRequest {
  id: number;
  url: string;
  init: RequestInit;
}
export type ValidateReply =
  | { id: number; ok: true; data: BulkValidateResponse }
  | { id: number; ok: false; status: number; message: string; code?: string | undefined };

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, (reply: ValidateReply) => void>();

function validateWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  if (!worker) {
    worker = new Worker(new URL('./bulk-validate.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<ValidateReply>) => {
      waiting.get(event.data.id)?.(event.data);
      waiting.delete(event.data.id);
    };
  }
  return worker;
}

function ask(target: Worker, validationRef: string): Promise<ValidateReply> {
  const { url, init } = describeRequest(transferEndpoints.bulkValidate, { body: { validation_ref: validationRef } });
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    target.postMessage({ id, url, init } satisfies ValidateRequest);
  });
}

/**
 * POST v2/transfers/create_bulk/validate, parsed in a Web Worker (rows with a verdict only). An
 * expired session is renewed once, as the API client does; without Worker support it calls directly.
 */
export async function validateBulk(validationRef: string): Promise<BulkValidateResponse> {
  const target = validateWorker();
  if (!target) return call(transferEndpoints.bulkValidate, { body: { validation_ref: validationRef } });
  let reply = await ask(target, validationRef);
  if (!reply.ok && reply.status === 401 && (await refreshSession())) reply = await ask(target, validationRef);
  if (reply.ok) return reply.data;
  throw new ApiError(reply.status, reply.message, reply.code);
}
