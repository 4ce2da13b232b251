import type { Context, Hono } from 'hono';
import type { ApprovalResult } from '../../../contract/approvals';
import { allEndpoints as endpoints } from '../../../contract/all-endpoints';
import { IDEMPOTENCY_HEADER, TRANSFER_MESSAGES, UPLOAD_MESSAGES } from '../../../contract/transfers';
import { codeSentMessage } from '../../auth/confirmation-codes';
import { resolveSession } from '../../auth/sessions';
import { ERROR_CODES } from '../../../contract/envelope';
import { ApiError, type AppEnv, type Deps, idParam, serve } from '../../http';
import { byBody, byQuery, bySession, created, serveWithSession } from '../../session-routes';
import { defaultUploadDir, UploadSlots } from '../../uploads';
import { idempotencyKeyOf } from '../../idempotency';
import { bulkQueued, bulkStatus, initiateBulk, submitBulk, validateBulk } from './bulk';
import { downloadFile, uploadFile } from './files';
import { vapidKeys } from '../../push/delivery';
import { notifyApproversLater, pushState, subscribe, unsubscribe } from '../../transfers-core/push';
import { retryTransfer } from './retry';
import { approveBulk, approveOne } from './approvals';
import { listApprovalRules, removeApprovalRule, saveApprovalRule, sendApprovalRuleOtp } from './approval-rules';
import { actorOf } from '../../audit';
import { APPROVAL_RULE_MESSAGES } from '../../../contract/approval-rules';
import {
  beneficiaryDetail,
  createBeneficiary,
  deleteBeneficiary,
  listBeneficiaries,
  updateBeneficiary,
} from './beneficiaries';
import { banksOf, federate, payoutLimitList, resolveAccount, walletHistory } from './catalog';
import { createTransfer } from './create';
import { transferDetail } from './detail';
import { listTransfers } from './list';
import { sendTransferOtp } from './otp';

/** Full path of the upload endpoint: app.ts exempts it from the 256 KB JSON body limit. */
export const UPLOAD_PATH = `/api/${endpoints.upload.path}`;
/** Uploads one user may have running at once, and all users together, in this instance. */
export const UPLOADS_PER_USER = 2;
const UPLOADS_AT_ONCE = 16;
/** A user's uploads waiting (bodies unread) for one of their places; more are refused. */
export const UPLOADS_WAITING_PER_USER = 32;
export const UPLOAD_BUSY_MESSAGE = 'Too many uploads at once. Try again when some have finished.';
const uploadDirOf = (deps: Deps) => deps.config.uploadDir ?? defaultUploadDir(deps.config.dataDir);

/** A single approval refused for the role answers its ApprovalResult like its other refusals. */
async function approvalRefusal(c: Context<AppEnv>): Promise<ApprovalResult | undefined> {
  const body = (await c.req.json().catch(() => null)) as { id?: unknown } | null;
  if (typeof body?.id !== 'number') return undefined;
  return { id: body.id, outcome: 'not_allowed', status: null, message: TRANSFER_MESSAGES.approversOnly };
}

/**
 * Transfers: list, detail, making transfers, beneficiaries, catalogues, approvals.
 * Static paths are registered before v2/transfers/:id.
 */
export function transferRoutes(api: Hono<AppEnv>): void {
  serveWithSession(api, endpoints.transfers, byQuery(listTransfers));
  serve(api, endpoints.transferOtp, resolveSession, async ({ deps, session }) => {
    const data = await sendTransferOtp(deps.db, session);
    return { data, message: codeSentMessage(data) };
  });
  serve(api, endpoints.createTransfer, resolveSession, async ({ deps, session, body }) => {
    const created = await createTransfer(deps.db, session, body);
    if (created.awaitingApproval) {
      const t = created.transfer;
      notifyApproversLater(deps, {
        id: t.id,
        accountId: session.accountId!,
        amount: t.amount,
        currency: t.currency,
        beneficiary: t.fullname,
        initiatedBy: session.userId,
      });
    }
    return {
      data: created.transfer,
      status: 201,
      message: created.awaitingApproval ? 'Transfer created and awaiting approval' : 'Transfer queued successfully',
    };
  });
  serve(
    api,
    endpoints.approve,
    resolveSession,
    async ({ deps, session, body, c }) => {
      const result = await approveOne(
        deps.db,
        session,
        body.id,
        body.reject,
        idempotencyKeyOf(c.req.header(IDEMPOTENCY_HEADER)),
      );
      return { data: result, message: result.message };
    },
    { refusalData: approvalRefusal },
  );
  serveWithSession(api, endpoints.approvalRules, bySession(listApprovalRules));
  serve(api, endpoints.approvalRulesOtp, resolveSession, async ({ deps, session }) => {
    const data = await sendApprovalRuleOtp(deps.db, session);
    return { data, message: codeSentMessage(data) };
  });
  serve(api, endpoints.saveApprovalRule, resolveSession, async ({ deps, session, body, c }) => ({
    data: await saveApprovalRule(deps.db, session, actorOf(c, session.userId), body),
    message: APPROVAL_RULE_MESSAGES.saved,
  }));
  serve(api, endpoints.removeApprovalRule, resolveSession, async ({ deps, session, body, c }) => ({
    data: await removeApprovalRule(deps.db, session, actorOf(c, session.userId), body),
    message: APPROVAL_RULE_MESSAGES.removed,
  }));
  serve(api, endpoints.approveBulk, resolveSession, async ({ deps, session, body, c }) => ({
    data: await approveBulk(deps.db, session, body.id, body.reject, idempotencyKeyOf(c.req.header(IDEMPOTENCY_HEADER))),
  }));
  serve(api, endpoints.retry, resolveSession, async ({ deps, session, body }) => {
    const out = await retryTransfer(deps.db, session, body);
    if ('awaitingApproval' in out && out.awaitingApproval) {
      const t = out.awaitingApproval;
      notifyApproversLater(deps, {
        id: t.id,
        accountId: t.accountId,
        amount: t.amount,
        currency: t.currency,
        beneficiary: t.fullname,
        initiatedBy: t.initiatedBy,
      });
    }
    return { data: out.data, message: out.message };
  });

  // Bulk: upload the CSV, initiate, poll validate, submit; queued batches and their status.
  // Uploads at once, per user and in all, in this instance (uploads.ts): a user's third parallel upload
  // waits, its body unread, for one of theirs to finish instead of taking every other tenant's turn.
  const slots = new UploadSlots(UPLOADS_PER_USER, UPLOADS_AT_ONCE, UPLOADS_WAITING_PER_USER);
  serve(api, endpoints.upload, resolveSession, async ({ deps, session, c }) => {
    if (!(await slots.take(session.userId))) throw new ApiError(429, UPLOAD_BUSY_MESSAGE, ERROR_CODES.tooManyAttempts);
    try {
      return {
        data: await uploadFile(deps.db, uploadDirOf(deps), session, c),
        status: 201,
        message: UPLOAD_MESSAGES.uploaded,
      };
    } finally {
      slots.give(session.userId);
    }
  });
  api.get('/v2/files/:token', (c) => downloadFile(c, uploadDirOf(c.get('deps'))));
  serveWithSession(
    api,
    endpoints.bulkInitiate,
    (r) => initiateBulk(r.db, uploadDirOf(r.deps), r.session, r.body),
    'Bulk upload is being reviewed',
  );
  serve(api, endpoints.bulkValidate, resolveSession, async ({ deps, session, body }) => {
    const data = await validateBulk(deps.db, session, body.validation_ref);
    return { data, message: data.is_done ? 'Reviewed' : 'Reviewing' };
  });
  serve(api, endpoints.bulkSubmit, resolveSession, async ({ deps, session, body }) => {
    const out = await submitBulk(deps.db, session, body);
    if (out.awaitingApproval) {
      notifyApproversLater(deps, {
        id: out.awaitingApproval.firstId,
        accountId: session.accountId!,
        amount: out.awaitingApproval.total,
        currency: out.status.batch.currency,
        beneficiary: `${out.awaitingApproval.count} beneficiaries (bulk)`,
        initiatedBy: session.userId,
      });
    }
    return { data: out.status, status: 201, message: 'Bulk transfer queued successfully' };
  });
  serveWithSession(api, endpoints.bulkQueued, byQuery(bulkQueued));
  serveWithSession(api, endpoints.bulkStatus, (r) => bulkStatus(r.db, r.session, idParam(r.id)));

  // Web push: the public key, and this browser's subscription for the user and business.
  serve(api, endpoints.vapidPublicKey, resolveSession, async ({ deps }) => ({
    data: { public_key: (await vapidKeys(deps)).publicKey },
  }));
  serveWithSession(api, endpoints.pushState, (r) => pushState(r.db, r.session, r.query.endpoint));
  serveWithSession(
    api,
    endpoints.pushSubscribe,
    (r) => subscribe(r.deps, r.session, r.body),
    'Notifications turned on',
  );
  serveWithSession(
    api,
    endpoints.pushUnsubscribe,
    (r) => unsubscribe(r.db, r.session, r.body.endpoint),
    'Notifications turned off',
  );

  serveWithSession(api, endpoints.transferDetail, (r) => transferDetail(r.db, r.session, idParam(r.id)));

  serve(api, endpoints.banks, resolveSession, async ({ deps, params }) => ({
    data: await banksOf(deps.db, params.country ?? ''),
  }));
  serve(api, endpoints.accountResolve, resolveSession, async ({ body }) => ({ data: resolveAccount(body) }));
  serveWithSession(api, endpoints.requestFederator, (r) => federate(r.db, r.body));
  serveWithSession(api, endpoints.payoutLimits, bySession(payoutLimitList));
  serveWithSession(api, endpoints.walletHistory, byQuery(walletHistory));

  serveWithSession(api, endpoints.beneficiaries, byQuery(listBeneficiaries));
  serveWithSession(
    api,
    endpoints.createBeneficiary,
    byBody(createBeneficiary),
    created('Beneficiary added successfully'),
  );
  serveWithSession(api, endpoints.beneficiary, (r) => beneficiaryDetail(r.db, r.session, idParam(r.id)));
  serveWithSession(
    api,
    endpoints.updateBeneficiary,
    (r) => updateBeneficiary(r.db, r.session, idParam(r.id), r.body),
    'Beneficiary updated',
  );
  serveWithSession(
    api,
    endpoints.deleteBeneficiary,
    (r) => deleteBeneficiary(r.db, r.session, idParam(r.id)),
    'Beneficiary deleted',
  );
}
