/** A happy dog over a full bowl: the hero's art, inline so it paints with the HTML. */
export function HeroIllustration() {
  return (
    <svg
      viewBox="0 0 360 300"
      width="360"
      height="300"
      role="img"
      aria-label="A happy dog sitting behind a bowl of fresh food"
    >
      <circle cx="180" cy="150" r="140" fill="#f6d776" />
      <ellipse cx="180" cy="270" rx="120" ry="14" fill="#e3c35e" />
      <path d="M120 230c-6-60 10-110 60-110s66 50 60 110z" fill="#c8642b" />
      <circle cx="180" cy="110" r="56" fill="#c8642b" />
      <path
        d="M128 84c-26 8-30 54-12 70 12-18 18-44 12-70zM232 84c26 8 30 54 12 70-12-18-18-44-12-70z"
        fill="#8a4219"
      />
      <ellipse cx="180" cy="130" rx="30" ry="22" fill="#f7f1e6" />
      <circle cx="160" cy="104" r="7" fill="#1d1b19" />
      <circle cx="200" cy="104" r="7" fill="#1d1b19" />
      <circle cx="162" cy="102" r="2" fill="#fff" />
      <circle cx="202" cy="102" r="2" fill="#fff" />
      <ellipse cx="180" cy="124" rx="11" ry="8" fill="#1d1b19" />
      <path
        d="M168 138c6 8 18 8 24 0"
        stroke="#1d1b19"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M174 142c0 14 12 14 12 0" fill="#e0515f" />
      <path d="M96 222h168c0 30-30 46-84 46s-84-16-84-46z" fill="#2d5b3b" />
      <ellipse cx="180" cy="222" rx="84" ry="10" fill="#1f4a2e" />
      <circle cx="150" cy="214" r="12" fill="#9c3b25" />
      <circle cx="176" cy="210" r="13" fill="#b9804f" />
      <circle cx="204" cy="214" r="12" fill="#9c3b25" />
      <rect x="160" y="200" width="10" height="8" rx="2" fill="#e86f2c" />
      <rect x="190" y="202" width="10" height="8" rx="2" fill="#2d5b3b" />
    </svg>
  );
}
