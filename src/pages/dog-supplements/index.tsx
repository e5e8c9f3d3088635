import type { GetStaticProps } from 'next';
import { AddonsView } from '@/features/catalog/addons/addons-view';
import { ADDONS, type AddonData } from '@/domain/catalog/addons-data';
import { PageMeta } from '@/ui/seo/page-meta';

interface Props {
  addons: AddonData[];
}

const TITLE = 'Dog supplements';
const INTRO =
  'Soft chews for joints, digestion and calm, packed in jars and delivered with your plan.';

export const getStaticProps: GetStaticProps<Props> = async () => ({
  props: { addons: ADDONS.filter((addon) => addon.productType === 'SP') },
});

export default function SupplementsPage({ addons }: Props) {
  return (
    <>
      <PageMeta title={TITLE} description={INTRO} path="/dog-supplements/" />
      <AddonsView title={TITLE} intro={INTRO} addons={addons} />
    </>
  );
}
