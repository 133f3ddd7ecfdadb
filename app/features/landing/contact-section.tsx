// spec §2: the contact section with the reply promise and business hours.
import { Button } from "../../components/ui/button";
import { landing } from "../../content/landing";
import { ContactChannels } from "../contact-form/contact-channels";
import { useContactModal } from "../contact-form/contact-modal-provider";
import { Container } from "../../components/ui/container";

export function ContactSection() {
  const { openContactModal } = useContactModal();
  const { contact } = landing;
  return (
    <section id="contato" aria-labelledby="contato-title" className="scroll-mt-20 py-20 defer-render">
      <Container className="grid grid-cols-1 gap-10 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{contact.eyebrow}</p>
          <h2 id="contato-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {contact.title}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{contact.lead}</p>
          <Button className="mt-8" size="lg" onClick={openContactModal}>
            {contact.cta}
          </Button>
        </div>
        <ContactChannels />
      </Container>
    </section>
  );
}
