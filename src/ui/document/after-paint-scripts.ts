import { HYDRATED_ATTRIBUTE, HYDRATED_CALLBACK } from '@/ui/hydration-mark';

/**
 * The page's scripts load and run after its first paint, and what is clicked before it has
 * hydrated is held, not lost.
 *
 * Next names a page's scripts with `<script defer>` in the head: the browser fetches them while
 * it is still fetching what the first paint needs (the HTML, the fonts), and often runs them
 * before it has shown anything. Over a slow connection the first paint then waits for bytes of
 * script it does not need, and Lighthouse counts them into the first and largest contentful
 * paints. On the public pages (`loadsAfterPaint`), the document only names each script
 * (`<script type="text/x-after-paint" data-after-paint="…">`, which is neither fetched nor run),
 * and this loader, inline in the head, adds them as ordered scripts once the document is parsed
 * and its first contentful paint is on screen (the browser reports it with the paint's
 * presentation time). Where paints are not reported it waits one frame; it never waits more than
 * AFTER_PAINT_LIMIT_MS past the parse, and a hidden tab, which paints nothing, gets them at once.
 * The cost is about one round trip more before the page hydrates.
 *
 * On every page, until the page has hydrated (it calls `markHydrated`, and <html> gets
 * `data-hydrated`), the loader holds the last click on a button and gives it back once hydrated,
 * and holds back a form's native submission (Enter in a field would reload the page and lose what
 * was typed). Links work as plain links meanwhile. From then on, a lazily hydrated part holds clicks on its own buttons until its code
 * is there (lazy-hydration.tsx).
 *
 * security-headers.js allows exactly this script by its hash (change both together).
 */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';
export const AFTER_PAINT_LIMIT_MS = 1000;

const FCP = "'first-contentful-paint'";

export const AFTER_PAINT_LOADER = `(function(){var hydrated=false,held=null;document.addEventListener('click',function(e){if(hydrated)return;var t=e.target,b=t&&t.closest&&t.closest('button');if(!b)return;e.preventDefault();e.stopPropagation();held=b},true);document.addEventListener('submit',function(e){if(!hydrated)e.preventDefault()},true);window.${HYDRATED_CALLBACK}=function(){if(hydrated)return;hydrated=true;document.documentElement.setAttribute('${HYDRATED_ATTRIBUTE}','');var b=held;held=null;if(b&&b.isConnected)setTimeout(function(){b.click()},0)};var done=false;function run(){if(done)return;done=true;var l=document.querySelectorAll('script[${AFTER_PAINT_ATTRIBUTE}]');for(var i=0;i<l.length;i++){var s=document.createElement('script');s.src=l[i].getAttribute('${AFTER_PAINT_ATTRIBUTE}');s.async=false;if(l[i].crossOrigin)s.crossOrigin=l[i].crossOrigin;document.head.appendChild(s)}}function soon(){setTimeout(run,0)}function parsed(){if(document.visibilityState==='hidden')return soon();setTimeout(run,${AFTER_PAINT_LIMIT_MS});var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return requestAnimationFrame(soon);new P(function(list,observer){if(list.getEntriesByName(${FCP}).length){observer.disconnect();soon()}}).observe({type:'paint',buffered:true})}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',parsed);else parsed()})()`;

/**
 * The pages that load their scripts after the first paint: the public ones (on the 135 kB budget,
 * and on Lighthouse's list). The account, purchase and back-office pages keep Next's deferred
 * scripts: they are used at once (a form filled as soon as it shows, by people who came to use
 * it) and their first paint is not what they are judged by. `page` is Next's route
 * (`/account/plan`, `/fresh-dog-food/[slug]`).
 */
const APP_PAGES =
  /^\/(account|admin|checkout|confirmation|onboarding\/checkout|skip-box|maintenance)(\/|$)/;

export const loadsAfterPaint = (page: string): boolean => !APP_PAGES.test(page);
