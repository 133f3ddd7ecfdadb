// Lazy chunk: the cookie banner (no saved choice), the preferences dialog and the floating
// button that reopens it. Every choice is stored, signalled to Google and sent to the API.
import { useEffect, useRef, useState, type RefObject } from "react";
import { href, Link } from "react-router";
import { Switch } from "radix-ui";
import type { ConsentChoices, StoredConsent } from "../../../contracts/consent";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { site } from "../../../contracts/site";
import { notify } from "../../components/ui/toast";
import { LabelTooltip, TooltipProvider } from "../../components/ui/tooltip";
import { cn } from "../../lib/cn";
import { sendConsentRecord } from "./consent-api";
import { loadGoogleTag, signalConsent } from "./consent-signals";
import { consentRecord, newConsentId, readConsentRecord, readCurrentConsent, writeConsent } from "./consent-storage";
import { followCurrentConsent, followMarketingConsent } from "../attribution/first-touch";

type Choices = Pick<ConsentChoices, "analytics" | "marketing">;

export default function ConsentUi({ gaMeasurementId }: { gaMeasurementId: string | null }) {
  const [record, setRecord] = useState<StoredConsent | null>(() => readCurrentConsent());
  // The id is created once and kept across later choices (even after an expired one).
  const [id] = useState(() => readConsentRecord()?.id ?? newConsentId());
  const [dialogOpen, setDialogOpen] = useState(false);
  // The kept first touch follows the saved choice: written with marketing consent, gone without.
  useEffect(followCurrentConsent, []);
  const opener = useRef<HTMLElement | null>(null);
  const banner = useRef<HTMLElement>(null);
  const floatingButton = useRef<HTMLButtonElement | null>(null);
  const focusFloatingButton = useRef(false);
  const floatingButtonRef = (element: HTMLButtonElement | null) => {
    floatingButton.current = element;
    if (element && focusFloatingButton.current) {
      focusFloatingButton.current = false;
      element.focus();
    }
  };

  const choose = (choices: Choices) => {
    const next = consentRecord(choices, id);
    writeConsent(next);
    followMarketingConsent(choices.marketing);
    signalConsent(choices);
    sendConsentRecord(next);
    notify("success", "Preferências de cookies salvas");
    // The banner goes away: keep a keyboard user's focus on the page, on the floating button.
    if (banner.current?.contains(document.activeElement)) focusFloatingButton.current = true;
    setRecord(next);
    setDialogOpen(false);
  };

  // The Google tag only ever loads once analytics is granted (now or by a saved choice).
  useEffect(() => {
    if (gaMeasurementId && record?.analytics) loadGoogleTag(gaMeasurementId);
  }, [gaMeasurementId, record]);

  const openDialog = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialogOpen(true);
  };

  return (
    <>
      {record ? (
        <TooltipProvider>
          <LabelTooltip label="Preferências de cookies">
            <button
              ref={floatingButtonRef}
              type="button"
              aria-label="Preferências de cookies"
              onClick={openDialog}
              className="fixed bottom-4 left-4 z-40 flex size-11 items-center justify-center rounded-full bg-white text-brand-800 shadow-lg ring-1 ring-slate-300 transition-colors hover:bg-brand-50"
            >
              <CookieGlyph />
            </button>
          </LabelTooltip>
        </TooltipProvider>
      ) : (
        <ConsentBanner ref={banner} onChoose={choose} onCustomize={openDialog} />
      )}
      <Dialog open={dialogOpen} onOpenChange={setDialogOpen}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            // Back to the opener; when it went away with the banner, to the floating button.
            event.preventDefault();
            (opener.current?.isConnected ? opener.current : floatingButton.current)?.focus();
          }}
        >
          <PreferencesForm initial={record ?? { analytics: false, marketing: false }} consentId={id} onSave={choose} onLeave={() => setDialogOpen(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}

const linkClass = "font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900";
// The outline button's look; under 640 px the three share one row (a label wraps rather than overflow).
const choiceClass =
  "inline-flex min-h-10 flex-1 items-center justify-center rounded-lg border border-slate-300 bg-white px-2 py-1 text-center text-xs leading-tight font-semibold text-slate-900 transition-colors hover:border-brand-600 hover:text-brand-800 sm:min-h-9 sm:flex-none sm:px-3 sm:text-sm sm:whitespace-nowrap";

function ConsentBanner({ ref, onChoose, onCustomize }: {
  ref: RefObject<HTMLElement | null>;
  onChoose: (choices: Choices) => void;
  onCustomize: () => void;
}) {
  // While the bar shows, the page gets room below its content so nothing stays hidden under it.
  // The observer reports the bar's first size too, once the browser has laid it out: reading
  // it here would force that layout of the whole page in the middle of hydration.
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const pad = () => (document.body.style.paddingBottom = `${bar.offsetHeight}px`);
    const observer = new ResizeObserver(pad);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = "";
    };
  }, [ref]);

  return (
    <section
      ref={ref}
      aria-label="Aviso de cookies"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgb(15_23_42/0.08)] motion-safe:animate-[fade-in_200ms_ease-out]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-2.5 px-3 py-3 sm:gap-3 sm:px-6 lg:flex-row lg:items-center lg:gap-8 lg:px-8">
        <p className="text-[13px] leading-5 text-slate-700 sm:text-sm lg:flex-1">
          Usamos cookies necessários para o site funcionar e, com a sua permissão, cookies de análise e de marketing
          para melhorar sua experiência. Saiba mais na{" "}
          <Link to={href("/privacidade")} className={linkClass}>
            Política de Privacidade
          </Link>{" "}
          e nos{" "}
          <a href={site.externalTermsUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
            Termos de Uso<span className="sr-only"> (abre em nova aba)</span>
          </a>
          .
        </p>
        {/* Same look for every choice: refusing is as easy as accepting. */}
        <div className="flex shrink-0 gap-1.5 sm:gap-2">
          <button type="button" className={choiceClass} onClick={() => onChoose({ analytics: false, marketing: false })}>
            Apenas necessários
          </button>
          <button type="button" className={choiceClass} onClick={() => onChoose({ analytics: true, marketing: true })}>
            Aceitar todos
          </button>
          <button type="button" className={choiceClass} onClick={onCustomize}>
            Personalizar
          </button>
        </div>
      </div>
    </section>
  );
}

/** The categories a visitor may turn on or off, in the dialog's order. */
const OPTIONAL_CATEGORIES: readonly { choice: keyof Choices; id: string; label: string; description: string }[] = [
  { choice: "analytics", id: "cookies-analise", label: "Análise", description: "Medem as visitas de forma agregada para entendermos o que melhorar." },
  { choice: "marketing", id: "cookies-marketing", label: "Marketing", description: "Permitem mostrar anúncios relevantes e medir nossas campanhas." },
];

function PreferencesForm({ initial, consentId, onSave, onLeave }: { initial: Choices; consentId: string; onSave: (choices: Choices) => void; onLeave: () => void }) {
  const [choices, setChoices] = useState<Choices>({ analytics: initial.analytics, marketing: initial.marketing });
  return (
    <form
      toolname="save_cookie_preferences"
      tooldescription="Salva as preferências de cookies do visitante."
      onSubmit={(event) => {
        event.preventDefault();
        onSave(choices);
      }}
    >
      <DialogTitle className="pr-10">Preferências de cookies</DialogTitle>
      <DialogDescription>
        Escolha quais cookies podemos usar. Você pode mudar de ideia quando quiser pelo botão de cookies no canto da tela.
      </DialogDescription>
      <ul className="mt-5 divide-y divide-slate-200 rounded-lg border border-slate-200">
        <ToggleRow
          id="cookies-necessarios"
          label="Necessários"
          description="Mantêm o site funcionando e seguro, e guardam esta escolha. Estão sempre ativos."
          checked
          disabled
        />
        {OPTIONAL_CATEGORIES.map(({ choice, ...row }) => (
          <ToggleRow key={choice} {...row} checked={choices[choice]} onChange={(on) => setChoices((c) => ({ ...c, [choice]: on }))} />
        ))}
      </ul>
      <p className="mt-4 text-xs text-slate-600">
        Código do seu consentimento: <code data-testid="consent-id" className="font-mono break-all text-slate-900">{consentId}</code>
      </p>
      <p className="mt-2 text-xs text-slate-600">
        Para ver, baixar ou excluir os dados ligados ao seu e-mail, acesse{" "}
        <Link to={href("/privacidade/meus-dados")} onClick={onLeave} className={linkClass}>
          Meus dados
        </Link>
        .
      </p>
      <Button type="submit" className="mt-5 w-full sm:w-auto">
        Salvar preferências
      </Button>
    </form>
  );
}

function ToggleRow({ id, label, description, checked, disabled, onChange }: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  return (
    <li className="flex items-start justify-between gap-4 p-4">
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
          {label}
          {disabled && <span className="ml-2 text-xs font-medium text-accent-800">Sempre ativos</span>}
        </label>
        <p id={`${id}-descricao`} className="mt-1 text-sm text-slate-600">{description}</p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        aria-describedby={`${id}-descricao`}
        className={cn(
          "relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors",
          "bg-slate-400 data-[state=checked]:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70",
        )}
      >
        <Switch.Thumb className="inline-block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
      </Switch.Root>
    </li>
  );
}

function CookieGlyph() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className="size-6">
      <path d="M12 2a10 10 0 1 0 10 10 4 4 0 0 1-5-5 4 4 0 0 1-5-5" />
      <path d="M8.5 8.5v.01M16 15.5v.01M12 12v.01M11 17v.01M7 14v.01" />
    </svg>
  );
}
