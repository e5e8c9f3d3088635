import { site } from '@/config/site';
import { SUPPORT_LINKS } from './footer-links';
import { FooterLinkList } from './footer-link';
import { Fine, Hours, LinkList } from './footer-styles';

// site.ts writes the day off as 'Closed' (a label elsewhere); in this sentence the spec has it lower-case.
const hoursText = (hours: string) => (hours === 'Closed' ? 'closed' : hours);

/** Where to get help: FAQ, promo codes, Canine Care's hours and how to reach them, press contact. */
export function SupportColumn() {
  return (
    <div>
      <h2>Support</h2>
      <FooterLinkList links={SUPPORT_LINKS} />
      <Hours aria-label="Canine Care hours">
        {site.businessHours.map(({ days, hours }) => (
          <li key={days}>
            <strong>{days}</strong> {hoursText(hours)}
          </li>
        ))}
      </Hours>
      <LinkList>
        <li>
          <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
        </li>
        <li>
          <a href={site.supportPhoneHref}>{site.supportPhoneDisplay}</a>
        </li>
        <li>
          Press: <a href={`mailto:${site.pressEmail}`}>{site.pressEmail}</a>
        </li>
      </LinkList>
      <Fine>
        Texts from {site.name}: by texting us or opting in to text messages, you agree to receive
        recurring automated marketing and account messages from {site.name} at the number you give
        us. Agreeing is not a condition of any purchase. Message frequency varies. Msg &amp; data
        rates may apply. Reply STOP to cancel or HELP for help.
      </Fine>
    </div>
  );
}
