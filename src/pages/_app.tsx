import dynamic from 'next/dynamic';
import type { AppProps } from 'next/app';
import { useEffect } from 'react';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import { useExtrasNeeded } from '@/features/marketing/app-extras/use-extras-needed';
import { AppErrorBoundary } from '@/features/marketing/error-page/app-error-boundary';
import { GlobalStyle } from '@/ui/global-style';
import { theme } from '@/ui/theme';
import { fontVariables } from '@/ui/theme/fonts';
import { ConsentBanner, consentBannerShownOn } from '@/ui/layout/consent/consent-banner';
import { Toasts } from '@/ui/layout/toasts';

// The visit's query parameters, integrations, tracking and chat: loaded after hydration, and
// only when there is something for them to do (useExtrasNeeded).
const AppExtras = dynamic(() => import('@/features/marketing/app-extras/app-extras'), {
  ssr: false,
});

const Fonts = createGlobalStyle`${fontVariables}`;

/**
 * User Timing mark (`performance.mark`) the measurement scripts read as "React has hydrated":
 * React runs a parent's effects after its children's, so this root component's first effect runs
 * once the whole page's hydration commit is done (scripts/measure/probe.mjs).
 */
const HYDRATED_MARK = 'app-hydrated';
const markAppHydrated = () => {
  performance.mark(HYDRATED_MARK);
};

export default function ShopApp({ Component, pageProps, router }: AppProps) {
  useEffect(markAppHydrated, []);
  const extras = useExtrasNeeded();
  return (
    <ThemeProvider theme={theme}>
      <Fonts />
      <GlobalStyle />
      <AppErrorBoundary>
        <Component {...pageProps} />
      </AppErrorBoundary>
      <Toasts />
      {consentBannerShownOn(router.pathname) ? <ConsentBanner /> : null}
      {extras ? <AppExtras /> : null}
    </ThemeProvider>
  );
}
