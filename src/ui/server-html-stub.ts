/**
 * What the browser's build gets instead of a `*.server-html` module (next.config.js): a static
 * island's content is rendered by the server only, and its code reaches the browser only through
 * the island's `load` (see staticIsland).
 */
const serverOnly = null;
export default serverOnly;
