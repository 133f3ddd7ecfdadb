// spec §2: the hero's two calls to action, 'Teste Grátis 11 Dias' (to /signup) and
// 'Solicitar Contato' (the contact modal); the product pages open with the same pair.
import { href } from "react-router";
import { landing } from "../../content/landing";
import { Button, ButtonLink } from "../../components/ui/button";
import { ArrowRightGlyph } from "../../components/ui/glyphs";
import { useContactModal } from "../contact-form/contact-modal-provider";

export function HeroActions() {
  const { openContactModal } = useContactModal();
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row">
      <ButtonLink to={href("/signup")} size="lg">
        {landing.hero.primaryCta}
        <ArrowRightGlyph />
      </ButtonLink>
      <Button size="lg" variant="outline" onClick={openContactModal}>
        {landing.hero.secondaryCta}
      </Button>
    </div>
  );
}
