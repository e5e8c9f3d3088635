import { FlowLayout } from '@/ui/layout/flow-layout';
import { Header } from '@/ui/layout/header/header';
import { LoginCard } from './login-card';

/** /auth/login/: email and password, the forgot-password link, and errors from the query. */
export function LoginView() {
  return (
    <FlowLayout header={<Header showBanner={false} />}>
      <LoginCard />
    </FlowLayout>
  );
}
