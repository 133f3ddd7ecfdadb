// spec §2: sticky header with logo, section anchors, page links and the external Login;
// and the site search ('Buscar', / or Ctrl+K).
import { href } from "react-router";
import { useEffect, useId, useRef, useState } from "react";
import { FREE_TRIAL_DAYS } from "../../../contracts/landing";
import { headerAnchors, headerPages, loginLink } from "../../content/navigation";
import { ButtonLink } from "../ui/button";
import { CloseGlyph, MenuGlyph } from "../ui/glyphs";
import { BrandLogo } from "./brand-logo";
import { LinkList } from "./link-list";
import { LoginLink } from "./login-link";
import { Container } from "../ui/container";
import { SearchButton } from "../../features/site-search/search-button";

const links = [...headerAnchors.map((a) => ({ ...a, href: `/${a.href}` })), ...headerPages];
const linkClass = "rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900";

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <a href="#conteudo" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow">
        Pular para o conteúdo
      </a>
      {/* flex-wrap: with very large text on a narrow screen the buttons take a second row
          instead of pushing the page sideways (WCAG 1.4.10). */}
      <Container className="flex min-h-16 flex-wrap items-center justify-between gap-x-4">
        <BrandLogo />
        <nav aria-label="Principal" className="hidden lg:block">
          <LinkList links={links} className="flex items-center gap-1" linkClassName={linkClass} />
        </nav>
        <div className="flex items-center gap-2">
          <SearchButton className={`${linkClass} inline-flex min-h-11 items-center gap-2`} />
          <div className="hidden items-center gap-2 lg:flex">
            <LoginLink className={linkClass} />
            <ButtonLink to={href("/signup")} size="sm">
              {`Teste grátis por ${FREE_TRIAL_DAYS} dias`}
            </ButtonLink>
          </div>
          <button
            ref={toggle}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseGlyph className="size-6" /> : <MenuGlyph className="size-6" />}
            <span className="sr-only">{menuOpen ? "Fechar menu" : "Abrir menu"}</span>
          </button>
        </div>
      </Container>
      <nav
        id={menuId}
        aria-label="Menu principal"
        hidden={!menuOpen}
        className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pt-2 pb-6 lg:hidden"
      >
        <LinkList links={[...links, loginLink]} className="flex flex-col" linkClassName={`${linkClass} block py-3 text-base`} onNavigate={() => setMenuOpen(false)} />
        <ButtonLink to={href("/signup")} className="mt-4 w-full" onClick={() => setMenuOpen(false)}>
          {`Teste grátis por ${FREE_TRIAL_DAYS} dias`}
        </ButtonLink>
      </nav>
    </header>
  );
}
