// /blog: every post, newest first, with category filter, search and pagination.
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { PageHero } from "../../components/layout/page-hero";
import { PageShell } from "../../components/layout/page-shell";
import { Container } from "../../components/ui/container";
import { BlogList } from "../../features/blog/blog-list";
import { NewsletterSignup } from "../../features/newsletter/newsletter-signup";
import { Rss } from "lucide-react";
import { BLOG_FEED_PATH, BLOG_PATH, BLOG_TITLE } from "../../features/blog/paths";
import { loadAllPosts, toSummary } from "../../features/blog/posts.server";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/blog";

// Runs while prerendering: the list ships as data, never as markdown.
export function loader() {
  return { posts: loadAllPosts().map(toSummary) };
}

// Filters and pages change only the query string: the posts stay the same.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `${BLOG_TITLE}: protocolo digital, correspondência e gestão sem papel`,
    description:
      "Guias práticos sobre protocolo digital, gestão de correspondências, malote digital, assinatura eletrônica, LGPD e escritório sem papel para empresas brasileiras.",
    path: BLOG_PATH,
  });

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell>
      <PageHero id="blog-titulo" eyebrow="Blog" title={BLOG_TITLE} lead="Guias práticos para tirar o papel do caminho: protocolo digital, correspondências, malote, assinatura eletrônica, LGPD e rotinas de quem atende muitos clientes." width="6xl" tone="accent" compact>
        {/* A file, not a page of the app: a plain link, so the browser downloads or shows it. */}
        <a href={BLOG_FEED_PATH} type="application/atom+xml" className="mt-2 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          <Rss aria-hidden className="size-4" />
          Acompanhe pelo feed (Atom)
        </a>
      </PageHero>
      <BlogList posts={loaderData.posts} />
      <Container width="6xl" className="pb-16">
        <NewsletterSignup />
      </Container>
    </PageShell>
  );
}
