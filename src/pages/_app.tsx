import type { AppProps } from 'next/app';
import type { Session } from 'next-auth';
import { SessionProvider } from 'next-auth/react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '@/ui/global-style';
import { theme } from '@/ui/theme';
import { Toasts } from '@/ui/layout/toasts';

type ShopAppProps = AppProps<{ session?: Session | null }>;

export default function ShopApp({ Component, pageProps: { session, ...pageProps } }: ShopAppProps) {
  return (
    <SessionProvider session={session} refetchOnWindowFocus={false}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Component {...pageProps} />
        <Toasts />
      </ThemeProvider>
    </SessionProvider>
  );
}
