import type { HelpArticle } from "../../content/help-center";

/** An article's summary, paragraphs and numbered steps. */
export function HelpArticleBody({ article, stepsLabel }: { article: HelpArticle; stepsLabel: string }) {
  return (
    <div className="space-y-3">
      <p className="font-medium text-slate-900">{article.summary}</p>
      {article.body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {article.steps && (
        <>
          <p className="font-semibold text-slate-900">{stepsLabel}</p>
          <ol className="list-decimal space-y-1 pl-5 marker:font-semibold marker:text-brand-700">
            {article.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
