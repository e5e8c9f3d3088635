import { MyInfoView } from '@/features/account/my-info/my-info-view';
import { PageMeta } from '@/ui/seo/page-meta';

export default function MyInfoPage() {
  return (
    <>
      <PageMeta title="My info" path="/account/my-info/" noindex />
      <MyInfoView />
    </>
  );
}
