import type { GetStaticProps } from 'next';
import { AddonsView } from '@/features/catalog/addons/addons-view';
import { ADDONS, type AddonData } from '@/domain/catalog/addons-data';
import { PageMeta } from '@/ui/seo/page-meta';

interface Props {
  addons: AddonData[];
}

const TITLE = 'Dog treats';
const INTRO =
  "Single-ingredient jerky, dental chews and plant-based bites, added to your pup's box.";

export const getStaticProps: GetStaticProps<Props> = async () => ({
  props: { addons: ADDONS.filter((addon) => addon.productType === 'TR') },
});

export default function TreatsPage({ addons }: Props) {
  return (
    <>
      <PageMeta title={TITLE} description={INTRO} path="/dog-treats/" />
      <AddonsView title={TITLE} intro={INTRO} addons={addons} />
    </>
  );
}
