import { ContentView } from '@/features/marketing/content/content-view';
import { PRIVACY_POLICY } from '@/features/marketing/content/pages-legal';
import { PageMeta } from '@/ui/seo/page-meta';

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageMeta
        title={PRIVACY_POLICY.title}
        description={PRIVACY_POLICY.description}
        path={PRIVACY_POLICY.path}
      />
      <ContentView page={PRIVACY_POLICY} />
    </>
  );
}
