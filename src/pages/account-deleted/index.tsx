import { AccountDeletedView } from '@/features/account/account-deleted/account-deleted-view';
import { PageMeta } from '@/ui/seo/page-meta';

export default function AccountDeletedPage() {
  return (
    <>
      <PageMeta title="Account deleted" path="/account-deleted/" noindex />
      <AccountDeletedView />
    </>
  );
}
