import Link from '@/ui/primitives/app-link';
import { ExternalLink } from '@/ui/primitives/external-link';
import type { FooterLink as FooterLinkData } from './footer-links';
import { LinkList } from './footer-styles';

export function FooterLink({ link }: { link: FooterLinkData }) {
  if (link.external) return <ExternalLink href={link.href}>{link.label}</ExternalLink>;
  if (link.file) return <a href={link.href}>{link.label}</a>;
  return <Link href={link.href}>{link.label}</Link>;
}

export function FooterLinkList({ links }: { links: FooterLinkData[] }) {
  return (
    <LinkList>
      {links.map((link) => (
        <li key={link.href}>
          <FooterLink link={link} />
        </li>
      ))}
    </LinkList>
  );
}
