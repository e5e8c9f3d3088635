import { site } from '@/config/site';
import { Badge, StoreList } from './footer-styles';

// Plain glyphs drawn for this project (a phone with a download arrow, a play triangle); the real
// store marks are trademarks and the badge text already names each store.
function PhoneGlyph() {
  return (
    <svg width="22" height="26" viewBox="0 0 22 26" aria-hidden="true" focusable="false">
      <rect
        x="4"
        y="1"
        width="14"
        height="24"
        rx="3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path
        d="M11 7v8m-3.5-3.5L11 15l3.5-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="11" cy="20.5" r="1.3" fill="currentColor" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg width="22" height="24" viewBox="0 0 22 24" aria-hidden="true" focusable="false">
      <path
        d="M4 2.5v19a1 1 0 0 0 1.5.9l15-9.5a1 1 0 0 0 0-1.8l-15-9.5A1 1 0 0 0 4 2.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M4.5 3l9 9-9 9"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const STORES = [
  { href: site.appStoreUrl, kicker: 'Download on the', store: 'App Store', glyph: <PhoneGlyph /> },
  { href: site.playStoreUrl, kicker: 'Get it on', store: 'Google Play', glyph: <PlayGlyph /> },
];

/** 'GET THE OLLIE APP': shown only while the OLLIE_APP_BANNER flag is on (the footer decides). */
export function StoreBadges() {
  return (
    <div>
      <h2>GET THE OLLIE APP</h2>
      <StoreList>
        {STORES.map(({ href, kicker, store, glyph }) => (
          <li key={store}>
            <Badge href={href} target="_blank" rel="noopener noreferrer">
              {glyph}
              <span>
                <small>{kicker}</small> <b>{store}</b>
              </span>
              <span className="visually-hidden"> (opens in a new tab)</span>
            </Badge>
          </li>
        ))}
      </StoreList>
    </div>
  );
}
