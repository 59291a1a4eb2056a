import { lazy, Suspense } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/root";
import { rootMiddleware } from "~/server/http/root-middleware.server";
import { sessionMiddleware } from "~/server/session/middleware.server";
import { rootData } from "~/server/root-data.server";
import { useNonce } from "~/components/shell/nonce";
import { useRootData } from "~/components/hooks/use-root-data";
import { GoogleTagManager, GoogleTagManagerNoScript } from "~/components/shell/google-tag-manager";
import { useReportBoundaryError } from "~/components/errors/use-report-boundary-error";
import { useHydratedMark } from "~/components/hooks/use-hydrated-mark";
import { useNextPageNamespaces } from "~/components/hooks/use-next-page-namespaces";
import { DEFAULT_THEME_COLOR } from "~/lib/shell/theme";
import { dirOf, isLang } from "~/lib/text/i18n";
import { pageNamespaces } from "~/lib/text/i18n-namespaces";
import { NOINDEX, pageTitle } from "~/lib/shell/meta";
import { errorHeading } from "~/lib/shell/error-page";
import stylesheet from "~/styles/app.css?url";
// The same files fonts.css names (the Arabic letters' own files, decision 055, and fontsource's Latin
// ones), so Vite emits each once and the preloads are the files the page uses.
import arabic400 from "~/styles/fonts/ibm-plex-sans-arabic-arabic-core-400.woff2?url";
import arabic700 from "~/styles/fonts/ibm-plex-sans-arabic-arabic-core-700.woff2?url";
import latin400 from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff2?url";
import latin700 from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-700-normal.woff2?url";

// Every face an Arabic page draws (its letters and its digits and names in Latin, regular and bold):
// arriving before the first layout, none swaps in afterwards to lay the page out again (decision 057).
const ARABIC_PAGE_FONTS = [arabic400, arabic700, latin400, latin700];

// Only an error needs the error page (its own header, footer and illustrations): a chunk of its own,
// so the code every page loads first is smaller (decision record 048). Server rendering waits for it,
// and hydrating an error page waits for it too.
const ErrorPage = lazy(() => import("~/components/errors/error-page").then((m) => ({ default: m.ErrorPage })));
// The language key, the progress bar and the keep-alive: no first paint needs them, so a chunk of their own.
const PageBehaviours = lazy(() => import("~/components/shell/page-behaviours"));

export const middleware: Route.MiddlewareFunction[] = [rootMiddleware, sessionMiddleware];

export function loader({ request, context }: Route.LoaderArgs) {
  return rootData(request, context);
}

// The root data (settings, menus, currencies) only changes with language or currency, which reload the page.
export function shouldRevalidate({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  // An explicit revalidation (session keep-alive) of the same page refreshes the session state.
  return currentUrl.href === nextUrl.href;
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export function meta({ data, error }: Route.MetaArgs) {
  if (!data) return [];
  if (error) {
    // An error page is no address to index or to name as canonical: its title says what happened.
    const status = isRouteErrorResponse(error) ? error.status : 500;
    const heading = errorHeading(status, data.seo.errorTitles);
    const tags: ReturnType<Route.MetaFunction> = [{ title: pageTitle(heading, data.store.name) }, NOINDEX];
    if (data.store.favIcon) tags.push({ tagName: "link", rel: "icon", href: data.store.favIcon });
    return tags;
  }
  const tags: ReturnType<Route.MetaFunction> = [
    { title: data.store.name },
    { name: "description", content: data.seo.description },
    { name: "keywords", content: data.seo.keywords },
    { tagName: "link", rel: "canonical", href: data.seo.canonical },
    { tagName: "link", rel: "alternate", hrefLang: "ar", href: data.seo.alternates.ar },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: data.seo.alternates.en },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: data.seo.alternates.ar },
    { property: "og:site_name", content: data.store.name },
    { property: "og:locale", content: data.lang === "ar" ? "ar_EG" : "en_US" },
  ];
  if (data.store.favIcon) tags.push({ tagName: "link", rel: "icon", href: data.store.favIcon });
  if (data.seo.consoleId) tags.push({ name: "google-site-verification", content: data.seo.consoleId });
  return tags;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRootData();
  const namespaces = pageNamespaces(
    useMatches().map((m) => m.handle),
    [root?.flash?.key],
  );
  // In the browser this waits (inside the navigation's transition) until a new page's namespaces are loaded.
  const { i18n } = useTranslation(namespaces);
  const lang = root?.lang ?? (isLang(i18n.language) ? i18n.language : "ar");
  const theme = root?.theme ?? DEFAULT_THEME_COLOR;
  return (
    <html lang={lang} dir={dirOf(lang)} data-i18n={namespaces.join(" ")}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={theme} />
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: `:root{--theme:${theme}}` }} />
        <Meta />
        {lang === "ar"
          ? ARABIC_PAGE_FONTS.map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />)
          : null}
        <Links />
        {root?.seo.gtmId ? <GoogleTagManager id={root.seo.gtmId} nonce={nonce} /> : null}
      </head>
      <body>
        {root?.seo.gtmId ? <GoogleTagManagerNoScript id={root.seo.gtmId} /> : null}
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // App's effects run after all of its children's.
  useHydratedMark();
  useNextPageNamespaces();
  return (
    <>
      <Suspense fallback={null}>
        <PageBehaviours />
      </Suspense>
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = isRouteErrorResponse(error) ? error.data : undefined;
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);
  useReportBoundaryError(error);
  // App is not rendered when the root's boundary is: an error page is live too once hydrated.
  useHydratedMark();
  return <ErrorPage status={status} data={detail} />;
}
