// /ajuda: topics, articles searchable as you type (the site search's index, loaded when the
// visitor first types), the support channels and a link to /faq.
import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { href, Link } from "react-router";
import { PageHero } from "../../components/layout/page-hero";
import { PageShell } from "../../components/layout/page-shell";
import { Accordion, AccordionItem } from "../../components/ui/accordion";
import { Button, buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { DraftBand } from "../../components/ui/draft-band";
import { IconText } from "../../components/ui/icon-text";
import { SearchInput } from "../../components/ui/search-input";
import { ENTRY_DRAFT_BAND } from "../../content/drafts";
import { helpArticles, helpCenterPage as copy, helpTopics } from "../../content/help-center";
import { ContactChannels } from "../contact-form/contact-channels";
import { useContactModal } from "../contact-form/contact-modal-provider";
import { HelpArticleBody } from "./help-article-body";
import { groupByTopic, helpArticleAnchor, searchHelpArticles } from "./help-search";
import { Container } from "../../components/ui/container";

type Matches = { query: string; ids: string[] } | { query: string; failed: true };

export function HelpCenterPage() {
  const [query, setQuery] = useState("");
  const [matches, setMatches] = useState<Matches | null>(null);
  const latest = useRef(0);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  function search(value: string) {
    setQuery(value);
    const words = value.trim();
    const id = ++latest.current;
    if (words === "") return;
    searchHelpArticles(words, helpArticles.length).then(
      (ids) => id === latest.current && ids !== null && setMatches({ query: words, ids }),
      () => id === latest.current && setMatches({ query: words, failed: true }),
    );
  }

  // Words typed before the page hydrated are in the box but not in the state: pick them up.
  const searchTypedWords = useEffectEvent(() => {
    if (input.current?.value) search(input.current.value);
  });
  useEffect(() => searchTypedWords(), []);
  const { openContactModal } = useContactModal();
  const words = query.trim();
  const searching = words !== "";
  const answer = searching && matches?.query === words ? matches : null;
  const found = !searching ? helpArticles : answer && "ids" in answer ? helpArticles.filter((a) => answer.ids.includes(a.id)) : [];
  const groups = groupByTopic(found, helpTopics);

  return (
    <PageShell>
      <PageHero id="ajuda-titulo" {...copy.hero}>
        <div role="search" className="mt-8 max-w-2xl">
          <label htmlFor={inputId} className="block font-semibold text-slate-900">
            {copy.search.label}
          </label>
          <SearchInput
            ref={input}
            id={inputId}
            className="mt-2"
            value={query}
            onChange={(event) => search(event.target.value)}
            placeholder={copy.search.placeholder}
          />
        </div>
      </PageHero>

      <section aria-labelledby="topicos-titulo" className="py-12">
        <Container>
          <h2 id="topicos-titulo" className="text-2xl font-bold">{copy.topicsTitle}</h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {helpTopics.map(({ id, title, description, icon }) => (
              <li key={id}>
                <Card as="a" href={`#topico-${id}`} className="flex h-full gap-4 p-5 transition-colors hover:bg-brand-50 hover:ring-brand-200">
                  <IconText icon={icon} small dense inline title={title} description={description} />
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      {/* The articles are indexed one by one (scripts/search-index.ts), not as part of this page. */}
      <section aria-labelledby="artigos-titulo" className="bg-slate-50 py-12 sm:py-16" data-pagefind-ignore="all">
        <Container width="3xl">
          <h2 id="artigos-titulo" className="text-2xl font-bold">{copy.articlesTitle}</h2>
          <p aria-live="polite" className="mt-2 text-sm text-slate-700">
            {!searching ? `${helpArticles.length} artigos em ${helpTopics.length} tópicos` : !answer ? "Buscando..." : "failed" in answer ? SEARCH_FAILED : resultCount(found.length, words)}
          </p>
          {groups.length === 0 && answer && !("failed" in answer) && <p className="mt-6 rounded-lg bg-white p-5 ring-1 ring-slate-200">{copy.search.noResults}</p>}
          {groups.map(({ topic, articles }) => (
            <div key={topic.id} id={`topico-${topic.id}`} className="mt-8 scroll-mt-20">
              <h3 className="text-lg font-semibold text-brand-800">{topic.title}</h3>
              <Accordion type="multiple" className="mt-3">
                {articles.map((article) => (
                  <AccordionItem key={article.id} id={helpArticleAnchor(article)} value={article.id} headingLevel={4} title={article.title} className="scroll-mt-20">
                    {article.draft && <DraftBand className="mb-3 rounded-md">{ENTRY_DRAFT_BAND}</DraftBand>}
                    <HelpArticleBody article={article} stepsLabel={copy.stepsLabel} />
                  </AccordionItem>
                ))}
              </Accordion>
            </div>
          ))}
        </Container>
      </section>

      <section aria-labelledby="suporte-titulo" className="py-16">
        <Container className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="suporte-titulo" className="text-2xl font-bold sm:text-3xl">{copy.contactTitle}</h2>
            <p className="mt-3 text-lg text-slate-700">{copy.contactText}</p>
            <Button size="lg" className="mt-6" onClick={openContactModal}>
              Solicitar Contato
            </Button>
            <Card tone="brand" className="mt-10 p-6">
              <h3 className="text-lg font-semibold">{copy.faqTitle}</h3>
              <p className="mt-2 text-slate-700">{copy.faqText}</p>
              <Link to={href("/faq")} className={buttonClass({ variant: "outline" }, "mt-4")}>
                {copy.faqLink}
              </Link>
            </Card>
          </div>
          <ContactChannels />
        </Container>
      </section>
    </PageShell>
  );
}

const SEARCH_FAILED = "Não foi possível carregar a busca. Verifique a conexão e tente de novo.";

function resultCount(count: number, query: string): string {
  if (count === 0) return `Nenhum artigo para “${query}”`;
  return `${count} ${count === 1 ? "artigo encontrado" : "artigos encontrados"} para “${query}”`;
}
