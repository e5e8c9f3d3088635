/** A pup beside a page with a bite taken out of it. Drawn for this project. */
export function ErrorIllustration() {
  return (
    <svg
      width="240"
      height="180"
      viewBox="0 0 240 180"
      role="img"
      aria-label="A puppy next to a chewed-up page"
    >
      <ellipse cx="120" cy="164" rx="100" ry="10" fill="#e3d9c9" />
      <path d="M150 40h56v90h-56z" fill="#fff" stroke="#8a7356" strokeWidth="3" />
      <path
        d="M206 96c-8 2-10 10-6 16-8 0-12 8-8 14h-4l-2-34z"
        fill="#f7f1e6"
        stroke="#8a7356"
        strokeWidth="3"
      />
      <path
        d="M160 58h36M160 70h36M160 82h24"
        stroke="#d9c8ad"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <ellipse cx="84" cy="128" rx="44" ry="30" fill="#c8642b" />
      <circle cx="84" cy="84" r="30" fill="#c8642b" />
      <path
        d="M58 70c-14 4-18 26-8 34 6-8 10-20 8-34zM110 70c14 4 18 26 8 34-6-8-10-20-8-34z"
        fill="#8a4219"
      />
      <circle cx="74" cy="82" r="4" fill="#1d1b19" />
      <circle cx="94" cy="82" r="4" fill="#1d1b19" />
      <ellipse cx="84" cy="94" rx="7" ry="5" fill="#1d1b19" />
      <path
        d="M78 104c4 4 8 4 12 0"
        stroke="#1d1b19"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M126 132c10-2 16-10 14-20"
        stroke="#c8642b"
        strokeWidth="8"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="140" cy="150" r="3" fill="#fff" stroke="#8a7356" strokeWidth="2" />
      <circle cx="130" cy="156" r="2" fill="#fff" stroke="#8a7356" strokeWidth="2" />
    </svg>
  );
}
