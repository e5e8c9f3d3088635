import { useMemo, useState, type FormEvent } from 'react';
import {
  ROLE_LABELS,
  STAFF_ROLES,
  type StaffRole,
  type StaffSession,
  type StaffView as StaffMember,
} from '@/contracts/admin/staff';
import { ApiError } from '@/lib/api-client';
import { createAdminClient } from '@/lib/api-client/admin/admin-client';
import { inviteStaff, resendSetupLink, updateStaff } from '@/lib/api-client/admin/staff';
import { SelectField, TextField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { ConfirmButton } from '../components/confirm-button';
import { AdminLayout } from '../components/admin-layout';
import { FormRow, Panel, Table } from '../components/admin-styles';
import { ActionStatus } from '../components/action-status';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

const messageOf = (error: unknown) =>
  error instanceof ApiError
    ? (Object.values(error.fieldErrors)[0]?.[0] ?? error.detail ?? 'Please try again.')
    : 'Please try again.';

export interface StaffPageProps {
  staff: StaffSession;
  accessToken: string;
  forbidden?: boolean;
  members?: StaffMember[];
}

/** Owners invite staff, change their roles and deactivate them. */
export function StaffView({ staff, accessToken, forbidden, members = [] }: StaffPageProps) {
  const client = useMemo(() => createAdminClient(accessToken), [accessToken]);
  const [rows, setRows] = useState(members);
  const [status, setStatus] = useState<{ ok: boolean; text: string }>();
  const [inviteErrors, setInviteErrors] = useState<Record<string, string[]>>({});

  const replace = (row: StaffMember) =>
    setRows((current) => current.map((item) => (item.id === row.id ? row : item)));

  const invite = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    try {
      const created = await inviteStaff(client, {
        email: String(form.get('email') ?? ''),
        name: String(form.get('name') ?? ''),
        role: String(form.get('role') ?? '') as StaffRole,
      });
      setRows((current) => [...current, created]);
      setInviteErrors({});
      formElement.reset();
      setStatus({ ok: true, text: `Invitation sent to ${created.email}.` });
    } catch (error) {
      setInviteErrors(error instanceof ApiError ? error.fieldErrors : {});
      setStatus({ ok: false, text: messageOf(error) });
    }
  };

  const change = async (member: StaffMember, update: { role?: StaffRole; active?: boolean }) => {
    try {
      replace(await updateStaff(client, member.id, update));
      setStatus({ ok: true, text: `${member.email} updated.` });
    } catch (error) {
      setStatus({ ok: false, text: messageOf(error) });
    }
  };

  const resend = async (member: StaffMember) => {
    try {
      await resendSetupLink(client, member.id);
      setStatus({ ok: true, text: `A new set-up link was sent to ${member.email}.` });
    } catch (error) {
      setStatus({ ok: false, text: messageOf(error) });
    }
  };

  return (
    <AdminLayout title="Staff" staff={staff} forbidden={forbidden}>
      <ActionStatus status={status} />
      <Panel aria-labelledby="invite-heading">
        <h2 id="invite-heading">Invite someone</h2>
        <form onSubmit={invite} noValidate>
          <FormRow>
            <TextField
              label="Email"
              name="email"
              type="email"
              error={inviteErrors.email?.[0]}
              required
            />
            <TextField label="Name" name="name" error={inviteErrors.name?.[0]} />
            <SelectField
              label="Role"
              name="role"
              options={ROLE_OPTIONS}
              defaultValue="support"
              error={inviteErrors.role?.[0]}
            />
            <Button type="submit">Send invitation</Button>
          </FormRow>
        </form>
      </Panel>
      <Panel aria-labelledby="staff-heading">
        <h2 id="staff-heading">Everyone with console access</h2>
        <Table>
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((member) => (
              <StaffRow
                key={member.id}
                member={member}
                self={member.id === staff.id}
                onChange={change}
                onResend={resend}
              />
            ))}
          </tbody>
        </Table>
      </Panel>
    </AdminLayout>
  );
}

function StaffRow({
  member,
  self,
  onChange,
  onResend,
}: {
  member: StaffMember;
  self: boolean;
  onChange: (member: StaffMember, update: { role?: StaffRole; active?: boolean }) => void;
  onResend: (member: StaffMember) => void;
}) {
  const [role, setRole] = useState<StaffRole>(member.role);
  const state = !member.active ? 'Deactivated' : member.set_up ? 'Active' : 'Invited';
  return (
    <tr>
      <td>
        {member.email}
        {member.name ? <div>{member.name}</div> : null}
      </td>
      <td>
        <SelectField
          label={`Role of ${member.email}`}
          options={ROLE_OPTIONS}
          value={role}
          disabled={self}
          onChange={(event) => setRole(event.target.value as StaffRole)}
        />
      </td>
      <td>
        {state}
        {member.totp_enabled ? ' · two-step on' : ''}
      </td>
      <td>
        {self ? (
          'You'
        ) : (
          <FormRow>
            <Button
              size="small"
              variant="secondary"
              disabled={role === member.role}
              onClick={() => onChange(member, { role })}
            >
              Save role
            </Button>
            {member.active ? (
              <ConfirmButton
                size="small"
                label="Deactivate"
                ask={`Deactivate ${member.name || member.email}? They are signed out at once and can no longer sign in.`}
                confirm="Yes, deactivate"
                onConfirm={() => onChange(member, { active: false })}
              />
            ) : (
              <Button
                size="small"
                variant="secondary"
                onClick={() => onChange(member, { active: true })}
              >
                Reactivate
              </Button>
            )}
            {member.active ? (
              <Button size="small" variant="secondary" onClick={() => onResend(member)}>
                Send set-up link
              </Button>
            ) : null}
          </FormRow>
        )}
      </td>
    </tr>
  );
}
