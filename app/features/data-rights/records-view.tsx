// The groups of records, each a titled list of label/value cards (contracts/data-rights-view.ts).
import { Fragment } from "react";
import { Card } from "../../components/ui/card";
import type { RecordGroup } from "../../../contracts/data-rights-view";

export function RecordsView({ groups }: { groups: RecordGroup[] }) {
  return (
    <div className="space-y-10">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`${group.id}-titulo`} data-testid={`grupo-${group.id}`}>
          <h2 id={`${group.id}-titulo`} className="text-xl font-bold text-slate-900">
            {group.title} <span className="font-normal text-slate-600">({group.items.length})</span>
          </h2>
          {group.note ? <p className="mt-1 text-sm text-slate-600">{group.note}</p> : null}
          {group.items.length === 0 ? (
            <p className="mt-3 text-slate-700">{group.empty}</p>
          ) : (
            <ul className="mt-4 space-y-4">
              {group.items.map((item, index) => (
                <Card as="li" key={`${item.title}-${index}`} className="p-4 sm:p-5">
                  <h3 className="font-semibold text-slate-900">{item.title}</h3>
                  <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[13rem_1fr] sm:gap-y-2">
                    {item.lines.map(([label, value], line) => (
                      <Fragment key={`${label}-${line}`}>
                        <dt className="font-medium text-slate-600 max-sm:mt-2">{label}</dt>
                        <dd className="whitespace-pre-line text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
                      </Fragment>
                    ))}
                  </dl>
                </Card>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
