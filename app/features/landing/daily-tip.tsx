// spec §2, §4: 'Dica do Dia' starts at a random tip, advances every 5000 ms, dots jump.
import { landing } from "../../content/landing";
import { Lightbulb } from "lucide-react";
import { useEffect, useState } from "react";
import { TIP_ROTATION_MS } from "../../../contracts/landing";
import { Card } from "../../components/ui/card";
import { DraftBand } from "../../components/ui/draft-band";
import { ENTRY_DRAFT_BAND } from "../../content/drafts";
import { Container } from "../../components/ui/container";
import { PauseToggle, RotationDot } from "../../components/ui/rotation-controls";
import type { Tip } from "../../content/types";
import { useAutoAdvance } from "../../hooks/use-auto-advance";
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion";

export function DailyTip({ tips }: { tips: Tip[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [held, setHeld] = useState(false);
  const [stopped, setStopped] = useState(false);
  const { index, goTo } = useAutoAdvance({
    count: tips.length,
    intervalMs: TIP_ROTATION_MS,
    paused: held || stopped || reducedMotion,
  });

  // The prerendered page shows the first tip; the browser then picks a random one.
  useEffect(() => {
    goTo(Math.floor(Math.random() * tips.length));
  }, [goTo, tips.length]);

  const tip = tips[index]!;
  return (
    <section aria-labelledby="dica-title" className="pb-20 defer-render">
      <Container width="3xl">
        {/* Hover and focus only pause the rotation; the controls are the buttons. */}
        <Card
          tone="amber"
          panel
          className="p-6 sm:p-8"
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
          }}
        >
          <div className="flex items-center justify-between gap-4">
            <h2 id="dica-title" className="flex items-center gap-2 text-lg font-bold">
              <Lightbulb aria-hidden="true" className="size-5 text-amber-700" />
              {landing.dailyTip.title}
            </h2>
            <PauseToggle stopped={stopped} onToggle={() => setStopped((s) => !s)} subject="a troca de dicas" tone="amber" />
          </div>
          <div aria-live={held || stopped ? "polite" : "off"} data-testid="tip" className="mt-3 min-h-28">
            {tip.draft && <DraftBand className="mb-3 rounded-md">{ENTRY_DRAFT_BAND}</DraftBand>}
            <h3 className="text-xl font-semibold">{tip.title}</h3>
            <p className="mt-2 text-slate-700">{tip.description}</p>
            <a href={tip.link} className="mt-3 inline-flex min-h-6 items-center text-sm font-semibold text-brand-700 underline hover:text-brand-900">
              {landing.dailyTip.linkLabel}<span className="sr-only">: {tip.title}</span>
            </a>
          </div>
          {/* 32 px buttons side by side, no gap: the dots stay apart and one row fits a 360 px phone. */}
          <div className="mt-4 flex flex-wrap">
            {tips.map((t, i) => (
              <RotationDot
                key={t.link}
                label={`Dica ${i + 1} de ${tips.length}: ${t.title}`}
                current={i === index}
                onClick={() => goTo(i)}
                tone="amber"
                className="size-8"
              />
            ))}
          </div>
        </Card>
      </Container>
    </section>
  );
}
