// spec §2: the trial call to action.
import { href } from "react-router";
import { ArrowRight } from "lucide-react";
import { landing } from "../../content/landing";
import { Button, ButtonLink } from "../../components/ui/button";
import { useContactModal } from "../contact-form/contact-modal-provider";
import { Container } from "../../components/ui/container";

export function TrialCta() {
  const { openContactModal } = useContactModal();
  const { trial } = landing;
  return (
    <section aria-labelledby="teste-title" className="bg-brand-800 py-16 defer-render">
      <Container width="4xl" className="text-center">
        <h2 id="teste-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {trial.title}
        </h2>
        <p className="mt-4 text-lg text-brand-100">{trial.lead}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={href("/signup")} size="lg" variant="inverse">
            {trial.primaryCta}
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
          <Button size="lg" variant="outline-inverse" onClick={openContactModal}>
            {trial.secondaryCta}
          </Button>
        </div>
      </Container>
    </section>
  );
}
