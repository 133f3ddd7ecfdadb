// spec §2, §4: 16 client logos, 4 in view, one step every 3000 ms with wrap-around; dots
// jump in groups of 4. It holds still on hover, on focus, under reduced motion, and when
// the visitor presses pause (WCAG 2.2.2).
import { landing } from "../../content/landing";
import { useState } from "react";
import { LOGO_CAROUSEL_INTERVAL_MS, LOGOS_PER_VIEW } from "../../../contracts/landing";
import { PageSection } from "../../components/layout/page-section";
import { Card } from "../../components/ui/card";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { shownWidth } from "../../lib/responsive-image";
import { PauseToggle, RotationDot } from "../../components/ui/rotation-controls";
import type { ClientLogo } from "../../content/types";
import { useAutoAdvance } from "../../hooks/use-auto-advance";
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion";
import { pageCount, pageOf, pageStart, visibleIndices } from "./carousel-paging";

export function ClientsCarousel({ logos }: { logos: ClientLogo[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const paused = hovered || focused || stopped || reducedMotion;
  const { index, goTo } = useAutoAdvance({ count: logos.length, intervalMs: LOGO_CAROUSEL_INTERVAL_MS, paused });
  const pages = pageCount(logos.length, LOGOS_PER_VIEW);
  const currentPage = pageOf(index, LOGOS_PER_VIEW);

  return (
    <PageSection titleId="clientes-title" className="py-20 defer-render" eyebrow={landing.clients.eyebrow} title={landing.clients.title} description={landing.clients.lead}>
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- hover and focus only pause the rotation; the controls are the buttons below */}
      <section
        className="mt-12"
        aria-roledescription="carrossel"
        aria-label="Logos de clientes"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4" aria-live={paused ? "polite" : "off"}>
          {visibleIndices(index, logos.length, LOGOS_PER_VIEW).map((i) => {
            const logo = logos[i]!;
            return (
              <Card
                as="li"
                key={logo.name}
                data-testid="client-logo"
                className="flex h-20 items-center justify-center motion-safe:animate-[fade-in_400ms_ease-out]"
              >
                <ResponsiveImage src={logo.logo} intrinsic={logo.logoSize} sizes={shownWidth(48, logo.logoSize)} alt={logo.name} width={logo.logoSize.width} height={logo.logoSize.height} loading="lazy" decoding="async" className="h-12 w-auto" />
              </Card>
            );
          })}
        </ul>
        <div className="mt-6 flex items-center justify-center gap-2">
          {Array.from({ length: pages }, (_, page) => (
            <RotationDot
              key={page}
              label={`Mostrar logos ${pageStart(page, LOGOS_PER_VIEW) + 1} a ${Math.min(pageStart(page + 1, LOGOS_PER_VIEW), logos.length)}`}
              current={page === currentPage}
              onClick={() => goTo(pageStart(page, LOGOS_PER_VIEW))}
              tone="brand"
              className="size-11"
            />
          ))}
          <PauseToggle stopped={stopped} onToggle={() => setStopped((s) => !s)} subject="a rotação dos logos" tone="brand" className="ml-2" />
        </div>
      </section>
    </PageSection>
  );
}
