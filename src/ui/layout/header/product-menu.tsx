import styled from 'styled-components';
import { PRODUCT_MENU_PANEL_MAX_WIDTH_PX } from '@/config/constants';
import { SlideDownMenu } from '../menus/slide-down-menu';
import { PanelSection } from '../slide-out-panel/panel-section';
import { SlideOutPanel } from '../slide-out-panel/slide-out-panel';
import { EXTRAS, productSections } from './product-menu-data';
import { fontSize, spacing } from '@/ui/theme';

const Extras = styled.section`
  padding-top: ${spacing(4)};
  border-top: 1px solid ${({ theme }) => theme.palette.line};
  h3 {
    font-size: ${fontSize.md};
    margin: 0;
  }
  > ul {
    padding: ${spacing(3, 0, 0)};
  }
`;

/** 'Our Products': fresh and baked recipes plus the Membership Extras (treats, supplements). */
export function ProductMenu({
  id,
  open,
  onClose,
}: {
  id?: string;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <SlideOutPanel
      id={id}
      open={open}
      onClose={onClose}
      title="Our Products"
      maxWidth={PRODUCT_MENU_PANEL_MAX_WIDTH_PX}
    >
      {productSections().map((section) => (
        <PanelSection key={section.title} {...section} />
      ))}
      <Extras aria-label="Membership Extras">
        <h3>Membership Extras</h3>
        <SlideDownMenu cards={EXTRAS} label="Membership Extras" headingLevel={4} />
      </Extras>
    </SlideOutPanel>
  );
}
