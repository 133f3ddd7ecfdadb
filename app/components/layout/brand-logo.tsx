import { href, Link } from "react-router";
import { site } from "../../../contracts/site";
import { cn } from "../../lib/cn";

export function BrandLogo({ className, tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  const dark = tone === "dark";
  return (
    <Link to={href("/")} className={cn("inline-flex items-center gap-2 rounded-md", className)} aria-label={`${site.name}, página inicial`}>
      <img src="/images/brand/tramita-mark.svg" alt="" width={32} height={32} className="size-8" {...(dark ? { loading: "lazy" as const } : {})} />
      <span className={cn("text-xl font-bold tracking-tight", dark ? "text-white" : "text-slate-900")}>
        {site.name}
      </span>
    </Link>
  );
}
