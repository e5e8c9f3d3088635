import Document, {
  Head,
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentInitialProps,
} from 'next/document';
import type { ReactElement, ScriptHTMLAttributes } from 'react';
import { ServerStyleSheet } from 'styled-components';
import {
  AFTER_PAINT_ATTRIBUTE,
  AFTER_PAINT_LOADER,
  loadsAfterPaint,
} from '@/ui/document/after-paint-scripts';
import { builtCss } from '@/server/document/built-css';
import {
  CONSENT_EARLY_SCRIPT,
  CONSENT_NOSCRIPT_STYLE,
} from '@/lib/integrations/consent/consent-early-script';

type HeadFiles = Parameters<Head['getCssLinks']>[0];

/**
 * The document head, with the build's stylesheets (next/font's font faces, under 2 kB) inlined
 * rather than linked: a linked stylesheet holds the first paint until it has arrived, and the later
 * the first paint, the more of the scripts a phone has run before it (Lighthouse counts them into
 * the largest contentful paint). Styled-components' styles are inline already. A public page's
 * scripts load and run after the first paint (after-paint-scripts.ts).
 */
class InlineCssHead extends Head {
  override getScripts(files: HeadFiles): ReactElement[] {
    const scripts = super.getScripts(files);
    if (!loadsAfterPaint(this.context.__NEXT_DATA__.page)) return scripts;
    return scripts.map((script) => {
      const { src, crossOrigin } = script.props as {
        src?: string;
        crossOrigin?: ScriptHTMLAttributes<HTMLScriptElement>['crossOrigin'];
      };
      if (!src) return script;
      // Named, not fetched: a script of a type that is not JavaScript is neither loaded nor run.
      return (
        <script
          key={script.key ?? src}
          type="text/x-after-paint"
          crossOrigin={crossOrigin}
          {...{ [AFTER_PAINT_ATTRIBUTE]: src }}
        />
      );
    });
  }

  override getCssLinks(files: HeadFiles): ReactElement[] | null {
    const sheets = files.allFiles.filter((file) => file.endsWith('.css'));
    if (sheets.length === 0) return null;
    return sheets.map((file) => (
      <style key={file} data-n-g="" dangerouslySetInnerHTML={{ __html: builtCss(file) }} />
    ));
  }
}

export default class ShopDocument extends Document {
  static override async getInitialProps(ctx: DocumentContext): Promise<DocumentInitialProps> {
    const sheet = new ServerStyleSheet();
    const originalRenderPage = ctx.renderPage;
    try {
      ctx.renderPage = () =>
        originalRenderPage({
          enhanceApp: (App) => (props) => sheet.collectStyles(<App {...props} />),
        });
      const initialProps = await Document.getInitialProps(ctx);
      return { ...initialProps, styles: [initialProps.styles, sheet.getStyleElement()] };
    } finally {
      sheet.seal();
    }
  }

  override render() {
    return (
      <Html lang="en">
        <InlineCssHead>
          {/* First in the head: it must run before the body (and its consent banner) paints. */}
          <script dangerouslySetInnerHTML={{ __html: CONSENT_EARLY_SCRIPT }} />
          <noscript dangerouslySetInnerHTML={{ __html: CONSENT_NOSCRIPT_STYLE }} />
          <script dangerouslySetInnerHTML={{ __html: AFTER_PAINT_LOADER }} />
          <link rel="icon" href="/favicon.ico" sizes="32x32" />
          <link rel="icon" href="/icon.svg" type="image/svg+xml" />
          <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
          <meta name="theme-color" content="#2d5b3b" />
          <link rel="manifest" href="/site.webmanifest" />
        </InlineCssHead>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
