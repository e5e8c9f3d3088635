// Simple glyphs drawn for this project; each is decorative (the link carries the name). They live
// in one sprite under public/ rather than in the page's script: the browser fetches it once, with
// the footer, and `currentColor` still colours each glyph from its link.
const SPRITE = '/images/icons/social.svg';
const GLYPHS = new Set(['instagram', 'facebook', 'tiktok', 'youtube', 'pinterest', 'x']);

export function SocialIcon({ network }: { network: string }) {
  const glyph = network.toLowerCase();
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <use href={`${SPRITE}#${GLYPHS.has(glyph) ? glyph : 'other'}`} />
    </svg>
  );
}
