import { FlowLayout } from '@/ui/layout/flow-layout';
import { Header } from '@/ui/layout/header/header';
import { ForgotPasswordCard } from './forgot-password-card';

export function ForgotPasswordView() {
  return (
    <FlowLayout header={<Header showBanner={false} />}>
      <ForgotPasswordCard />
    </FlowLayout>
  );
}
