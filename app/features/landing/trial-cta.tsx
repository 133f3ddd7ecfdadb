// spec §2: the trial call to action.
import { href } from "react-router";
import { ArrowRight } from "lucide-react";
import { FREE_TRIAL_DAYS } from "../../../contracts/landing";
import { Button, ButtonLink } from "../../components/ui/button";
import { useContactModal } from "../contact-form/contact-modal-provider";
import { Container } from "../../components/ui/container";

export function TrialCta() {
  const { openContactModal } = useContactModal();
  return (
    <section aria-labelledby="teste-title" className="bg-brand-800 py-16 defer-render">
      <Container width="4xl" className="text-center">
        <h2 id="teste-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {`Teste o Tramita por ${FREE_TRIAL_DAYS} dias, sem compromisso`}
        </h2>
        <p className="mt-4 text-lg text-brand-100">
          Crie sua conta, cadastre o primeiro protocolo hoje e veja a diferença já na primeira semana. Não pedimos cartão
          de crédito.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={href("/signup")} size="lg" variant="inverse">
            Começar meu teste grátis
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
          <Button size="lg" variant="outline-inverse" onClick={openContactModal}>
            Falar com um especialista
          </Button>
        </div>
      </Container>
    </section>
  );
}
