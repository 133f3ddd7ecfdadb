// The post's HTML (rendered and sanitised at build time) with the site's reading styles.
// Links to other pages of the site navigate inside the app instead of reloading it.
import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

const READING_STYLES = [
  "text-lg leading-relaxed text-slate-800",
  "[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900",
  "[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_p]:mt-5 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-800",
  "[&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-600 [&_blockquote]:bg-accent-50 [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote_p]:mt-0",
  "[&_table]:mt-6 [&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-base [&_th]:border-b-2 [&_th]:border-slate-300 [&_th]:p-2 [&_th]:text-left [&_td]:border-b [&_td]:border-slate-200 [&_td]:p-2 [&_td]:align-top",
  "[&_hr]:my-10 [&_hr]:border-slate-200",
].join(" ");

export function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest("a");
    const href = link?.getAttribute("href");
    if (!href?.startsWith("/") || href.startsWith("//")) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };
  // The click handler only upgrades plain links; keyboard users follow them natively.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div className={READING_STYLES} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
