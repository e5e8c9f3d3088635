import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SessionCustomer } from '@/lib/session/use-customer-session';
import { PageLayout } from '@/ui/layout/page-layout';
import { LoadingLine } from '@/ui/primitives/spinner';
import { useSignedInCustomer } from '@/lib/session/use-signed-in-customer';
import { fontSize, spacing } from '@/ui/theme';

const Wrap = styled.div`
  max-width: 880px;
  margin: 0 auto;
  padding: ${spacing(8, 4, 16)};
  h1 {
    font-size: ${fontSize['4xl']};
    margin-bottom: ${spacing(6)};
  }
`;

const Waiting = styled(LoadingLine)`
  display: flex;
  gap: ${spacing(3)};
  align-items: center;
`;

export interface AccountFrameProps {
  title: string;
  children: (customer: SessionCustomer) => ReactNode;
}

/** The frame of every /account page: account header and footer, and only a signed-in customer. */
export function AccountFrame({ title, children }: AccountFrameProps) {
  const customer = useSignedInCustomer();
  return (
    <PageLayout accountMode>
      <Wrap>
        <h1>{title}</h1>
        {customer ? children(customer) : <Waiting label="Loading your account…" spinnerSize={24} />}
      </Wrap>
    </PageLayout>
  );
}
