import { Link } from "react-router";
import { formatIsoDate } from "../../../contracts/format-date";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { blogPostPath } from "./paths";
import type { PostSummary } from "./types";

/** A post in a list: cover, category, title (the link), description, date and reading time. */
export function PostCard({ post, headingLevel = "h2", eager = false }: { post: PostSummary; headingLevel?: "h2" | "h3"; eager?: boolean }) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <ResponsiveImage src={post.cover.src} intrinsic={post.cover.size} sizes="(min-width: 1024px) 368px, (min-width: 640px) 50vw, 100vw" alt="" width={1200} height={630} loading={eager ? "eager" : "lazy"} decoding="async" className="aspect-[1200/630] w-full bg-brand-50 object-cover" />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm font-semibold text-accent-700">{post.category.label}</p>
        <Heading className="mt-2 text-lg leading-snug font-bold text-slate-900">
          <Link to={blogPostPath(post.slug)} className="after:absolute after:inset-0 group-hover:text-brand-700 focus-visible:outline-none after:rounded-xl focus-visible:after:outline-3 focus-visible:after:outline-brand-600">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-slate-600">{post.description}</p>
        <p className="mt-4 text-sm text-slate-600">
          <time dateTime={post.date}>{formatIsoDate(post.date)}</time>
          <span aria-hidden="true"> · </span>
          {post.readingMinutes} min de leitura
        </p>
      </div>
    </article>
  );
}
