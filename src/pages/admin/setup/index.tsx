import type { GetServerSideProps } from 'next';
import { AdminSetupView, type SetupLinkProps } from '@/features/admin/auth/admin-setup-view';
import { readSetupLink } from '@/server/admin/staff-setup';
import { enrolment } from '@/server/admin/totp';
import { getDb } from '@/server/db/client';

interface Props {
  link: SetupLinkProps | null;
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ query, res }) => {
  // The page shows a secret: never kept by a cache, never sent on as a referrer.
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  const token = typeof query.token === 'string' ? query.token : '';
  const found = await readSetupLink(getDb(), token);
  if (!found) {
    res.statusCode = 404;
    return { props: { link: null } };
  }
  const { secret, qrSvg } = await enrolment(found.totpSecret, found.staff.email);
  return {
    props: { link: { token, email: found.staff.email, role: found.staff.role, secret, qrSvg } },
  };
};

export default function AdminSetupPage({ link }: Props) {
  return <AdminSetupView link={link} />;
}
