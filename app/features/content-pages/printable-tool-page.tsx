// The body of a tool page whose result visitors print or save as PDF (the ROI calculator,
// the maturity assessment): a compact hero, the tool in the 6xl column, and the trial call
// to action, which stays off paper like the site chrome (PrintStyles).
import type { ReactNode } from "react";
import { PageHero } from "../../components/layout/page-hero";
import { PrintStyles } from "../../components/layout/print-styles";
import { Container } from "../../components/ui/container";
import { TrialCta } from "../landing/trial-cta";

interface PrintableToolPageProps {
  /** The hero's h1 id and copy. */
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  /** Room under the tool, before the call to action. */
  className: string;
  children: ReactNode;
}

export function PrintableToolPage({ className, children, ...hero }: PrintableToolPageProps) {
  return (
    <>
      <PrintStyles />
      <PageHero {...hero} width="6xl" compact />
      <Container width="6xl" className={className}>
        {children}
      </Container>
      <div className="print:hidden">
        <TrialCta />
      </div>
    </>
  );
}
