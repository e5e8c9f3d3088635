import styled from 'styled-components';
import { PRODUCT_MENU_PANEL_MAX_WIDTH_PX } from '@/config/constants';
import { useFlag } from '@/lib/integrations/experiments/use-flag';
import { ButtonLink } from '@/ui/primitives/button';
import { PanelSection } from '../slide-out-panel/panel-section';
import { SlideOutPanel } from '../slide-out-panel/slide-out-panel';
import { EXTRAS, productSections } from './menu-data';

const Extras = styled.section`
  padding: 16px 0;
  border-top: 1px solid ${({ theme }) => theme.palette.line};
  h3 {
    font-size: 1.125rem;
    margin: 0 0 12px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 12px;
  }
  li {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 6px;
    padding: 12px;
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.palette.bone};
  }
  h4 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.palette.inkMuted};
  }
`;

/** 'Our Products': fresh and baked recipes plus the Membership Extras (treats, supplements). */
export function ProductMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const showLamb = useFlag('SHOW_LAMB');
  return (
    <SlideOutPanel
      open={open}
      onClose={onClose}
      title="Our Products"
      maxWidth={PRODUCT_MENU_PANEL_MAX_WIDTH_PX}
    >
      {productSections(showLamb).map((section) => (
        <PanelSection key={section.title} {...section} />
      ))}
      <Extras aria-label="Membership Extras">
        <h3>Membership Extras</h3>
        <ul>
          {EXTRAS.map((extra) => (
            <li key={extra.header}>
              <img
                src={extra.image}
                alt=""
                width={96}
                height={72}
                loading="lazy"
                decoding="async"
              />
              <h4>{extra.header}</h4>
              <p>{extra.description}</p>
              <ButtonLink
                href={extra.button.href}
                size="small"
                variant="secondary"
                aria-label={`View ${extra.header.toLowerCase()}`}
              >
                {extra.button.text}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Extras>
    </SlideOutPanel>
  );
}
