// spec §2: footer with four columns: product, company, useful links, contact.
import { Accessibility } from "lucide-react";
import { href } from "react-router";
import { numbers } from "../../content/numbers";
import { footerColumns, type FooterColumn } from "../../content/navigation";
import { businessHoursLines, replyPromise } from "../../../contracts/contact";
import { site } from "../../../contracts/site";
import { unbreakable } from "../../lib/unbreakable";
import { BrandLogo } from "./brand-logo";
import { LinkList } from "./link-list";
import { Container } from "../ui/container";

// At least 24 px tall: a finger can hit one link of a list without touching the next (WCAG 2.5.8).
const linkClass = "inline-flex min-h-6 items-center text-sm text-slate-300 hover:text-white hover:underline";

function LinkColumn({ column }: { column: FooterColumn }) {
  return (
    <nav aria-label={column.title}>
      <h2 className="text-sm font-semibold text-white">{column.title}</h2>
      <LinkList links={column.links} className="mt-4 space-y-2" linkClassName={linkClass} />
    </nav>
  );
}

const year = new Date().getFullYear();

export default function SiteFooter() {
  return (
    <footer className="bg-slate-950 text-slate-300">
      <Container className="py-14">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-3 lg:grid-cols-[1.3fr_1fr_1fr_1fr_1.3fr]">
          <div className="col-span-2 md:col-span-3 lg:col-span-1">
            <BrandLogo tone="dark" />
            <p className="mt-4 max-w-xs text-sm">
              {`Protocolos, documentos, correspondências e malote digital em um só lugar. Desde ${numbers.foundedYear}.`}
            </p>
          </div>
          <LinkColumn column={footerColumns.product} />
          <LinkColumn column={footerColumns.company} />
          <LinkColumn column={footerColumns.useful} />
          <div className="col-span-2 md:col-span-1">
            <h2 className="text-sm font-semibold text-white">Contato</h2>
            <address className="mt-4 space-y-3 text-sm not-italic">
              <p>
                <a className={linkClass} href={`mailto:${site.email}`}>{site.email}</a>
              </p>
              <p>
                <a className={linkClass} href={site.phone.href}>{unbreakable(site.phone.display)}</a>
              </p>
              <p>
                {site.address.street}
                <br />
                {`${site.address.city} - ${site.address.state}, CEP ${site.address.postalCode}`}
              </p>
              <p>
                {businessHoursLines.map((line) => (
                  <span key={line} className="block">{line}</span>
                ))}
                <span className="block">{replyPromise}</span>
              </p>
            </address>
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t border-slate-800 pt-8 text-sm sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-6">
            <p>{`© ${year} ${site.name}. Todos os direitos reservados.`}</p>
            {/* LBI (Lei 13.146/2015) art. 63 §1: the site carries the accessibility symbol; it leads to the statement. */}
            <a href={href("/acessibilidade")} className={`${linkClass} gap-2`}>
              <Accessibility aria-hidden="true" className="size-5 shrink-0" />
              Acessibilidade
            </a>
          </div>
          <ul className="flex gap-4">
            {site.social.map((s) => (
              <li key={s.name}>
                <a href={s.href} className={linkClass} target="_blank" rel="noopener noreferrer">
                  {s.name}
                  <span className="sr-only"> (abre em nova aba)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </footer>
  );
}
