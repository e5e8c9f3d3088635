import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { getServerSession } from 'next-auth/next';
import type { StaffSession } from '@/contracts/admin/staff';
import { getDb } from '@/server/db/client';
import type { StaffRow } from '@/server/db/schema';
import { adminAuthOptions } from './auth/admin-auth-options';
import { can, permissionsOf, type Permission } from './permissions';
import { needsTotpSetup } from './staff-auth';
import { resolveStaffToken } from './staff-tokens';

/** What every console page receives: who is signed in and the token for /api/admin calls. */
export interface AdminPageProps {
  staff: StaffSession;
  accessToken: string;
  /** The signed-in role may not see this page (the page answers 403 and says so). */
  forbidden?: boolean;
}

export function staffSession(row: StaffRow): StaffSession {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    permissions: permissionsOf(row.role),
    totp_enabled: row.totpEnabled,
  };
}

/** The staff member of the console session in this request's cookies, or null. */
export async function sessionStaff(
  context: Pick<GetServerSidePropsContext, 'req' | 'res'>,
): Promise<{ row: StaffRow; accessToken: string } | null> {
  const session = await getServerSession(context.req, context.res, adminAuthOptions());
  const accessToken = (session?.user as { access_token?: string } | undefined)?.access_token;
  if (!accessToken) return null;
  const row = await resolveStaffToken(getDb(), accessToken);
  return row ? { row, accessToken } : null;
}

const loginRedirect = (path: string) => ({
  redirect: { destination: `/admin/login/?next=${encodeURIComponent(path)}`, permanent: false },
});

type Loader<P> = (
  context: GetServerSidePropsContext,
  signedIn: { row: StaffRow; accessToken: string },
) => Promise<P> | P;

/**
 * getServerSideProps for a console page: no console session (a customer's session included)
 * redirects to /admin/login/; an owner without two-step sign-in is sent to set it up first;
 * a role without `permission` gets the page's 403. `load` adds the page's own props.
 */
export function staffPage<P extends object = object>(
  permission: Permission | null,
  load?: Loader<P>,
  options: { allowWithoutTotp?: boolean } = {},
): GetServerSideProps<AdminPageProps & Partial<P>> {
  return async (context): Promise<GetServerSidePropsResult<AdminPageProps & Partial<P>>> => {
    context.res.setHeader('Cache-Control', 'private, no-store');
    const signedIn = await sessionStaff(context);
    if (!signedIn) return loginRedirect(context.resolvedUrl);
    if (!options.allowWithoutTotp && needsTotpSetup(signedIn.row))
      return { redirect: { destination: '/admin/security/', permanent: false } };
    const base: AdminPageProps = {
      staff: staffSession(signedIn.row),
      accessToken: signedIn.accessToken,
    };
    if (permission && !can(signedIn.row.role, permission)) {
      context.res.statusCode = 403;
      return { props: { ...base, forbidden: true } as AdminPageProps & Partial<P> };
    }
    const extra = load ? await load(context, signedIn) : ({} as P);
    return { props: { ...base, ...extra } };
  };
}
