import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CompliancePayload, NewSettlementAccountRequest, payloadSection } from './compliance';
import {
  identityPerson,
  complianceProgressLabel,
  savedWithFieldsLeftText,
  BANK_MESSAGES,
  type BankContext,
  type BankValues,
  BUSINESS_MESSAGES,
  type BusinessValues,
  bankProblems,
  businessProblems,
  canAddOwner,
  convertSalesBand,
  documentProblems,
  fieldsLeft,
  fieldsLeftText,
  idTypesFor,
  MERCHANT_MESSAGES,
  MONTHLY_SALES_BANDS,
  merchantProblems,
  namesMatch,
  nextSection,
  nigerianTaxIdProblem,
  ownerBlocksAfterAnswer,
  ownerProblems,
  PERSON_MESSAGES,
  phoneIsValid,
  type SignerValues,
  signerProblems,
  splitFullname,
  visibleSections,
  withoutDigits,
  alphaOnly,
} from './compliance-rules';

const emptyBank: BankValues = {
  phone: '',
  phoneVerified: false,
  bankCode: '',
  branchCode: '',
  accountNumber: '',
  accountName: '',
  bvn: '',
  swiftCode: '',
  routingNumber: '',
};
const bank = (country: string, isMobileVerified = false) => ({ country, isMobileVerified });

describe('fields left counter (spec 2 §2)', () => {
  it.each([
    [0, 'All fields completed'],
    [1, '1 field left'],
    [2, '2 fields left'],
    [9, '9 fields left'],
  ])('%i reads %s', (n, text) => expect(fieldsLeftText(n)).toBe(text));

  it('a partial save says what is left, not that it was submitted', () => {
    expect(savedWithFieldsLeftText(3)).toBe('Saved. 3 fields left in this section');
    expect(savedWithFieldsLeftText(1)).toBe('Saved. 1 field left in this section');
  });
});

describe('compliance progress (spec 2 §4 definitions)', () => {
  it.each([
    [true, 'AA', 'Passed'],
    [true, 'IR', 'In review'],
    [false, 'IR', 'Not submitted yet'],
    [false, 'AA', 'Not submitted yet'],
    [true, 'RE', 'Documents to be resubmitted'],
  ])('completed %s with %s reads %s', (completed, status, label) =>
    expect(complianceProgressLabel(completed, status)).toBe(label),
  );
});

describe('bank section, empty form, per country variant (spec 2 §5)', () => {
  const cases: [string, BankContext, Record<string, string>][] = [
    [
      'NG individual',
      { country: 'NG', currency: 'NGN', businessType: 'individual', hasBranches: false },
      {
        phone: BANK_MESSAGES.phoneEmpty,
        bankCode: BANK_MESSAGES.bankEmpty,
        accountNumber: BANK_MESSAGES.accountNumberEmpty,
        bvn: BANK_MESSAGES.bvnEmpty,
      },
    ],
    [
      'NG business (no BVN, no SWIFT)',
      { country: 'NG', currency: 'NGN', businessType: 'business', hasBranches: false },
      {
        phone: BANK_MESSAGES.phoneEmpty,
        bankCode: BANK_MESSAGES.bankEmpty,
        accountNumber: BANK_MESSAGES.accountNumberEmpty,
      },
    ],
    [
      'GH with branches',
      { country: 'GH', currency: 'GHS', businessType: 'business', hasBranches: true, bank: bank('GH') },
      {
        phone: BANK_MESSAGES.phoneEmpty,
        bankCode: BANK_MESSAGES.bankEmpty,
        branchCode: BANK_MESSAGES.branchEmpty,
        accountNumber: BANK_MESSAGES.accountNumberEmpty,
        accountName: BANK_MESSAGES.accountNameEmpty,
        swiftCode: BANK_MESSAGES.swiftEmpty,
      },
    ],
    [
      'KE',
      { country: 'KE', currency: 'KES', businessType: 'business', hasBranches: false, bank: bank('KE') },
      {
        phone: BANK_MESSAGES.phoneEmpty,
        bankCode: BANK_MESSAGES.bankEmpty,
        accountNumber: BANK_MESSAGES.accountNumberEmpty,
        accountName: BANK_MESSAGES.accountNameEmpty,
        swiftCode: BANK_MESSAGES.swiftEmpty,
      },
    ],
    [
      'ZA',
      { country: 'ZA', currency: 'ZAR', businessType: 'business', hasBranches: false },
      {
        phone: BANK_MESSAGES.phoneEmpty,
        bankCode: BANK_MESSAGES.bankEmpty,
        accountNumber: BANK_MESSAGES.accountNumberEmpty,
        accountName: BANK_MESSAGES.accountNameEmpty,
        swiftCode: BANK_MESSAGES.swiftEmpty,
      },
    ],
    [
      'US (routing number)',
      { country: 'US', currency: 'USD', businessType: 'business', hasBranches: false },
      {
        phone: BANK_MESSAGES.phoneEmpty,
        bankCode: BANK_MESSAGES.bankEmpty,
        accountNumber: BANK_MESSAGES.accountNumberEmpty,
        accountName: BANK_MESSAGES.accountNameEmpty,
        swiftCode: BANK_MESSAGES.swiftEmpty,
        routingNumber: BANK_MESSAGES.routingEmpty,
      },
    ],
    [
      'CI',
      { country: 'CI', currency: 'XOF', businessType: 'individual', hasBranches: false },
      {
        phone: BANK_MESSAGES.phoneEmpty,
        bankCode: BANK_MESSAGES.bankEmpty,
        accountNumber: BANK_MESSAGES.accountNumberEmpty,
        accountName: BANK_MESSAGES.accountNameEmpty,
        swiftCode: BANK_MESSAGES.swiftEmpty,
      },
    ],
    [
      'mobile-money bank (GH MTN): no account number, no SWIFT',
      { country: 'GH', currency: 'GHS', businessType: 'business', hasBranches: false, bank: bank('GH', true) },
      {
        phone: BANK_MESSAGES.phoneEmpty,
        bankCode: BANK_MESSAGES.bankEmpty,
        accountName: BANK_MESSAGES.accountNameEmpty,
      },
    ],
  ];
  it.each(cases)('%s', (_, ctx, expected) => {
    const problems = bankProblems(emptyBank, ctx);
    expect(problems).toEqual(expected);
    expect(fieldsLeftText(fieldsLeft(problems))).toBe(`${Object.keys(expected).length} fields left`);
  });
});

describe('bank section, invalid and valid values', () => {
  const ng: BankContext = {
    country: 'NG',
    currency: 'NGN',
    businessType: 'individual',
    hasBranches: false,
    dialCode: '+234',
  };
  const us: BankContext = { country: 'US', currency: 'USD', businessType: 'business', hasBranches: false };
  it('Nigeria: 10-digit account, 11-digit BVN', () => {
    const p = bankProblems(
      {
        ...emptyBank,
        phone: '+2348012345678',
        phoneVerified: true,
        bankCode: '044',
        accountNumber: '12345',
        bvn: '123',
      },
      ng,
    );
    expect(p).toEqual({ accountNumber: BANK_MESSAGES.accountNumberNg, bvn: BANK_MESSAGES.bvnInvalid });
    expect(fieldsLeftText(fieldsLeft(p))).toBe('2 fields left');
  });
  it('an unverified phone is a field left', () => {
    const p = bankProblems(
      { ...emptyBank, phone: '+2348012345678', bankCode: '044', accountNumber: '0690000031', bvn: '22222222222' },
      ng,
    );
    expect(p).toEqual({ phone: BANK_MESSAGES.phoneUnverified });
    expect(fieldsLeftText(fieldsLeft(p))).toBe('1 field left');
  });
  it('a complete Nigerian form has all fields completed', () => {
    const p = bankProblems(
      {
        ...emptyBank,
        phone: '+2348012345678',
        phoneVerified: true,
        bankCode: '044',
        accountNumber: '0690000031',
        bvn: '22222222222',
      },
      ng,
    );
    expect(fieldsLeftText(fieldsLeft(p))).toBe('All fields completed');
  });
  it('US: routing number 9 digits, SWIFT at most 11, account up to 35 alphanumerics', () => {
    const p = bankProblems(
      {
        ...emptyBank,
        phone: '+12025550143',
        phoneVerified: true,
        bankCode: 'US021000021',
        accountNumber: 'AB-12',
        accountName: 'Acme Inc',
        swiftCode: 'CHASUS33XXXX',
        routingNumber: '12345678a',
      },
      us,
    );
    expect(p).toEqual({
      accountNumber: BANK_MESSAGES.accountNumberOther,
      swiftCode: BANK_MESSAGES.swiftInvalid,
      routingNumber: 'Enter a valid routing number. Routing number must be 9 digits',
    });
  });
  it('the phone must start with the dialling code; Ivory Coast at length 14', () => {
    expect(phoneIsValid('CI', '+2250102030405')).toBe(true);
    expect(phoneIsValid('CI', '+225010203040')).toBe(false);
    expect(phoneIsValid('NG', '+2348012345678', '+234')).toBe(true);
    expect(phoneIsValid('NG', '+2338012345678', '+234')).toBe(false);
    expect(phoneIsValid('NG', '08012345678')).toBe(false);
  });
  it('key filters', () => {
    expect(withoutDigits('Acc3ss Bank 1')).toBe('Accss Bank ');
    expect(alphaOnly('Ada O1kafor/Jr!')).toBe('Ada Okafor/Jr');
  });
  it('BVN name match', () => {
    expect(namesMatch('Grace Nwosu', 'NWOSU GRACE ADAEZE')).toBe(true);
    expect(namesMatch('Grace Nwosu', 'John Doe')).toBe(false);
  });
});

const emptyBusiness: BusinessValues = {
  registered_name: '',
  contact_email: '',
  registered_no: '',
  product_url: '',
  business_description: '',
  business_address: '',
  tax_id_number: '',
  industry: '',
  reg_document_url: '',
  shareholder1: '',
  other_valid_doc: '',
  verified_proof_documents: '',
};
const B = BUSINESS_MESSAGES;
const commonBusiness = {
  registered_name: B.name,
  registered_no: B.registrationNumber,
  product_url: B.websiteEmpty,
  business_description: B.descriptionEmpty,
  business_address: B.address,
  industry: B.industry,
  shareholder1: B.memorandum,
};

describe('business information, empty form, per country variant (spec 2 §5)', () => {
  const cases: [string, string, string, string, Record<string, string>][] = [
    [
      'NG',
      'NG',
      'NGN',
      'business',
      { ...commonBusiness, contact_email: B.emailEmpty, reg_document_url: B.certificate },
    ],
    [
      'GH (tax ID)',
      'GH',
      'GHS',
      'business',
      { ...commonBusiness, tax_id_number: B.taxIdEmpty, reg_document_url: B.certificate },
    ],
    [
      'KE (KRA certificate)',
      'KE',
      'KES',
      'business',
      { ...commonBusiness, reg_document_url: B.certificate, other_valid_doc: B.kra },
    ],
    ['ZA (tax ID, no certificate)', 'ZA', 'ZAR', 'business', { ...commonBusiness, tax_id_number: B.taxIdEmpty }],
    [
      'US (tax ID, proof of address)',
      'US',
      'USD',
      'business',
      {
        ...commonBusiness,
        tax_id_number: B.taxIdEmpty,
        reg_document_url: B.certificate,
        verified_proof_documents: B.proofOfAddress,
      },
    ],
    [
      'CI (tax ID)',
      'CI',
      'XOF',
      'business',
      { ...commonBusiness, tax_id_number: B.taxIdEmpty, reg_document_url: B.certificate },
    ],
    [
      'NG non-profit (industry hidden)',
      'NG',
      'NGN',
      'non-profit',
      (() => {
        const { industry: _, ...rest } = commonBusiness;
        return { ...rest, contact_email: B.emailEmpty, reg_document_url: B.certificate };
      })(),
    ],
  ];
  it.each(cases)('%s', (_, country, currency, businessType, expected) => {
    const problems = businessProblems(emptyBusiness, { country, currency, businessType });
    expect(problems).toEqual(expected);
    expect(fieldsLeftText(fieldsLeft(problems))).toBe(`${Object.keys(expected).length} fields left`);
  });
  it('invalid values give the invalid messages', () => {
    const p = businessProblems(
      {
        ...emptyBusiness,
        registered_name: 'Acme',
        contact_email: 'acme@',
        registered_no: 'RC1',
        product_url: 'not a site',
        business_description: 'we sell',
        business_address: '1 Road',
        tax_id_number: '1234567890',
        industry: 'Education',
        reg_document_url: '/api/v2/files/x',
        shareholder1: '/api/v2/files/y',
      },
      { country: 'GH', currency: 'GHS', businessType: 'business' },
    );
    expect(p).toEqual({
      contact_email: B.emailInvalid,
      product_url: B.websiteInvalid,
      business_description: 'Please describe you business in a minimum of 3 words.',
      tax_id_number: 'Please enter a valid Tax Identification Number.',
    });
  });
  it('Nigerian tax ID (spec 1 §5)', () => {
    expect(nigerianTaxIdProblem('N-1234567')).toBeNull();
    expect(nigerianTaxIdProblem('12345678')).toBe('Tax Identification number is invalid');
  });
});

describe('merchant information (individual)', () => {
  const empty = {
    registered_name: '',
    business_description: '',
    registered_address: '',
    industry: '',
    ssn: '',
    projected_monthly_sale: '',
  };
  it('NG without monthly sales: 4 fields', () => {
    const p = merchantProblems(empty, { currency: 'NGN', showMonthlySales: false });
    expect(p).toEqual({
      registered_name: MERCHANT_MESSAGES.name,
      business_description: MERCHANT_MESSAGES.descriptionEmpty,
      registered_address: MERCHANT_MESSAGES.address,
      industry: MERCHANT_MESSAGES.industry,
    });
    expect(fieldsLeftText(fieldsLeft(p))).toBe('4 fields left');
  });
  it('USD adds the SSN (max 25); monthly sales when enabled', () => {
    const p = merchantProblems(
      {
        ...empty,
        registered_name: 'Ada',
        business_description: 'I sell good shoes',
        registered_address: 'x',
        industry: 'Education',
        ssn: 'x'.repeat(26),
      },
      { currency: 'USD', showMonthlySales: true },
    );
    expect(p).toEqual({ ssn: MERCHANT_MESSAGES.ssnInvalid, projected_monthly_sale: MERCHANT_MESSAGES.monthlySales });
  });
  it('monthly sales bands convert with the USD rate', () => {
    expect(MONTHLY_SALES_BANDS.map((b) => b.value)).toEqual([
      '1-1000',
      '1001-10000',
      '10001-50000',
      '50001-100000',
      '100001-500000',
      '500001-1000000',
      '1000001-above',
    ]);
    expect(convertSalesBand(MONTHLY_SALES_BANDS[0]!, 1500)).toEqual({ min: 1500, max: 1_500_000 });
    expect(convertSalesBand(MONTHLY_SALES_BANDS[6]!, 1500)).toEqual({ min: 1_500_001_500, max: null });
  });
});

const signer = (over: Partial<SignerValues>): SignerValues => ({
  fullname: '',
  bvn: '',
  phone: '',
  email: '',
  address: '',
  country: '',
  state: '',
  city: '',
  validDocumentType: '',
  validIDCard: '',
  job_title: '',
  is_owner: '',
  ...over,
});

describe('authorised representative and owners', () => {
  const P = PERSON_MESSAGES;
  it('an NG owner signer needs BVN and ID', () => {
    const p = signerProblems(signer({ country: 'NG', is_owner: 'yes' }));
    expect(p).toEqual({
      fullname: P.fullnameEmpty,
      bvn: P.bvn,
      phone: P.phoneEmpty,
      email: P.emailEmpty,
      address: P.address,
      state: P.state,
      city: P.city,
      validDocumentType: P.idType,
      validIDCard: P.idUpload,
    });
    expect(fieldsLeftText(fieldsLeft(p))).toBe('9 fields left');
  });
  it('a KE non-owner signer needs a job title, no BVN, no ID', () => {
    const p = signerProblems(
      signer({ country: 'KE', is_owner: 'no', fullname: 'Ada', phone: '1'.repeat(19), email: 'x' }),
    );
    expect(p).toEqual({
      fullname: P.fullnameInvalid,
      phone: P.phoneInvalid,
      email: P.emailInvalid,
      address: P.address,
      state: P.state,
      city: P.city,
      job_title: P.jobTitle,
    });
  });
  it('additional owners need every field; BVN only for NG', () => {
    expect(Object.keys(ownerProblems(signer({ country: 'US' })))).toEqual([
      'fullname',
      'phone',
      'email',
      'address',
      'state',
      'city',
      'validDocumentType',
      'validIDCard',
    ]);
    expect(ownerProblems(signer({ country: 'NG' })).bvn).toBe(P.bvn);
  });
  it('owner blocks: No adds one, Yes removes exactly one; add only when valid, up to 4', () => {
    expect(ownerBlocksAfterAnswer('no', 0)).toBe(1);
    expect(ownerBlocksAfterAnswer('yes', 1)).toBe(0);
    expect(ownerBlocksAfterAnswer('yes', 2)).toBe(2);
    expect(canAddOwner(3, true)).toBe(true);
    expect(canAddOwner(4, true)).toBe(false);
    expect(canAddOwner(1, false)).toBe(false);
  });
  it('splits the full name on the first space', () => {
    expect(splitFullname('Ada  Ngozi Okafor')).toEqual({ first: 'Ada', last: 'Ngozi Okafor' });
  });
});

describe('documents and ID types per country', () => {
  it.each([
    ['NG', ['Drivers Licence', 'International Passport', 'National Identity Card']],
    ['GH', ['Drivers Licence', 'International Passport', 'Ecowas Identity Card']],
    ['KE', ['Drivers Licence', 'International Passport', 'National Identity Card', 'Residence Permit']],
    ['ZA', ['Drivers Licence', 'International Passport', 'National Identity Card', 'National Identity Book']],
    ['US', ['Drivers Licence', 'National Identity Card', 'Residence Permit']],
    [
      'CI',
      [
        'Drivers Licence',
        'International Passport',
        'National Identity Card',
        'Ecowas Identity Card',
        'Residence Permit',
      ],
    ],
    ['ZM', ['Drivers Licence', 'National Registration Card', 'International Passport']],
  ])('%s offers %j', (country, names) => {
    expect(idTypesFor(country).map((t) => t.name)).toEqual(names);
  });
  it('per-type upload messages', () => {
    expect(documentProblems({ signer_valid_id: '', signer_valid_url: '' }, 'NG')).toEqual({
      signer_valid_id: 'Please select type of identity.',
      signer_valid_url: 'Please upload a valid ID.',
    });
    expect(documentProblems({ signer_valid_id: 'intl-passport', signer_valid_url: '' }, 'NG')).toEqual({
      signer_valid_url: 'Please upload your international passport data page.',
    });
    expect(documentProblems({ signer_valid_id: 'ecowas-id', signer_valid_url: '' }, 'GH').signer_valid_url).toBe(
      'Please upload your Ecowas identity card.',
    );
    expect(documentProblems({ signer_valid_id: 'national-id-book', signer_valid_url: '' }, 'NG').signer_valid_id).toBe(
      'Please select type of identity.',
    );
  });
});

describe('sections and order (spec 2 §2)', () => {
  const ind = { businessType: 'individual', signerIsOwner: false, completed: false, status: 'IR' };
  const biz = { businessType: 'business', signerIsOwner: false, completed: false, status: 'IR' };
  it('individual: bank, merchant, documents', () => {
    expect(visibleSections(ind)).toEqual(['bank', 'merchant', 'documents']);
    expect(nextSection('bank', ind)).toBe('merchant');
    expect(nextSection('merchant', ind)).toBe('documents');
    expect(nextSection('documents', ind)).toBeNull();
  });
  it('business: documents only when the signer is not an owner; an owner signer stays on the representative', () => {
    expect(visibleSections(biz)).toEqual(['bank', 'business', 'representative', 'documents']);
    expect(visibleSections({ ...biz, signerIsOwner: true })).toEqual(['bank', 'business', 'representative']);
    expect(nextSection('business', biz)).toBe('representative');
    expect(nextSection('representative', biz)).toBe('documents');
    expect(nextSection('representative', { ...biz, signerIsOwner: true })).toBe('representative');
  });
  it('documents hide once completed, and come back for RE', () => {
    expect(visibleSections({ ...ind, completed: true })).toEqual(['bank', 'merchant']);
    expect(visibleSections({ ...ind, completed: true, status: 'RE' })).toEqual(['bank', 'merchant', 'documents']);
  });
});

describe('payload schemas', () => {
  it('routes a payload to its section', () => {
    expect(payloadSection({ registered_name: 'x' }, 'individual')).toBe('merchant');
    expect(payloadSection({ registered_name: 'x' }, 'business')).toBe('business');
    expect(payloadSection({ signer_firstname: 'A' }, 'business')).toBe('representative');
    expect(payloadSection({ means_of_identification: 'national-id' }, 'individual')).toBe('documents');
  });
  it('refuses file links that are not the upload service', () => {
    expect(v.safeParse(CompliancePayload, { reg_document_url: 'javascript:alert(1)' }).success).toBe(false);
    expect(v.safeParse(CompliancePayload, { reg_document_url: '/api/v2/files/abc/doc.pdf' }).success).toBe(true);
  });
  it('parses accountMeta JSON', () => {
    const ok = v.safeParse(NewSettlementAccountRequest, {
      accountNumber: '0690000031',
      bankCode: '044',
      country: 'NG',
      accountName: 'Grace Nwosu',
      accountMeta: JSON.stringify([{ name: 'bvn', value: '22222222222' }]),
      isDefault: 1,
    });
    expect(ok.success && ok.output.accountMeta).toEqual([{ name: 'bvn', value: '22222222222' }]);
    const bad = v.safeParse(NewSettlementAccountRequest, {
      accountNumber: '1',
      bankCode: '044',
      country: 'NG',
      accountName: '',
      accountMeta: '{nope',
      isDefault: 1,
    });
    expect(bad.success ? null : bad.issues[0].message).toBe('Account meta is invalid');
  });
});

describe('identityPerson (the identity session of spec 2 §7)', () => {
  it('sends the words between the first and last name as the middle name', () => {
    expect(identityPerson('Mary Ann Stone')).toEqual({ first_name: 'Mary', last_name: 'Stone', middle_name: 'Ann' });
    expect(identityPerson('  Ada  Chioma Ngozi Obi ')).toEqual({
      first_name: 'Ada',
      last_name: 'Obi',
      middle_name: 'Chioma Ngozi',
    });
    expect(identityPerson('Ada Obi')).toEqual({ first_name: 'Ada', last_name: 'Obi' });
    expect(identityPerson('Ada')).toEqual({ first_name: 'Ada', last_name: '' });
  });
});
