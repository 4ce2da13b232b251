import type { AllEndpoints } from './all-endpoints';
import type { Role } from './roles';

/**
 * Who may call each write endpoint of the contract: one row per POST, PUT and DELETE, the server
 * enforces it before anything else runs (after the session, before the body is read), and a test walks
 * the whole table for every role. Spec 1 §6 and spec 2 §6 name the admins (Owner, Admin, v2-Admin) as
 * approvers; where the spec is silent, what moves money's destination or changes the business (payout
 * accounts, compliance, preferences, keys, live mode, the team) is for the admins alone, and what
 * starts a transfer is for those whose role holds the transfers feature (User does, v2-User does not).
 *
 * 'public': no session (sign-in, sign-up, resets); 'signed-in': a login session, before an account is
 * chosen. A new write endpoint does not compile until it has its row here.
 */
export type WriteAccess =
  | { who: 'public' }
  | { who: 'signed-in' }
  | { who: 'roles'; roles: readonly Role[]; refusal: string };

type WriteEndpointName = {
  [K in keyof AllEndpoints]: AllEndpoints[K]['method'] extends 'GET' ? never : K;
}[keyof AllEndpoints];

const ADMINS = ['Owner', 'Admin', 'v2-Admin'] as const satisfies readonly Role[];
const OPERATIONS = [...ADMINS, 'v2-Operations'] as const satisfies readonly Role[];
/** Roles holding the transfers feature (server permissions): all but v2-User. */
const TRANSFER_MAKERS = [...OPERATIONS, 'User'] as const satisfies readonly Role[];
const EVERYONE = [...TRANSFER_MAKERS, 'v2-User'] as const satisfies readonly Role[];

const publicCall: WriteAccess = { who: 'public' };
const signedIn: WriteAccess = { who: 'signed-in' };
const admins = (refusal = 'Only an Owner or Admin can do this'): WriteAccess => ({
  who: 'roles',
  roles: ADMINS,
  refusal,
});
const roles = (list: readonly Role[], refusal: string): WriteAccess => ({ who: 'roles', roles: list, refusal });
const everyone: WriteAccess = { who: 'roles', roles: EVERYONE, refusal: 'Your role cannot do this' };
const transferMakers: WriteAccess = roles(TRANSFER_MAKERS, 'Your role cannot make transfers');
/** Roles holding the payments feature (server permissions): every role today, named so a change shows here. */
const PAYMENTS_HOLDERS = EVERYONE;
const paymentsTools: WriteAccess = roles(PAYMENTS_HOLDERS, 'Your role cannot manage payment links and plans');
/** Roles holding the store feature (ROLE_SUMMARIES): all but v2-User. */
const storeKeepers: WriteAccess = roles([...OPERATIONS, 'User'], 'Your role cannot manage the store');

export const WRITE_ACCESS = {
  // Signing in, signing up, resets and invitations: no session yet.
  login: publicCall,
  tokensRefresh: publicCall,
  resendConfirmation: publicCall,
  confirmAccount: publicCall,
  signup: publicCall,
  resetRequest: publicCall,
  resetPassword: publicCall,
  acceptInvitation: publicCall,
  tokensCreate: signedIn,
  logout: signedIn,

  // The business: its team, preferences, live mode, new businesses.
  inviteCollaborator: admins('Only an Owner or Admin can invite team members'),
  resendInvitation: admins('Only an Owner or Admin can invite team members'),
  revokeInvitation: admins('Only an Owner or Admin can invite team members'),
  // Making, demoting or removing an Owner is for an Owner alone: checked inside.
  changeCollaboratorRole: admins('Only an Owner or Admin can change roles'),
  removeCollaborator: admins('Only an Owner or Admin can remove team members'),
  // Where the business's payment events are sent, and with which secret.
  updateWebhook: admins('Only an Owner or Admin can change webhooks'),
  revealKeys: admins('Only an Owner or Admin can see secret keys'),
  regenerateKeys: admins('Only an Owner or Admin can regenerate keys'),
  addWhitelistIp: admins('Only an Owner or Admin can change the IP whitelist'),
  removeWhitelistIp: admins('Only an Owner or Admin can change the IP whitelist'),
  sendTestWebhook: admins('Only an Owner or Admin can change webhooks'),
  resendWebhook: admins('Only an Owner or Admin can change webhooks'),
  setPreference: admins('Only an Owner or Admin can change business preferences'),
  accountUpdate: admins('Only an Owner or Admin can switch between test and live mode'),
  // Spec 2 §6: only the account creator (an Owner without a role id) adds businesses; checked inside too.
  newBusiness: roles(['Owner'], 'Only the account creator can add a business'),
  lastViewedLog: everyone,
  completeGuide: everyone,
  // Reads that the spec makes POSTs.
  transactionLimits: everyone,
  wallets: everyone,
  accountResolve: everyone,
  requestFederator: everyone,
  balanceReport: everyone,

  // Payments: refunds move money back to customers; the blacklist decides who may pay.
  refundTransaction: admins('Only an Owner or Admin can refund payments'),
  resendReceipt: everyone,
  addBlacklist: admins('Only an Owner or Admin can blacklist customers'),
  removeBlacklist: admins('Only an Owner or Admin can remove customers from the blacklist'),

  // Payment links, plans and subscriptions: for those holding the payments feature. None moves money:
  // a link or plan only says what a customer may pay; cancelling a subscription stops future charges.
  createPaymentLink: paymentsTools,
  updatePaymentLink: paymentsTools,
  setPaymentLinkStatus: paymentsTools,
  deletePaymentLink: paymentsTools,
  createPaymentPlan: paymentsTools,
  updatePaymentPlan: paymentsTools,
  cancelPaymentPlan: paymentsTools,
  createPlanLink: paymentsTools,
  cancelSubscription: paymentsTools,

  // Transfers: made by those holding the feature (an admin's own need no approval), decided by approvers.
  transferOtp: transferMakers,
  createTransfer: transferMakers,
  retry: transferMakers,
  createBeneficiary: transferMakers,
  updateBeneficiary: transferMakers,
  deleteBeneficiary: transferMakers,
  bulkInitiate: transferMakers,
  bulkValidate: transferMakers,
  bulkSubmit: transferMakers,
  approve: admins('Only an Owner or Admin can approve transfers'),
  approveBulk: admins('Only an Owner or Admin can approve transfers'),
  upload: everyone,
  pushSubscribe: everyone,
  pushUnsubscribe: everyone,

  // Compliance data and where money is paid out: the admins, and a payout-account change also needs a
  // code sent to the business's owner (step-up).
  complianceSubmit: admins('Only an Owner or Admin can change compliance information'),
  complianceService: admins('Only an Owner or Admin can change compliance information'),
  validateAccount: admins('Only an Owner or Admin can change compliance information'),
  regMeta: admins('Only an Owner or Admin can change compliance information'),
  identitySessionCreate: admins('Only an Owner or Admin can change compliance information'),
  sendOtp: admins('Only an Owner or Admin can verify the business phone'),
  verifyOtp: admins('Only an Owner or Admin can verify the business phone'),
  settlementAccountNew: admins('Only an Owner or Admin can change where settlements are paid'),
  settlementAccountEdit: admins('Only an Owner or Admin can change where settlements are paid'),
  approvalRulesOtp: admins('Only an Owner or Admin can change the approval rules'),
  saveApprovalRule: admins('Only an Owner or Admin can change the approval rules'),
  removeApprovalRule: admins('Only an Owner or Admin can change the approval rules'),
  settlementAccountAdd: admins('Only an Owner or Admin can change where settlements are paid'),
  settlementAccountDefault: admins('Only an Owner or Admin can change where settlements are paid'),
  settlementAccountRemove: admins('Only an Owner or Admin can change where settlements are paid'),
  // One's own password and sessions: anyone signed in to an account, for themself alone.
  changePassword: everyone,
  signOutElsewhere: everyone,
  // One's own profile and authenticator: every member, for themself alone.
  updateOwnProfile: everyone,
  startAuthenticator: everyone,
  confirmAuthenticator: everyone,
  turnOffAuthenticator: everyone,
  // The business's face and whether its members must enter an emailed code: the admins.
  updateBusinessProfile: admins('Only an Owner or Admin can edit the business profile'),
  setEmailCodes: admins('Only an Owner or Admin can require two-factor sign-in for the business'),
  // One's own name (the business's contact person changes only for an admin, inside).
  profileUpdate: everyone,
  profileUpdateComplete: everyone,
  // The PCI-DSS fee is a payment by the business.
  pcidssCheckout: admins('Only an Owner or Admin can pay the PCI-DSS fee'),
  pcidssMerchantId: admins('Only an Owner or Admin can pay the PCI-DSS fee'),
  // Invoices: every role holds the invoices feature (server permissions), so everyone may bill a customer;
  // marking paid moves no money (it records money the merchant already has).
  createInvoice: everyone,
  updateInvoice: everyone,
  sendInvoice: everyone,
  remindInvoice: everyone,
  markInvoicePaid: everyone,
  cancelInvoice: everyone,

  // Store orders: fulfilled by the roles holding the store.
  updateStoreOrderStatus: storeKeepers,
  addStoreOrderNote: storeKeepers,
  // Events sell tickets through the checkout like payment links, which every role may make (all hold
  // the payments feature); the events area itself is limited by business type, checked inside.
  createEvent: everyone,
  updateEvent: everyone,
  cancelEvent: everyone,
  // The store's coupons and announcements: for the roles holding the store (all but v2-User). A coupon
  // moves no money itself: it lowers what a customer is asked to pay.
  createCoupon: storeKeepers,
  updateCoupon: storeKeepers,
  deleteCoupon: storeKeepers,
  createAnnouncement: storeKeepers,
  updateAnnouncement: storeKeepers,
  deleteAnnouncement: storeKeepers,
  // Capital: borrowing and repaying move the business's money: the admins alone.
  // Subaccounts decide where part of every split payment goes: the admins alone.
  createSubaccount: admins('Only an Owner or Admin can manage subaccounts'),
  updateSubaccount: admins('Only an Owner or Admin can manage subaccounts'),
  setSubaccountStatus: admins('Only an Owner or Admin can manage subaccounts'),
  loanOtp: admins('Only an Owner or Admin can take or repay a loan'),
  acceptLoanOffer: admins('Only an Owner or Admin can take or repay a loan'),
  loanRepayment: admins('Only an Owner or Admin can take or repay a loan'),
  requestPosTerminals: admins('Only an Owner or Admin can request POS terminals'),
  // Connecting an outside account to the business is for the admins; importing its posts is catalogue
  // work, like creating store products.
  connectInstagram: admins('Only an Owner or Admin can connect Instagram'),
  disconnectInstagram: admins('Only an Owner or Admin can disconnect Instagram'),
  importInstagramPosts: storeKeepers,
  // The online store's catalogue moves no money: for the roles holding the store, like its promotions.
  updateStore: storeKeepers,
  createStoreCategory: storeKeepers,
  renameStoreCategory: storeKeepers,
  moveStoreCategory: storeKeepers,
  deleteStoreCategory: storeKeepers,
  createStoreProduct: storeKeepers,
  updateStoreProduct: storeKeepers,
  duplicateStoreProduct: storeKeepers,
  deleteStoreProduct: storeKeepers,
  bulkStoreProducts: storeKeepers,
  // Chargebacks: accepting gives the business's money away, declining speaks for it: the admins alone.
  acceptChargeback: admins('Only an Owner or Admin can respond to a chargeback'),
  declineChargeback: admins('Only an Owner or Admin can respond to a chargeback'),
  payChargebackFine: admins('Only an Owner or Admin can pay a chargeback fine'),
  // Airtime & DSTV spend the balance with no approval step, so only those who approve spending may.
  buyAirtime: admins('Only an Owner or Admin can pay bills'),
  payDstv: admins('Only an Owner or Admin can pay bills'),
  // Virtual cards spend the business's balance: making, funding, withdrawing, freezing and terminating
  // them is for the admins alone (spec 1 §6 names them for money decisions).
  createCard: admins('Only an Owner or Admin can manage virtual cards'),
  fundCard: admins('Only an Owner or Admin can manage virtual cards'),
  withdrawCard: admins('Only an Owner or Admin can manage virtual cards'),
  freezeCard: admins('Only an Owner or Admin can manage virtual cards'),
  unfreezeCard: admins('Only an Owner or Admin can manage virtual cards'),
  terminateCard: admins('Only an Owner or Admin can manage virtual cards'),
  cardsBulkValidate: admins('Only an Owner or Admin can manage virtual cards'),
  cardsBulkCreate: admins('Only an Owner or Admin can manage virtual cards'),
  // Payroll (with enabled_for_payroll): employees are saved payees and a run starts transfers, like
  // beneficiaries and bulk transfers; every run then waits for an approver of the transfers flow.
  createEmployee: transferMakers,
  updateEmployee: transferMakers,
  deleteEmployee: transferMakers,
  createPayrollRun: transferMakers,
  // Keystores are one's own dashboard settings: every member keeps their own.
  keystoreCreate: everyone,
  keystoreEdit: everyone,
  // The sandbox's test fixtures: no session; the sandbox guard answers only this machine.
  sandboxFixture: publicCall,
  sandboxBillingRun: publicCall,
  sandboxSettlementRun: publicCall,
  sandboxChargebackReview: publicCall,
  sandboxChargebackReminders: publicCall,
  sandboxCardCharge: publicCall,
  sandboxPosAdvance: publicCall,
  sandboxInstagramOrder: publicCall,
} as const satisfies Record<WriteEndpointName, WriteAccess>;

export type { WriteEndpointName };
