// /faq: search as you type, topics, and an accordion whose questions open from the URL
// hash (/faq#quanto-custa scrolls to that question and opens it).
import { useEffect, useId, useState } from "react";
import { href, Link } from "react-router";
import { Accordion, AccordionItem } from "../../components/ui/accordion";
import { DraftBand } from "../../components/ui/draft-band";
import { ENTRY_DRAFT_BAND } from "../../content/drafts";
import { SearchInput } from "../../components/ui/search-input";
import type { FaqTopic } from "../../content/faq";
import { filterFaq, questionForHash } from "./faq-search";

export function FaqBrowser({ topics }: { topics: FaqTopic[] }) {
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState<string[]>([]);
  const searchId = useId();
  const visible = filterFaq(topics, query);
  const count = visible.reduce((n, t) => n + t.questions.length, 0);

  // Open and scroll to the question in the hash, on load and whenever the hash changes.
  useEffect(() => {
    const openFromHash = () => {
      const question = questionForHash(topics, window.location.hash);
      if (!question) return;
      setQuery("");
      setOpen((ids) => (ids.includes(question.id) ? ids : [...ids, question.id]));
      requestAnimationFrame(() => {
        const item = document.getElementById(question.id);
        item?.scrollIntoView({ block: "start" });
        item?.querySelector<HTMLButtonElement>("button")?.focus({ preventScroll: true });
      });
    };
    openFromHash();
    window.addEventListener("hashchange", openFromHash);
    return () => window.removeEventListener("hashchange", openFromHash);
  }, [topics]);

  const onOpenChange = (ids: string[]) => {
    const opened = ids.find((id) => !open.includes(id));
    // The address of the question just opened, ready to copy and share.
    if (opened) history.replaceState(history.state, "", `#${opened}`);
    setOpen(ids);
  };

  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
      <div>
        <label htmlFor={searchId} className="text-sm font-medium text-slate-700">Buscar nas perguntas</label>
        <SearchInput
          id={searchId}
          className="mt-1"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Ex.: teste grátis, LGPD, horário"
        />
        <p role="status" className="mt-2 text-sm text-slate-600">
          {query.trim() ? (count === 0 ? "Nenhuma pergunta encontrada." : `${count} ${count === 1 ? "pergunta encontrada" : "perguntas encontradas"}`) : ""}
        </p>
      </div>

      {!query.trim() && (
        <nav aria-label="Assuntos" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {topics.map((topic) => (
              <li key={topic.id}>
                <a href={`#${topic.id}`} className="inline-flex h-10 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-800">
                  {topic.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {count === 0 && (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <p className="font-semibold text-slate-900">Não encontrou a sua dúvida?</p>
          <p className="mt-1 text-slate-600">Tente outras palavras ou fale com a nossa equipe.</p>
          <Link to={`${href("/")}#contato`} className="mt-4 inline-flex font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            Falar com a equipe
          </Link>
        </div>
      )}

      {visible.map((topic) => (
        <section key={topic.id} id={topic.id} aria-labelledby={`${topic.id}-titulo`} className="mt-10 scroll-mt-24">
          <h2 id={`${topic.id}-titulo`} className="text-2xl font-bold tracking-tight text-slate-900">{topic.title}</h2>
          <Accordion type="multiple" value={open} onValueChange={onOpenChange} className="mt-4">
            {topic.questions.map((q) => (
              <AccordionItem key={q.id} value={q.id} id={q.id} title={q.question} className="scroll-mt-24">
                {q.draft && <DraftBand className="mb-3 rounded-md">{ENTRY_DRAFT_BAND}</DraftBand>}
                {q.answer.map((paragraph) => (
                  <p key={paragraph} className="mt-3 first:mt-0">{paragraph}</p>
                ))}
                {q.links && (
                  <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
                    {q.links.map((link) => (
                      <li key={link.href + link.label}>
                        <Link to={link.href} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">{link.label}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </AccordionItem>
            ))}
          </Accordion>
        </section>
      ))}
    </div>
  );
}
