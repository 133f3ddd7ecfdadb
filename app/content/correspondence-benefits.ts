// Copy and benefit items of the correspondence-management section.
import { ArrowRightLeft, BellRing, Camera, ClipboardCheck } from "lucide-react";
import type { CorrespondenceBenefit } from "./types";

export const correspondenceSectionCopy = {
  eyebrow: "Gestão de correspondências",
  title: "Cada envelope registrado, da recepção à entrega",
  description:
    "Sua recepção deixa de ser um ponto cego. Você sabe o que chegou, para quem foi e quem assinou a retirada, seja papel ou arquivo digital.",
};

export const correspondenceBenefits: CorrespondenceBenefit[] = [
  {
    title: "Recebimento registrado com foto",
    description:
      "Fotografe o envelope ou a encomenda na chegada. O registro guarda remetente, data, hora e quem recebeu.",
    icon: Camera,
  },
  {
    title: "Aviso automático ao destinatário",
    description:
      "O destinatário é notificado assim que a correspondência é registrada. Ninguém precisa sair pelos corredores avisando.",
    icon: BellRing,
  },
  {
    title: "Entrega com comprovante",
    description:
      "Quem retira assina na tela e o comprovante fica salvo. Todo o caminho do envelope vai para um histórico auditável.",
    icon: ClipboardCheck,
  },
  {
    title: "Malote digital entre unidades",
    description:
      "Troque documentos entre sede, filiais e obras sem transporte físico. Você acompanha cada envio até a abertura.",
    icon: ArrowRightLeft,
  },
];
