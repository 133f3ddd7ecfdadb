// /blog/{slug}: one post, rendered from markdown while prerendering. Unknown slugs are not
// prerendered: the server answers them with HTTP 404 and the blog's not-found page, which
// this route prerenders at /blog/__nao-encontrada (no post), so the browser hydrates it
// with the route it matches. A client-side navigation to an unknown slug finds no data
// file and lands on the same page through the error boundary.
import { data, isRouteErrorResponse } from "react-router";
import { breadcrumbTrail } from "../../../contracts/page-names";
import { JsonLd } from "../../components/layout/json-ld";
import { PageShell } from "../../components/layout/page-shell";
import { articleMeta } from "../../features/blog/article-meta";
import { BLOG_NOT_FOUND_PATH } from "../../features/blog/not-found-path";
import { BLOG_PATH, BLOG_TITLE, blogPostPath } from "../../features/blog/paths";
import { PostArticle } from "../../features/blog/post-article";
import { loadAllPosts, loadBuiltPosts, toSummary } from "../../features/blog/posts.server";
import { relatedPosts } from "../../features/blog/related-posts";
import type { Post } from "../../features/blog/types";
import { fittingTitle, pageMeta } from "../../lib/seo";
import { articleJsonLd, breadcrumbJsonLd } from "../../lib/structured-data";
import NotFound, { meta as notFoundMeta } from "../not-found";
import type { Route } from "./+types/blog-post";

export function loader({ params }: Route.LoaderArgs) {
  if (blogPostPath(params.slug) === BLOG_NOT_FOUND_PATH) return { post: null, related: [] };
  const post = loadBuiltPosts().find((p) => p.slug === params.slug);
  if (!post) throw data(null, { status: 404 });
  return { post, related: relatedPosts(post, loadAllPosts().map(toSummary)) };
}

/** Slugs of the prerendered posts (vite.config.ts), to tell an unknown slug from a failed load. */
const publishedSlugs = import.meta.env.BLOG_POST_SLUGS as readonly string[];

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData?.post) return notFoundMeta({} as Parameters<typeof notFoundMeta>[0]);
  const { post } = loaderData;
  return [
    // A long headline keeps its words before the colon ("Malote digital: o que é...").
    ...pageMeta({ title: fittingTitle(`${post.title} | ${BLOG_TITLE}`, post.title, `${post.title.split(":")[0]} | ${BLOG_TITLE}`), description: post.description, path: blogPostPath(post.slug), type: "article" }),
    ...articleMeta(post),
  ];
};

/** Article and BreadcrumbList, written into the prerendered HTML only (see JsonLd). */
function structuredData(post: Post) {
  const path = blogPostPath(post.slug);
  const { title, description, date, updated, author, category, tags, wordCount } = post;
  return [
    articleJsonLd({ title, description, path, imagePath: post.cover.src, datePublished: date, dateModified: updated, author, section: category.label, tags, wordCount }),
    breadcrumbJsonLd([...breadcrumbTrail(BLOG_PATH)!, { name: title, path }]),
  ];
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  if (!loaderData.post) return <NotFound />;
  return (
    <PageShell>
      <JsonLd data={import.meta.env.SSR ? structuredData(loaderData.post) : null} />
      <PostArticle post={loaderData.post} related={loaderData.related} />
    </PageShell>
  );
}

export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  if ((isRouteErrorResponse(error) && error.status === 404) || !publishedSlugs.includes(params.slug)) return <NotFound />;
  throw error;
}

