// What an erasure keeps, each with its legal reason (contracts/data-rights.ts), under its
// heading: before the erasure it says what we keep, after it what we kept.
import { ERASURE_EXCEPTIONS } from "../../../contracts/data-rights-options";

export function ErasureExceptions({ title }: { title: string }) {
  return (
    <>
      <h3 className="mt-6 text-lg font-bold text-slate-900">{title}</h3>
      <ul className="mt-3 space-y-3">
        {ERASURE_EXCEPTIONS.map((exception) => (
          <li key={exception.title} className="rounded-lg bg-white p-4 text-sm ring-1 ring-slate-200">
            <p className="font-semibold text-slate-900">{exception.title}</p>
            <p className="mt-1 text-slate-700">{exception.what}</p>
            <p className="mt-1 text-slate-700">
              <span className="font-medium text-slate-900">Por quê: </span>
              {exception.why}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
