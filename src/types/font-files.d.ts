// A font file imported from code is its public URL (next.config.js emits it under /_next/static).
declare module '*.woff2' {
  const url: string;
  export default url;
}
