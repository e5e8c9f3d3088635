import { LOGO_HEIGHT_PX, LOGO_WIDTH_PX } from '@/config/constants';

/**
 * The shop's wordmark, drawn for this project: rounded 'ollie' letters with a little bone as the
 * dot of the 'i'. Exactly 79x39 (spec section 9); public/icon.svg reuses the ring and the bone.
 */
export function Logo({ title = 'Ollie' }: { title?: string }) {
  return (
    <svg
      width={LOGO_WIDTH_PX}
      height={LOGO_HEIGHT_PX}
      viewBox="0 0 79 39"
      role="img"
      aria-label={title}
      xmlns="http://www.w3.org/2000/svg"
    >
      <g fill="#2d5b3b" transform="translate(6.3 0)">
        <path d="M10.5 13.5c5.3 0 9 3.9 9 9.2s-3.7 9.3-9 9.3-9-4-9-9.3 3.7-9.2 9-9.2zm0 4.1c-2.6 0-4.4 2.1-4.4 5.1s1.8 5.2 4.4 5.2 4.4-2.1 4.4-5.2-1.8-5.1-4.4-5.1z" />
        <rect x="22.5" y="6" width="4.6" height="25.6" rx="2.3" />
        <rect x="31" y="6" width="4.6" height="25.6" rx="2.3" />
        <rect x="39.5" y="14" width="4.6" height="17.6" rx="2.3" />
        <path d="M56.6 13.5c5.2 0 8.3 3.7 8.3 8.7v1.6H52.4c.5 2.5 2.3 4 4.9 4 1.8 0 3.2-.7 4.2-1.9l2.9 2.5c-1.7 2.1-4.2 3.5-7.3 3.5-5.5 0-9.3-3.8-9.3-9.2 0-5.3 3.6-9.2 8.8-9.2zm-.1 3.8c-2.1 0-3.6 1.4-4 3.5h7.9c-.3-2.1-1.8-3.5-3.9-3.5z" />
      </g>
      {/* The bone sits centred over the 'i' stem (x 45.8 to 50.4 once the word is centred). */}
      <g fill="#e86f2c">
        <rect x="45.2" y="7.6" width="5.8" height="2.4" rx="1" />
        <circle cx="45.1" cy="7.5" r="1.45" />
        <circle cx="45.1" cy="10.1" r="1.45" />
        <circle cx="51.1" cy="7.5" r="1.45" />
        <circle cx="51.1" cy="10.1" r="1.45" />
      </g>
    </svg>
  );
}
