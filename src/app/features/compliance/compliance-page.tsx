import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, startTransition, use, useCallback, useEffect, useRef, useState } from 'react';
import { DisclosureGroup, type Key } from 'react-aria-components';
import { toast } from '../../ui/toast';
import type { ComplianceInfo, CompliancePayload } from '../../../contract/compliance';
import {
  BANK_MESSAGES,
  COMPLETION_FLAGS,
  complianceProgressLabel,
  isSectionLocked,
  fieldsLeftText,
  isComplianceSuccess,
  isIndividual,
  NEXT_SECTION_DELAY_MS,
  nextSection,
  savedWithFieldsLeftText,
  SECTION_LOCKED_MESSAGE,
  type SectionId,
  visibleSections,
} from '../../../contract/compliance-rules';
import { isApiError } from '../../lib/api-client';
import { storage } from '../../lib/storage';
import { ErrorState } from '../../ui/error-state';
import { QueryBoundary } from '../../ui/query-boundary';
import { Skeleton } from '../../ui/skeleton';
import { complianceInfoQuery, submitCompliance } from './api';
import { BankSection } from './bank-section';
import { ComplianceHeading } from './compliance-heading';
import { BusinessSection } from './business-section';
import { DocumentsSection } from './documents-section';
import { MerchantSection } from './merchant-section';
import { RepresentativeSection } from './representative-section';
import { SectionFrame } from './section-frame';
import { metaTrue } from './section-types';
import './compliance.css';

export interface CompliancePageProps {
  /** Settles when this entry's fresh answer has (the route's loader asked it: queries/screen-data.ts). */
  entry: Promise<void>;
}

/** The compliance page (route compliance): the accordion of spec 2 §2. */
export function CompliancePage({ entry }: CompliancePageProps) {
  // The heading paints at once (the new merchant's first screen); the steps wait inside the screen.
  const frame = (content: ReactNode) => (
    <div className="screen compliance-screen">
      <ComplianceHeader info={null} />
      {content}
    </div>
  );
  return (
    <QueryBoundary
      what="your verification steps"
      pending={frame(<Skeleton lines={6} label="Loading your verification steps" />)}
      failed={({ error, retry }) => frame(<ErrorState error={error} what="your verification steps" onRetry={retry} />)}
    >
      <ComplianceSteps entry={entry} />
    </QueryBoundary>
  );
}

function ComplianceSteps({ entry }: CompliancePageProps) {
  // Fresh: the route's loader asks again on every entry (a reviewer's decision, RE, changes which sections
  // show); until that answer lands the screen waits for it rather than showing an older one. A refresh
  // after a save keeps the accordion (and its state) on screen.
  use(entry);
  const { data } = useSuspenseQuery(complianceInfoQuery());
  return <ComplianceAccordion info={data} />;
}

/** The screen's heading, greeting the user by first name (features/compliance/compliance-heading.tsx). */
function ComplianceHeader({ info }: { info: ComplianceInfo | null }) {
  const firstName = storage.get('userDetails')?.first_name;
  const greeting = firstName ? `Welcome, ${firstName}` : 'Welcome';
  return (
    <ComplianceHeading
      eyebrow={info ? `${greeting} · ${complianceProgressLabel(info.completed, info.status)}` : greeting}
    />
  );
}

/** The finished screen of spec 2 §2, said as the toast that meets the user on overview. */
const FINISHED = {
  title: 'Congratulations!',
  text: 'Your new account is set up. We are reviewing your details and will let you know once you are verified.',
} as const;

const TITLES: Record<SectionId, (business: boolean) => { title: string; caption: string }> = {
  bank: () => ({
    title: 'Add a bank account',
    caption: 'Where we pay your earnings. We verify your phone number first.',
  }),
  merchant: () => ({ title: 'Merchant information', caption: 'Tell us about you and what you sell.' }),
  business: () => ({
    title: 'Business information',
    caption: 'Your registered business, its documents and what it does.',
  }),
  representative: () => ({
    title: 'Authorised business representative verification',
    caption:
      'For someone with significant control of the business. If that is not you, ask a director or another senior person to complete this step.',
  }),
  documents: (business) => ({
    title: 'Document upload',
    caption: business
      ? 'Authenticate your account: upload your ID and confirm your identity as the account creator.'
      : 'Upload a valid ID of your country.',
  }),
};

function sectionDone(id: SectionId, info: ComplianceInfo): boolean {
  // RE blocks treating the bank section, and the documents, as done (spec 2 §4).
  if (id === 'bank') return info.settlement_account !== null && info.status !== 'RE';
  if (id === 'documents') return metaTrue(info, COMPLETION_FLAGS.documents) && info.status !== 'RE';
  return metaTrue(info, COMPLETION_FLAGS[id]);
}

function ComplianceAccordion({ info }: { info: ComplianceInfo }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const business = !isIndividual(info.business_type);
  const savedOwner = info.business_owner_meta.some((m) => m.name === 'isSignerAndBusinessOwner' && m.value === true);
  const [signerIsOwner, setSignerIsOwner] = useState(savedOwner);
  const ctx = { businessType: info.business_type, signerIsOwner, completed: info.completed, status: info.status };
  const sections = visibleSections(ctx);
  const firstOpen: SectionId =
    info.status === 'RE' && sections.includes('documents')
      ? 'documents'
      : (sections.find((s) => !sectionDone(s, info)) ?? 'bank');
  const [open, setOpen] = useState<SectionId | null>(firstOpen);
  // The open section renders with the page; the closed ones follow in a transition, which React renders
  // in slices between which the main thread is free: a new merchant on a phone can type in the open
  // section at once instead of waiting for five forms. A section once opened stays mounted (what was
  // typed in it is kept). Until a section has mounted and counted, its counter stays blank.
  const [allMounted, setAllMounted] = useState(false);
  useEffect(() => startTransition(() => setAllMounted(true)), []);
  const [everOpen, setEverOpen] = useState<ReadonlySet<SectionId>>(() => new Set([firstOpen]));
  if (open && !everOpen.has(open)) setEverOpen(new Set([...everOpen, open]));
  const [left, setLeft] = useState<Partial<Record<SectionId, number>>>({});
  const [bankErrors, setBankErrors] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const leftSetters = useRef(new Map<SectionId, (n: number) => void>());
  const onLeftOf = (id: SectionId) => {
    let setter = leftSetters.current.get(id);
    if (!setter) {
      setter = (n: number) => setLeft((current) => (current[id] === n ? current : { ...current, [id]: n }));
      leftSetters.current.set(id, setter);
    }
    return setter;
  };

  /** The next section opens after the 2 s delay (spec 2 §2). */
  const openLater = useCallback((next: SectionId | null) => {
    window.clearTimeout(timer.current);
    if (next) timer.current = window.setTimeout(() => setOpen(next), NEXT_SECTION_DELAY_MS);
  }, []);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['complianceInfo'] }),
      queryClient.invalidateQueries({ queryKey: ['complianceStatus'] }),
    ]);

  async function onBankSaved() {
    setBankErrors(false);
    await refresh();
    openLater(nextSection('bank', ctx));
  }

  async function onSubmit(section: SectionId, payload: CompliancePayload, left: number) {
    // Saving any section with the bank info invalid reopens the bank section (spec 2 §2).
    if (info.settlement_account === null) {
      setBankErrors(true);
      setOpen('bank');
      return;
    }
    if (section === 'representative' && !metaTrue(info, COMPLETION_FLAGS.business)) {
      setOpen('business');
      return;
    }
    const owner = payload.business_owner_meta?.some((m) => m.name === 'isSignerAndBusinessOwner' && m.value === true);
    if (owner !== undefined) setSignerIsOwner(owner);
    try {
      const answer = await submitCompliance(payload);
      if (!isComplianceSuccess(answer.responsecode)) {
        toast.error(answer.responsemessage);
        return;
      }
      // The server's "… Submitted Successfully" only when the section is whole; a partial save says so.
      if (!(answer.completed && !info.completed))
        toast.success(left === 0 ? answer.responsemessage : savedWithFieldsLeftText(left));
      storage.set('complianceStatus', answer.compliance_status);
      await refresh();
      // Spec 2 §2: after the final submit on the compliance route the user goes to overview; the
      // finished screen's words come along as the toast.
      if (answer.completed && !info.completed) {
        toast.success(FINISHED.title, { description: FINISHED.text });
        await navigate({ to: '/dashboard/overview' });
        return;
      }
      if (info.status === 'RE' && answer.compliance_status !== 'RE') {
        await navigate({ to: '/dashboard/overview' });
        return;
      }
      if (left === 0) openLater(nextSection(section, { ...ctx, signerIsOwner: owner ?? signerIsOwner }));
    } catch (err) {
      if (isApiError(err) && err.status > 0) toast.error(err.message);
      else console.error('[compliance] submit failed', err);
    }
  }

  const person = {
    first_name: storage.get('userDetails')?.first_name ?? '',
    last_name: storage.get('userDetails')?.last_name ?? '',
  };
  const total = sections.length;
  // A bank account copied from the main account has no verified phone of this business yet: the section
  // is done only when its counter agrees, so it asks for what is missing instead of showing a checkmark.
  const isDone = (id: SectionId) => sectionDone(id, info) && (id !== 'bank' || (left.bank ?? 0) === 0);
  const doneCount = sections.filter(isDone).length;

  return (
    <div className="screen compliance-screen">
      <ComplianceHeader info={info} />
      <div className="compliance-layout">
        <DisclosureGroup
          className="compliance-accordion"
          expandedKeys={open ? [open] : []}
          onExpandedChange={(keys: Set<Key>) => {
            const next = [...keys].find((k) => k !== open) ?? null;
            setOpen((next as SectionId | null) ?? null);
          }}
        >
          {sections.map((id, index) => {
            const { title, caption } = TITLES[id](business);
            const done = isDone(id);
            const locked = id !== 'bank' && isSectionLocked(metaTrue(info, COMPLETION_FLAGS[id]), info.status);
            return (
              <SectionFrame
                key={id}
                id={id}
                step={index + 1}
                title={title}
                caption={caption}
                left={left[id]}
                done={done}
              >
                {allMounted || everOpen.has(id) ? (
                  <>
                    {locked ? (
                      <p className="compliance-locked" role="note">
                        {SECTION_LOCKED_MESSAGE}
                      </p>
                    ) : null}
                    <fieldset className="compliance-fieldset" disabled={locked}>
                      {id === 'bank' ? (
                        <BankSection
                          info={info}
                          forceErrors={bankErrors}
                          generalMessage={BANK_MESSAGES.general}
                          onLeft={onLeftOf('bank')}
                          onSaved={() => void onBankSaved()}
                        />
                      ) : id === 'merchant' ? (
                        <MerchantSection info={info} onLeft={onLeftOf('merchant')} onSubmit={onSubmit} />
                      ) : id === 'business' ? (
                        <BusinessSection info={info} onLeft={onLeftOf('business')} onSubmit={onSubmit} />
                      ) : id === 'representative' ? (
                        <RepresentativeSection info={info} onLeft={onLeftOf('representative')} onSubmit={onSubmit} />
                      ) : (
                        <DocumentsSection
                          info={info}
                          onLeft={onLeftOf('documents')}
                          onSubmit={onSubmit}
                          needsIdentitySession={business}
                          person={person}
                          onReopen={() => setOpen('documents')}
                        />
                      )}
                    </fieldset>
                  </>
                ) : null}
              </SectionFrame>
            );
          })}
        </DisclosureGroup>
        <aside className="compliance-summary" aria-label="Your progress">
          <h2>Your progress</h2>
          <p className="text-secondary">
            {doneCount} of {total} steps done
          </p>
          <ol>
            {sections.map((id) => (
              <li key={id} data-done={isDone(id) || undefined}>
                <button type="button" className="compliance-summary-link" onClick={() => setOpen(id)}>
                  <span>{TITLES[id](business).title}</span>
                  <span className="text-secondary compliance-summary-left">
                    {isDone(id) ? 'Done' : left[id] === undefined ? '' : fieldsLeftText(left[id])}
                  </span>
                </button>
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </div>
  );
}
