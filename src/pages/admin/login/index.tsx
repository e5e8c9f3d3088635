import type { GetServerSideProps } from 'next';
import { AdminLoginView } from '@/features/admin/auth/admin-login-view';
import { sessionStaff } from '@/server/admin/page-guard';

interface Props {
  next: string;
  error: string | null;
}

/** Only console paths are followed after sign-in (no open redirect through `next`). */
const safeNext = (value: unknown) =>
  typeof value === 'string' &&
  /^\/admin\/[\w\-/?=&%.]*$/.test(value) &&
  !value.startsWith('/admin/login')
    ? value
    : '/admin/';

export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const next = safeNext(context.query.next);
  if (await sessionStaff(context)) return { redirect: { destination: next, permanent: false } };
  const error = typeof context.query.error === 'string' ? context.query.error.slice(0, 64) : null;
  return { props: { next, error } };
};

export default function AdminLoginPage({ next, error }: Props) {
  return <AdminLoginView next={next} initialError={error ?? undefined} />;
}
