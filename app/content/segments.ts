// The five audiences served by Tramita, in display order.
import { Building, Calculator, HardHat, Landmark, ShoppingBag } from "lucide-react";
import type { Segment } from "./types";

export const segments: Segment[] = [
  {
    id: "contabilidade",
    title: "Contabilidade e financeiro",
    description:
      "Receba documentos dos clientes em um só lugar, protocole a entrega de guias e comprove cada envio com data e hora.",
    highlights: [
      "Protocolo de entrega de guias e balancetes",
      "Portal para o cliente enviar documentos",
      "Aprovação de pagamentos com responsável definido",
    ],
    icon: Calculator,
  },
  {
    id: "construtoras",
    title: "Construtoras",
    description:
      "Conecte obra e escritório. Projetos, medições e contratos circulam com rastreio e aprovação registrada.",
    highlights: [
      "Medições aprovadas por fluxo com prazo",
      "Malote digital entre obras e sede",
      "Contratos com fornecedores assinados online",
    ],
    icon: HardHat,
  },
  {
    id: "shopping-centers",
    title: "Shopping centers",
    description:
      "Organize a correspondência dos lojistas e os pedidos que chegam à administração, cada um com prazo e responsável.",
    highlights: [
      "Encomendas registradas com foto na chegada",
      "Aviso automático ao lojista",
      "Solicitações de lojistas por portal próprio",
    ],
    icon: ShoppingBag,
  },
  {
    id: "condominios",
    title: "Administradoras de condomínios",
    description:
      "Centralize os documentos de todos os condomínios da carteira e responda síndicos e condôminos sem papel.",
    highlights: [
      "Pasta digital para cada condomínio",
      "Portal para condôminos abrirem pedidos",
      "Atas e contratos com assinatura eletrônica",
    ],
    icon: Building,
  },
  {
    id: "associacoes",
    title: "Associações e entidades de classe",
    description:
      "Atenda associados com um protocolo para cada pedido e mantenha o histórico completo de cada atendimento.",
    highlights: [
      "Protocolo para cada pedido de associado",
      "Relatórios de atendimento por período",
      "Dados de associados tratados conforme a LGPD",
    ],
    icon: Landmark,
  },
];
