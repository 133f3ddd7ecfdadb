// Copy of /fluxo-documentos, the document-flow product page.
import { Bell, ChartColumn, Clock, GitBranch, History, Lock, Package, Signature } from "lucide-react";
import { site } from "../../../contracts/site";
import { statFigure, TIME_REDUCTION_PERCENT, YEARS_IN_BUSINESS } from "../stats";
import type { ProductPageContent } from "./types";

export const documentFlowProduct: ProductPageContent = {
  path: "/fluxo-documentos",
  meta: {
    title: "Fluxo de documentos com prazos e aprovações | Tramita",
    description:
      "Defina etapas, prazos e responsáveis para contratos, notas fiscais e medições. Acompanhe cada documento em tempo real e aprove sem papel com o Tramita.",
  },
  hero: {
    eyebrow: "Fluxo de documentos",
    title: "Cada documento no caminho certo, com prazo e responsável",
    lead: "Contratos, notas fiscais, medições e pedidos de compra seguem um fluxo que você desenha uma vez. O Tramita encaminha, cobra os prazos e registra quem aprovou o quê.",
    facts: [
      "Etapas e aprovadores definidos por tipo de documento",
      "Prazos com lembretes automáticos",
      "Trilha de auditoria de cada movimentação",
      "Painel com tudo o que está parado e com quem",
    ],
  },
  problem: {
    title: "Documento parado é dinheiro parado",
    lead: "Quando o trâmite depende de e-mails soltos, pastas físicas e conversas de corredor, ninguém sabe onde o documento está. E a culpa nunca é de ninguém.",
    pains: [
      {
        title: "Aprovação que some na caixa de entrada",
        description:
          "A nota fiscal foi enviada para aprovação por e-mail, o gestor não viu e o pagamento venceu com multa.",
      },
      {
        title: "Ninguém sabe com quem está",
        description:
          "Para descobrir em que etapa está um contrato, alguém precisa perguntar setor por setor.",
      },
      {
        title: "Sem histórico na auditoria",
        description:
          "Na hora de provar quem autorizou uma despesa, sobra uma assinatura em papel e nenhuma data confiável.",
      },
    ],
  },
  steps: {
    title: "Como funciona",
    lead: "Do desenho do fluxo ao relatório de prazos, sem programar nada.",
    items: [
      {
        title: "Desenhe o fluxo",
        description:
          "Escolha o tipo de documento e defina as etapas, quem responde por cada uma e o prazo de cada passo.",
      },
      {
        title: "Envie o documento",
        description:
          "Anexe o arquivo ou digitalize o papel. O Tramita gera o número de protocolo e encaminha para a primeira etapa.",
      },
      {
        title: "Cada responsável age",
        description:
          "O responsável recebe o aviso, analisa, aprova, devolve com comentário ou encaminha. Tudo fica registrado.",
      },
      {
        title: "Acompanhe e melhore",
        description:
          "O painel mostra documentos atrasados e gargalos por setor, para você ajustar o fluxo com base em números.",
      },
    ],
  },
  features: {
    title: "Recursos para um trâmite sem atrito",
    lead: "Configure do jeito que a sua empresa já trabalha e vá refinando com o tempo.",
    items: [
      {
        title: "Fluxos por tipo de documento",
        description:
          "Contrato, nota fiscal, medição de obra ou pedido de compra: cada tipo tem suas etapas, aprovadores e regras.",
        icon: GitBranch,
      },
      {
        title: "Prazos e lembretes",
        description:
          "Cada etapa tem prazo. O responsável é lembrado antes do vencimento e o gestor é avisado quando algo atrasa.",
        icon: Clock,
      },
      {
        title: "Avisos na hora certa",
        description:
          "Quem precisa agir recebe o aviso por e-mail, com o link direto para o documento e o que falta fazer.",
        icon: Bell,
      },
      {
        title: "Trilha de auditoria",
        description:
          "Cada visualização, aprovação, devolução e comentário fica registrado com usuário, data e hora, sem edição posterior.",
        icon: History,
      },
      {
        title: "Permissões por perfil",
        description:
          "Defina quem pode ver, aprovar ou encaminhar cada tipo de documento. Dados sensíveis ficam só com quem precisa.",
        icon: Lock,
      },
      {
        title: "Relatórios de prazos e gargalos",
        description:
          "Veja o tempo médio de cada etapa, os documentos atrasados e o volume por setor, prontos para exportar.",
        icon: ChartColumn,
      },
      {
        title: "Assinatura eletrônica (módulo)",
        description:
          "Conclua o fluxo colhendo assinaturas com validade jurídica no próprio Tramita, sem imprimir nem escanear.",
        icon: Signature,
      },
      {
        title: "Malote digital (módulo)",
        description:
          "Envie lotes de documentos entre matriz, filiais e clientes com registro de envio, recebimento e leitura.",
        icon: Package,
      },
    ],
  },
  benefits: {
    title: "O que muda quando o fluxo é digital",
    lead: `Resultados de mais de ${YEARS_IN_BUSINESS} anos ajudando empresas a tirar o papel do caminho.`,
    items: [
      {
        figure: `${TIME_REDUCTION_PERCENT}%`,
        label: "de redução no tempo de trâmite",
        description: "Documentos que levavam dias circulando de mesa em mesa passam a andar em minutos.",
      },
      {
        ...statFigure("processos"),
        description: `Volume acumulado de processos que já passaram pelo Tramita desde ${site.foundedYear}.`,
      },
      {
        ...statFigure("pessoas"),
        description: "Colaboradores, clientes, condôminos e associados que enviam e recebem documentos pelo Tramita.",
      },
      {
        figure: `${YEARS_IN_BUSINESS}+ anos`,
        label: "no mercado",
        description: `Desde ${site.foundedYear} desenhando fluxos com escritórios, construtoras, shoppings e administradoras.`,
      },
    ],
  },
  faq: {
    title: "Perguntas frequentes sobre fluxo de documentos",
    items: [
      {
        question: "Preciso saber programar para montar um fluxo?",
        answer:
          "Não. Você escolhe as etapas, os responsáveis e os prazos em formulários simples. Durante o teste grátis, nossa equipe ajuda a configurar o primeiro fluxo com você.",
      },
      {
        question: "Posso ter fluxos diferentes para cada tipo de documento?",
        answer:
          "Sim. Cada tipo de documento pode ter suas próprias etapas, aprovadores e prazos. Um contrato pode passar pelo jurídico e pela diretoria, enquanto uma nota fiscal vai direto ao financeiro.",
      },
      {
        question: "O que acontece quando alguém sai de férias?",
        answer:
          "Você define um substituto para o responsável ausente ou redistribui as pendências dele. O histórico registra quem agiu em nome de quem.",
      },
      {
        question: "Dá para integrar o fluxo ao nosso ERP?",
        answer:
          "Sim, com o módulo de integrações via API. Documentos podem entrar no fluxo a partir do seu sistema e as aprovações podem voltar para ele automaticamente.",
      },
      {
        question: "A assinatura eletrônica tem validade jurídica?",
        answer:
          "Sim. As assinaturas eletrônicas colhidas pelo Tramita seguem a Lei nº 14.063/2020 e a MP nº 2.200-2/2001 e registram evidências como data, hora, e-mail e IP de quem assinou. A assinatura é um módulo opcional em qualquer plano.",
      },
    ],
  },
};
