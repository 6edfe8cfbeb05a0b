import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { TopBar } from '../components/layout/top-bar.tsx';
import '../styles/global.css';

export function Layout({ children }: { children: ReactNode }) {
  const { urlPathname } = usePageContext();
  return (
    <>
      <a
        href="#inhalt"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2"
      >
        Zum Inhalt springen
      </a>
      <TopBar />
      <SiteHeader currentPath={urlPathname} />
      <main id="inhalt">{children}</main>
      <SiteFooter />
    </>
  );
}
