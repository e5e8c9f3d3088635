import { site } from '@/config/site';
import { ExternalLink } from '@/ui/primitives/external-link';
import { SocialList } from './footer-styles';
import { SocialIcon } from './social-icons';

/** The six networks, each opening in a new tab; the app badges follow when the flag allows. */
export function SocialColumn({ children }: { children?: React.ReactNode }) {
  return (
    <div>
      <h2>Follow the pack</h2>
      <SocialList>
        {site.social.map(({ network, href }) => (
          <li key={network}>
            <ExternalLink href={href} aria-label={`${network} (opens in a new tab)`}>
              <SocialIcon network={network} />
            </ExternalLink>
          </li>
        ))}
      </SocialList>
      {children}
    </div>
  );
}
