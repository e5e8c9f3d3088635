import { FlowLayout } from '@/ui/layout/flow-layout';
import { Header } from '@/ui/layout/header/header';
import { ResetPasswordCard } from './reset-password-card';

export function ResetPasswordView() {
  return (
    <FlowLayout header={<Header showBanner={false} />}>
      <ResetPasswordCard />
    </FlowLayout>
  );
}
