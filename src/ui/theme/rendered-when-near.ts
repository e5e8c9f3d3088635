import { css } from 'styled-components';

/**
 * For a block a phone never shows in its first screen (a long page's later sections, the
 * footer): the browser skips its style, layout and paint until it comes near the viewport
 * (`content-visibility: auto`), so the first screen of a long page paints sooner. It stays in the
 * page for find-in-page, links, focus and assistive technology, and renders as it scrolls in.
 *
 * `estimatedHeight` stands in for the block's height until it has rendered once (a phone's
 * height, roughly); `auto` then keeps the real one, so the scrollbar does not jump back.
 * Paint containment clips what overflows the block, so use it only on blocks with padding
 * around their content (focus rings stay inside).
 *
 * Issue 57's trace (home on the phone profile): the first layout went from 478 objects to 90.
 */
export function renderedWhenNear(estimatedHeight: number) {
  return css`
    content-visibility: auto;
    contain-intrinsic-size: auto ${estimatedHeight}px;
  `;
}
