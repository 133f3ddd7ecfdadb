// Feature cards of the landing page: the eight main offerings of Tramita.
import { ChartColumn, FileText, Globe, Mail, Package, ShieldCheck, Signature, Workflow } from "lucide-react";
import type { Feature } from "./types";

export const features: Feature[] = [
  {
    id: "protocolo-digital",
    title: "Protocolo digital",
    description:
      "Cada entrega ganha número, data, hora e responsável. Você encontra qualquer protocolo em segundos, sem livro de papel.",
    icon: FileText,
  },
  {
    id: "fluxo-documentos",
    title: "Fluxo de documentos",
    description:
      "Defina etapas, prazos e responsáveis. Cada documento segue o caminho certo e você vê onde ele está parado.",
    icon: Workflow,
    learnMore: { href: "/fluxo-documentos" },
  },
  {
    id: "correspondencias",
    title: "Rastreamento de correspondências",
    description:
      "Registre o que chega na recepção, avise o destinatário na hora e saiba quem retirou cada envelope.",
    icon: Mail,
    learnMore: { href: "/correspondencias" },
  },
  {
    id: "malote-digital",
    title: "Malote digital",
    description:
      "Envie documentos entre matriz, filiais e clientes sem motoboy. Envio, recebimento e leitura ficam registrados.",
    icon: Package,
  },
  {
    id: "assinatura-eletronica",
    title: "Assinatura eletrônica",
    description:
      "Colete assinaturas com validade jurídica no celular ou no computador. Nada de imprimir, assinar e escanear de volta.",
    icon: Signature,
  },
  {
    id: "solicitacoes-externas",
    title: "Solicitações externas",
    description:
      "Clientes, condôminos e lojistas abrem pedidos por um portal público. Cada pedido vira um protocolo com prazo e responsável.",
    icon: Globe,
  },
  {
    id: "relatorios",
    title: "Relatórios",
    description:
      "Acompanhe volume, prazos e gargalos por setor. Exporte os números prontos para a reunião de diretoria.",
    icon: ChartColumn,
  },
  {
    id: "lgpd-integracoes",
    title: "LGPD e integrações via API",
    description:
      "Permissões por perfil e registro de cada acesso para cumprir a LGPD. Nossa API conecta o Tramita ao seu ERP e aos seus sistemas.",
    icon: ShieldCheck,
  },
];
