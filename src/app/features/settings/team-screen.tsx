import { getFormProps, useForm } from '@conform-to/react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { InviteCollaboratorRequest } from '../../../contract/auth';
import { isAdminRole, ROLES, type Role, roleSummary } from '../../../contract/roles';
import { teamEndpoints, type Invitation } from '../../../contract/team';
import { endpoints } from '../../../contract/endpoints';
import { call } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { readSessionSnapshot } from '../../lib/session';
import { storage } from '../../lib/storage';
import { Button } from '../../ui/button';
import { DataList } from '../../ui/data-list';
import { Panel } from '../../ui/detail-list';
import { EmptyState } from '../../ui/empty-state';
import { FormAlert } from '../../ui/form-alert';
import { ModalDialog } from '../../ui/modal-dialog';
import { QueryBoundary } from '../../ui/query-boundary';
import { SelectField } from '../../ui/select-field';
import { Skeleton } from '../../ui/skeleton';
import { StatusBadge } from '../../ui/status-badge';
import { EMAIL_INPUT, TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { collaboratorsQuery, invitationsQuery, teamKeys } from './api';
import { SettingsFrame } from './settings-frame';
import './settings.css';
import { ConfirmSheet } from '../../ui/confirm-action';
import { errorText } from '../../lib/error-text';
import { fieldProps } from '../../lib/field-props';
import { validateWith } from '../../lib/form-validation';

interface Member {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
}

const nameOf = (member: Member) => `${member.first_name} ${member.last_name}`.trim() || member.email;
/** Only an Owner may hand out, take away or touch the Owner role (the server says the same). */
const rolesFor = (myRole: string | null) => ROLES.filter((role) => role !== 'Owner' || myRole === 'Owner');
const roleOptions = (myRole: string | null) => rolesFor(myRole).map((role) => ({ value: role, label: role }));

function useTeamChange() {
  const queryClient = useQueryClient();
  const accountId = storage.get('userAccountID') ?? 0;
  return {
    accountId,
    invalidate: () => {
      for (const queryKey of teamKeys(accountId)) void queryClient.invalidateQueries({ queryKey });
    },
  };
}

/** settings/users: the team, its pending invitations, and for admins every change to both. */
export function UsersSettingsScreen() {
  const session = readSessionSnapshot();
  const accountId = storage.get('userAccountID') ?? 0;
  const canManage = isAdminRole(session.role);
  const [inviting, setInviting] = useState(false);
  return (
    <SettingsFrame path="/dashboard/settings/users">
      {canManage ? (
        <div className="settings-toolbar">
          <Button onClick={() => setInviting(true)}>Invite a team member</Button>
        </div>
      ) : null}
      <QueryBoundary what="your team" pending={<Skeleton lines={3} label="Loading your team" />}>
        <Team accountId={accountId} canManage={canManage} myEmail={session.user?.email} myRole={session.role} />
      </QueryBoundary>
      {canManage ? <PendingInvitations accountId={accountId} myRole={session.role} /> : null}
      <ModalDialog isOpen={inviting} onOpenChange={setInviting} title="Invite a team member" variant="sheet">
        <InviteForm myRole={session.role} onDone={() => setInviting(false)} />
      </ModalDialog>
    </SettingsFrame>
  );
}

function Team({
  accountId,
  ...member
}: {
  accountId: number;
  canManage: boolean;
  myEmail: string | undefined;
  myRole: string | null;
}) {
  const { data: team } = useSuspenseQuery(collaboratorsQuery(accountId));
  if (team.length === 0) return <EmptyState title="No team members yet" />;
  return <MembersList members={team} {...member} />;
}

function InviteForm({ myRole, onDone }: { myRole: string | null; onDone: () => void }) {
  const { accountId, invalidate } = useTeamChange();
  const formId = useId();
  const [chosen, setChosen] = useState('User');
  const invite = useMutation({
    mutationFn: (body: InviteCollaboratorRequest) =>
      call(endpoints.inviteCollaborator, { params: { id: accountId }, body }),
    onSuccess: (_, body) => {
      toast.success(`Invitation sent to ${body.email}.`);
      invalidate();
      onDone();
    },
  });
  const [form, fields] = useForm({
    id: `invite-${formId}`,
    ...validateWith(InviteCollaboratorRequest, { coerce: false }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === 'success') invite.mutate(submission.value);
    },
  });
  return (
    <form {...getFormProps(form)} className="settings-form">
      <FormAlert>{invite.isError ? errorText(invite.error) : null}</FormAlert>
      <TextField {...fieldProps(fields.email)} label="Email" {...EMAIL_INPUT} autoComplete="off" />
      <SelectField
        {...fieldProps(fields.role)}
        label="Role"
        defaultValue="User"
        onChange={(event) => setChosen(event.target.value)}
        options={roleOptions(myRole)}
      />
      <p className="settings-muted" aria-live="polite">
        {chosen}: {roleSummary(chosen)}
      </p>
      <p className="settings-muted">We email a link that works for 7 days.</p>
      <div className="settings-actions">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isPending={invite.isPending}>
          Send invitation
        </Button>
      </div>
    </form>
  );
}

interface MembersListProps {
  members: Member[];
  canManage: boolean;
  myEmail: string | undefined;
  myRole: string | null;
}

function MembersList({ members, canManage, myEmail, myRole }: MembersListProps) {
  const [changing, setChanging] = useState<Member | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const mayTouch = (member: Member) => canManage && (member.role !== 'Owner' || myRole === 'Owner');
  return (
    <>
      <DataList
        caption="Team members"
        rows={members}
        rowKey={(row) => row.id}
        columns={[
          {
            key: 'name',
            header: 'Name',
            primary: true,
            cell: (row) => (row.email === myEmail ? `${nameOf(row)} (you)` : nameOf(row)),
          },
          { key: 'email', header: 'Email', cell: (row) => row.email },
          {
            key: 'role',
            header: 'Role',
            cell: (row) => <StatusBadge label={row.role} tone={isAdminRole(row.role) ? 'info' : 'neutral'} />,
          },
          ...(canManage
            ? [
                {
                  key: 'actions',
                  header: 'Actions',
                  cell: (row: Member) =>
                    mayTouch(row) ? (
                      <div className="settings-row-actions">
                        <Button
                          variant="secondary"
                          onClick={() => setChanging(row)}
                          aria-label={`Change role of ${nameOf(row)}`}
                        >
                          Change role
                        </Button>
                        <Button
                          variant="secondary"
                          onClick={() => setRemoving(row)}
                          aria-label={`Remove ${nameOf(row)}`}
                        >
                          Remove
                        </Button>
                      </div>
                    ) : (
                      <span className="settings-muted">Only an Owner can change an Owner</span>
                    ),
                },
              ]
            : []),
        ]}
      />
      <ModalDialog
        isOpen={changing !== null}
        onOpenChange={(open) => !open && setChanging(null)}
        title={changing ? `Change the role of ${nameOf(changing)}` : 'Change role'}
        variant="sheet"
      >
        {changing ? <ChangeRoleForm member={changing} myRole={myRole} onDone={() => setChanging(null)} /> : null}
      </ModalDialog>
      <ConfirmSheet
        subject={removing}
        title={removing ? `Remove ${nameOf(removing)}?` : 'Remove member'}
        onClose={() => setRemoving(null)}
      >
        {(member) => <RemoveMember member={member} onDone={() => setRemoving(null)} />}
      </ConfirmSheet>
    </>
  );
}

const ROLE_RANK: Record<Role, number> = {
  Owner: 0,
  Admin: 1,
  'v2-Admin': 1,
  'v2-Operations': 2,
  User: 3,
  'v2-User': 4,
};
export const isDemotion = (from: string, to: string) =>
  (ROLE_RANK[to as Role] ?? 9) > (ROLE_RANK[from as Role] ?? 9) || (isAdminRole(from) && !isAdminRole(to));

export function ChangeRoleForm({
  member,
  myRole,
  onDone,
}: {
  member: Member;
  myRole: string | null;
  onDone: () => void;
}) {
  const { accountId, invalidate } = useTeamChange();
  const [role, setRole] = useState(member.role);
  const [confirming, setConfirming] = useState(false);
  const id = useId();
  const change = useMutation({
    mutationFn: () =>
      call(teamEndpoints.changeCollaboratorRole, {
        params: { id: accountId, userId: member.id },
        body: { role: role as Role },
      }),
    onSuccess: (answer) => {
      toast.success(`${nameOf(member)} is now ${answer.role}.`);
      invalidate();
      onDone();
    },
  });
  const demoting = isDemotion(member.role, role);
  const submit = () => {
    if (role === member.role) return onDone();
    // A demotion takes away what the member can do: say so and ask once more.
    if (demoting && !confirming) return setConfirming(true);
    change.mutate();
  };
  return (
    <form
      className="settings-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormAlert>{change.isError ? errorText(change.error) : null}</FormAlert>
      <SelectField
        id={`${id}-role`}
        label="Role"
        value={role}
        onChange={(event) => {
          setRole(event.target.value);
          setConfirming(false);
          change.reset();
        }}
        options={roleOptions(myRole)}
      />
      <p className="settings-muted" aria-live="polite">
        {role}: {roleSummary(role)}
      </p>
      {confirming ? (
        <FormAlert tone="info">
          {nameOf(member)} goes from {member.role} to {role} and loses what {member.role} may do, from their next action
          on. Change the role?
        </FormAlert>
      ) : null}
      <div className="settings-actions">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isPending={change.isPending}>
          {confirming ? `Yes, make ${role}` : 'Save role'}
        </Button>
      </div>
    </form>
  );
}

function RemoveMember({ member, onDone }: { member: Member; onDone: () => void }) {
  const { accountId, invalidate } = useTeamChange();
  const remove = useMutation({
    mutationFn: () => call(teamEndpoints.removeCollaborator, { params: { id: accountId, userId: member.id } }),
    onSuccess: () => {
      toast.success(`${nameOf(member)} was removed from the team.`);
      invalidate();
      onDone();
    },
  });
  return (
    <div className="settings-form">
      <p>
        {member.email} will no longer be able to sign in to this business, and is signed out of it everywhere at once.
      </p>
      <FormAlert>{remove.isError ? errorText(remove.error) : null}</FormAlert>
      <div className="settings-actions">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={() => remove.mutate()} isPending={remove.isPending}>
          Remove
        </Button>
      </div>
    </div>
  );
}

function PendingInvitations({ accountId, myRole }: { accountId: number; myRole: string | null }) {
  return (
    <Panel title="Pending invitations">
      <QueryBoundary what="invitations" pending={<Skeleton lines={2} label="Loading invitations" />}>
        <InvitationsList accountId={accountId} myRole={myRole} />
      </QueryBoundary>
    </Panel>
  );
}

function InvitationsList({ accountId, myRole }: { accountId: number; myRole: string | null }) {
  const { data: invitations } = useSuspenseQuery(invitationsQuery(accountId));
  const [withdrawing, setWithdrawing] = useState<Invitation | null>(null);
  const { invalidate } = useTeamChange();
  const resend = useMutation({
    mutationFn: (invitation: Invitation) =>
      call(teamEndpoints.resendInvitation, { params: { id: accountId, ref: invitation.id } }),
    onSuccess: (_, invitation) => {
      toast.success(`Invitation sent again to ${invitation.email}.`);
      invalidate();
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const mayTouch = (invitation: Invitation) => invitation.role !== 'Owner' || myRole === 'Owner';
  return (
    <>
      {invitations.length === 0 ? (
        <EmptyState title="No pending invitations">
          <p>People you invite appear here until they accept.</p>
        </EmptyState>
      ) : (
        <DataList
          caption="Pending invitations"
          rows={invitations}
          rowKey={(row) => row.id}
          columns={[
            { key: 'email', header: 'Email', primary: true, cell: (row) => row.email },
            { key: 'role', header: 'Role', cell: (row) => row.role },
            {
              key: 'expires',
              header: 'Link',
              cell: (row) =>
                new Date(row.expires_at).getTime() <= Date.now() ? (
                  <StatusBadge label="Expired" tone="danger" />
                ) : (
                  `Works until ${formatDate(row.expires_at)}`
                ),
            },
            {
              key: 'actions',
              header: 'Actions',
              cell: (row) =>
                mayTouch(row) ? (
                  <div className="settings-row-actions">
                    <Button
                      variant="secondary"
                      onClick={() => resend.mutate(row)}
                      isPending={resend.isPending && resend.variables?.id === row.id}
                      aria-label={`Send the invitation to ${row.email} again`}
                    >
                      Send again
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => setWithdrawing(row)}
                      aria-label={`Withdraw the invitation to ${row.email}`}
                    >
                      Withdraw
                    </Button>
                  </div>
                ) : (
                  <span className="settings-muted">Only an Owner can change an Owner's invitation</span>
                ),
            },
          ]}
        />
      )}
      <ConfirmSheet subject={withdrawing} title="Withdraw this invitation?" onClose={() => setWithdrawing(null)}>
        {(invitation) => (
          <WithdrawInvitation accountId={accountId} invitation={invitation} onDone={() => setWithdrawing(null)} />
        )}
      </ConfirmSheet>
    </>
  );
}

function WithdrawInvitation(props: { accountId: number; invitation: Invitation; onDone: () => void }) {
  const { invitation, onDone } = props;
  const { invalidate } = useTeamChange();
  const withdraw = useMutation({
    mutationFn: () => call(teamEndpoints.revokeInvitation, { params: { id: props.accountId, ref: invitation.id } }),
    onSuccess: () => {
      toast.success(`The invitation to ${invitation.email} was withdrawn.`);
      invalidate();
      onDone();
    },
  });
  return (
    <div className="settings-form">
      <p>The link sent to {invitation.email} stops working at once. You can invite them again later.</p>
      <FormAlert>{withdraw.isError ? errorText(withdraw.error) : null}</FormAlert>
      <div className="settings-actions">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={() => withdraw.mutate()} isPending={withdraw.isPending}>
          Withdraw
        </Button>
      </div>
    </div>
  );
}
