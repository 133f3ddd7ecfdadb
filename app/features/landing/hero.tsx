// spec §2: hero with 'Teste Grátis 11 Dias' (to /signup) and 'Solicitar Contato' (modal); its
// copy is app/content/data/landing.json.
import { CheckCircleGlyph, DocumentCheckGlyph, InboxGlyph, SendGlyph } from "../../components/ui/glyphs";
import { Container } from "../../components/ui/container";
import { landing } from "../../content/landing";
import { TIME_REDUCTION_CLAIM } from "../../content/stats";
import { HeroActions } from "./hero-actions";

export function Hero() {
  const { hero } = landing;
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <Container className="grid grid-cols-1 items-center gap-12 py-16 sm:py-20 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="inline-block rounded-lg bg-white px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200">
            {hero.eyebrow}
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {hero.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-600">{hero.lead}</p>
          <HeroActions />
          <ul className="mt-8 flex flex-col gap-2 text-sm text-slate-700 sm:flex-row sm:gap-6">
            {hero.highlights.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <CheckCircleGlyph className="size-4 text-accent-700" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration />
      </Container>
    </section>
  );
}

/** A drawn glimpse of the product: a protocol moving through its steps. Decorative. */
function HeroIllustration() {
  const rows = [
    { icon: InboxGlyph, title: "Contrato de prestação de serviços", meta: "Recebido na recepção · 08:42", state: "Recebido" },
    { icon: SendGlyph, title: "Guia de recolhimento do FGTS", meta: "Enviada por malote digital · 09:15", state: "Em trânsito" },
    { icon: DocumentCheckGlyph, title: "Medição da obra: etapa 3", meta: "Assinada por 2 de 2 · 10:03", state: "Concluído" },
  ];
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-lg">
      <div className="absolute -inset-3 rounded-3xl bg-gradient-to-tr from-brand-100 to-accent-50" />
      <div className="relative rounded-2xl bg-white p-5 shadow-xl ring-1 ring-slate-200">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-slate-100 pb-4">
          <div>
            <p className="text-xs text-slate-600">Protocolo</p>
            <p className="font-mono text-lg font-bold whitespace-nowrap text-slate-900">2026-000148</p>
          </div>
          <span className="rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-800">{TIME_REDUCTION_CLAIM}</span>
        </div>
        <ul className="mt-4 space-y-3">
          {rows.map(({ icon: Icon, title, meta, state }) => (
            <li key={title} className="flex flex-wrap items-center gap-3 rounded-xl bg-slate-50 p-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
                <Icon className="size-5" />
              </span>
              <span className="min-w-0 flex-1 basis-24">
                <span className="block truncate text-sm font-semibold text-slate-900">{title}</span>
                <span className="block truncate text-xs text-slate-600">{meta}</span>
              </span>
              <span className="shrink-0 text-xs font-medium text-brand-800">{state}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
