import { useId } from 'react';
import { AuthCard } from '@/features/auth/login/auth-form-styles';
import { FlowLayout } from '@/ui/layout/flow-layout';
import { Header } from '@/ui/layout/header/header';
import Link from '@/ui/primitives/app-link';

/** Where a customer lands after deleting their account (signed out by then). */
export function AccountDeletedView() {
  const id = useId();
  return (
    <FlowLayout header={<Header showBanner={false} />}>
      <AuthCard aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>Your account is deleted</h1>
        <div role="status">
          <p>
            Your plans are cancelled, your saved cards are removed and your personal details are
            erased. We keep past orders for tax records, without your name, email, phone or address.
          </p>
          <p>You are welcome back any time: the same email address can start a new account.</p>
          <p>
            <Link href="/">Go to the home page</Link>
          </p>
        </div>
      </AuthCard>
    </FlowLayout>
  );
}
