// /blog/{slug}: breadcrumbs, header, cover, body with its table of contents, share links,
// a call to action and related posts.
import { ChevronRight } from "lucide-react";
import { href, Link } from "react-router";
import { FREE_TRIAL_DAYS } from "../../../contracts/landing";
import { Button, ButtonLink } from "../../components/ui/button";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { cn } from "../../lib/cn";
import { formatIsoDate } from "../../../contracts/format-date";
import { canonicalUrl } from "../../lib/seo";
import { useContactModal } from "../contact-form/contact-modal-provider";
import { ArticleBody } from "./article-body";
import { blogListSearch } from "./blog-list-state";
import { BLOG_PATH, blogPostPath } from "./paths";
import { PostCard } from "./post-card";
import { ShareLinks } from "./share-links";
import { NewsletterSignup } from "../newsletter/newsletter-signup";
import { TableOfContents } from "./table-of-contents";
import type { Post, PostSummary } from "./types";
import { Container } from "../../components/ui/container";
import { DraftBand } from "../../components/ui/draft-band";

export function PostArticle({ post, related }: { post: Post; related: PostSummary[] }) {
  const { openContactModal } = useContactModal();
  const hasToc = post.toc.length > 0;
  // With a table of contents the page is wide and the header, cover and body share the
  // left column; without one, everything sits in one centred reading column.
  const container = hasToc ? "mx-auto max-w-6xl px-4 sm:px-6 lg:px-8" : "mx-auto max-w-3xl px-4 sm:px-6";
  const mainColumn = hasToc ? "lg:pr-[18.5rem]" : undefined;
  return (
    <>
      <article aria-labelledby="post-titulo">
        {post.publication.band && (
          <DraftBand>{post.publication.band}</DraftBand>
        )}
        <header className="bg-gradient-to-b from-brand-50 to-white">
          <div className={cn(container, "pt-8 pb-8 lg:pt-12")}>
            <div className={mainColumn}>
            <nav aria-label="Trilha de navegação">
              <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
                <li><Link to={href("/")} className="inline-flex min-h-6 items-center hover:text-brand-700 hover:underline">Início</Link></li>
                <li aria-hidden="true"><ChevronRight className="size-4" /></li>
                <li><Link to={BLOG_PATH} className="inline-flex min-h-6 items-center hover:text-brand-700 hover:underline">Blog</Link></li>
                <li aria-hidden="true"><ChevronRight className="size-4" /></li>
                <li aria-current="page" className="line-clamp-1 text-slate-700">{post.title}</li>
              </ol>
            </nav>
            <Link
              to={`${BLOG_PATH}${blogListSearch({ category: post.category.id, query: "", page: 1 })}`}
              className="mt-6 inline-flex min-h-6 items-center text-sm font-semibold text-accent-700 hover:underline"
            >
              {post.category.label}
            </Link>
            <h1 id="post-titulo" className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl lg:text-5xl">
              {post.title}
            </h1>
            <p className="mt-4 text-lg text-slate-700">{post.description}</p>
            <dl className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
              <div>
                <dt className="sr-only">Autor</dt>
                <dd><span className="font-semibold text-slate-900">{post.author.name}</span>, {post.author.role}</dd>
              </div>
              <div>
                <dt className="inline">Publicado em </dt>
                <dd className="inline"><time dateTime={post.date}>{formatIsoDate(post.date)}</time></dd>
              </div>
              {post.updated !== post.date && (
                <div>
                  <dt className="inline">Atualizado em </dt>
                  <dd className="inline"><time dateTime={post.updated}>{formatIsoDate(post.updated)}</time></dd>
                </div>
              )}
              <div>
                <dt className="sr-only">Tempo de leitura</dt>
                <dd>{post.readingMinutes} min de leitura</dd>
              </div>
            </dl>
            </div>
          </div>
        </header>
        <div className={container}>
          <div className={mainColumn}>
            <ResponsiveImage src={post.cover.src} intrinsic={post.cover.size} sizes="(min-width: 1152px) 824px, 100vw" alt={post.cover.alt} width={1200} height={630} fetchPriority="high" className="aspect-[1200/630] w-full rounded-xl bg-brand-50 object-cover shadow-sm" />
          </div>
        </div>
        <div className={cn(container, "py-10", hasToc && "grid gap-10 lg:grid-cols-[minmax(0,1fr)_16rem]")}>
          {hasToc && (
            // Not an <aside>: the table of contents is a named <nav> landmark of its own.
            <div className="lg:order-2">
              <div className="lg:sticky lg:top-24">
                <TableOfContents entries={post.toc} />
              </div>
            </div>
          )}
          <div className={hasToc ? "min-w-0 lg:order-1" : undefined}>
            <ArticleBody html={post.html} />
            <ul aria-label="Assuntos" className="mt-10 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">{tag}</li>
              ))}
            </ul>
            <div className="mt-8 border-t border-slate-200 pt-6">
              <ShareLinks url={canonicalUrl(blogPostPath(post.slug))} title={post.title} />
            </div>
            <div className="mt-8">
              <NewsletterSignup />
            </div>
            <aside aria-labelledby="post-cta" className="mt-8 rounded-xl bg-brand-900 p-6 sm:p-8">
              <h2 id="post-cta" className="text-xl font-bold text-white">Coloque isso em prática no Tramita</h2>
              <p className="mt-2 text-brand-100">{`Teste grátis por ${FREE_TRIAL_DAYS} dias, sem cartão de crédito. Prefere conversar antes? A nossa equipe mostra a plataforma para você.`}</p>
              <div className="mt-5 flex flex-col gap-3 sm:flex-row">
                <ButtonLink to={href("/signup")} variant="inverse">Começar teste grátis</ButtonLink>
                <Button variant="outline-inverse" onClick={openContactModal}>Solicitar contato</Button>
              </div>
            </aside>
          </div>
        </div>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="relacionados-titulo" className="border-t border-slate-200 bg-slate-50">
          <Container width="6xl" className="py-12">
            <h2 id="relacionados-titulo" className="text-2xl font-bold tracking-tight text-slate-900">Leia também</h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((p) => (
                <li key={p.slug} className="flex"><PostCard post={p} headingLevel="h3" /></li>
              ))}
            </ul>
          </Container>
        </section>
      )}
    </>
  );
}
