import { ContentView } from '@/features/marketing/content/content-view';
import { PRIVACY_POLICY_META } from '@/features/marketing/content/meta/privacy-policy';
import { PageMeta } from '@/ui/seo/page-meta';

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageMeta {...PRIVACY_POLICY_META} />
      <ContentView page="privacy-policy" />
    </>
  );
}
