// Copy of /correspondencias, the correspondence-management product page.
import { Archive, Building2, FileSearch, QrCode, Smartphone } from "lucide-react";
import { correspondenceBenefits } from "../correspondence-benefits";
import { statFigure, TIME_REDUCTION_PERCENT } from "../stats";
import type { ProductPageContent } from "./types";

export const correspondenceProduct: ProductPageContent = {
  path: "/correspondencias",
  meta: {
    title: "Gestão de correspondências e encomendas | Tramita",
    description:
      "Registre cartas e encomendas na chegada, avise o destinatário na hora e guarde o comprovante de cada retirada. Conheça a gestão de correspondências do Tramita.",
  },
  hero: {
    eyebrow: "Gestão de correspondências",
    title: "Da recepção à mesa do destinatário, sem envelope perdido",
    lead: "Cartas, boletos, notificações e encomendas entram no Tramita no momento em que chegam. O destinatário recebe o aviso, retira com assinatura na tela e o histórico fica guardado para sempre.",
    facts: [
      "Registro com foto em poucos segundos",
      "Aviso automático por e-mail",
      "Comprovante de retirada com data, hora e assinatura",
      "Histórico pesquisável de cada envelope",
    ],
  },
  problem: {
    title: "Onde está aquele envelope?",
    lead: "Em muitas empresas, a correspondência ainda depende de um caderno na recepção e da memória de quem estava no balcão. Os problemas aparecem sempre na pior hora.",
    pains: [
      {
        title: "Notificação que ninguém viu",
        description:
          "Uma intimação ou cobrança chega, fica na bandeja errada e o prazo corre sem que o responsável saiba.",
      },
      {
        title: "Caderno de protocolo ilegível",
        description:
          "Rubricas que ninguém identifica, páginas arrancadas e nenhuma forma de pesquisar quem retirou o quê.",
      },
      {
        title: "Recepção virando central de recados",
        description:
          "A equipe passa o dia ligando para avisar que chegou um pacote e respondendo se algo já foi entregue.",
      },
    ],
  },
  steps: {
    title: "Como funciona",
    lead: "Quatro passos simples, que a sua recepção aprende no primeiro dia.",
    items: [
      {
        title: "Registre a chegada",
        description:
          "Pelo computador ou pelo celular, a recepção fotografa o envelope, informa o remetente e escolhe o destinatário.",
      },
      {
        title: "O destinatário é avisado",
        description:
          "O Tramita envia o aviso na hora, com a foto e o local de retirada. Nada de ligações pelos ramais.",
      },
      {
        title: "Retirada com assinatura",
        description:
          "Quem retira assina na tela do celular ou do tablet. O comprovante é gerado com data, hora e nome de quem recebeu.",
      },
      {
        title: "Tudo no histórico",
        description:
          "Cada correspondência ganha um número de protocolo. Meses depois, você encontra o registro em segundos.",
      },
    ],
  },
  features: {
    title: "Tudo o que a sua recepção precisa",
    lead: "Recursos pensados para escritórios, administradoras de condomínios, shoppings e sedes com muitas pessoas recebendo correspondência.",
    items: [
      ...correspondenceBenefits,
      {
        title: "Etiqueta com QR Code",
        description:
          "Imprima uma etiqueta para o volume e faça a baixa com a leitura do código, sem digitar nada.",
        icon: QrCode,
      },
      {
        title: "Várias unidades e portarias",
        description:
          "Matriz, filiais, torres ou lojas: cada ponto de recebimento tem sua fila, e a gestão vê todos juntos.",
        icon: Building2,
      },
      {
        title: "Funciona no celular",
        description:
          "A portaria registra a chegada pelo navegador do celular, sem instalar aplicativo e sem equipamento especial.",
        icon: Smartphone,
      },
      {
        title: "Pesquisa por remetente ou período",
        description:
          "Filtre por destinatário, remetente, tipo ou data e exporte a lista quando a auditoria pedir.",
        icon: FileSearch,
      },
      {
        title: "Digitalização do conteúdo",
        description:
          "Anexe a versão digitalizada da carta para que o destinatário leia de onde estiver, mesmo antes de retirar.",
        icon: Archive,
      },
    ],
  },
  benefits: {
    title: "Resultados que aparecem no primeiro mês",
    lead: "Números de quem já trocou o caderno da recepção pelo Tramita.",
    items: [
      {
        figure: `${TIME_REDUCTION_PERCENT}%`,
        label: "menos tempo para localizar registros",
        description:
          "A busca no histórico substitui a consulta página a página ao caderno de protocolo.",
      },
      {
        ...statFigure("folhas"),
        description: "Somando todos os clientes do Tramita, com protocolos e comprovantes que deixaram de ser impressos.",
      },
      {
        ...statFigure("empresas"),
        description: "Escritórios, condomínios, shoppings e construtoras que já controlam documentos com o Tramita.",
      },
      {
        figure: "100%",
        label: "das retiradas com comprovante",
        description: "Cada entrega fica registrada com data, hora, assinatura e nome de quem retirou.",
      },
    ],
  },
  faq: {
    title: "Perguntas frequentes sobre correspondências",
    items: [
      {
        question: "Preciso comprar algum equipamento para registrar as correspondências?",
        answer:
          "Não. Basta um computador ou um celular com câmera e acesso à internet. Se quiser, você pode usar uma impressora de etiquetas comum para os QR Codes, mas ela é opcional.",
      },
      {
        question: "Como o destinatário fica sabendo que algo chegou para ele?",
        answer:
          "Assim que a recepção registra a chegada, o Tramita envia um aviso por e-mail com a foto, o remetente e o local de retirada. O destinatário também vê a correspondência pendente ao entrar no sistema.",
      },
      {
        question: "O comprovante de retirada tem valor de prova?",
        answer:
          "O comprovante registra quem retirou, a assinatura feita na tela, a data e a hora, e fica guardado no histórico sem possibilidade de edição. Ele serve como registro confiável de que a entrega aconteceu.",
      },
      {
        question: "Consigo controlar encomendas de várias unidades ao mesmo tempo?",
        answer:
          "Sim. Cada portaria ou unidade tem sua própria fila de recebimento, com permissões separadas, e os gestores acompanham todas em um só painel.",
      },
      {
        question: "A gestão de correspondências está incluída em todos os planos?",
        answer:
          "Sim, o controle de correspondências está disponível em todos os planos e no teste grátis. O que muda entre os planos é o número de usuários, de protocolos por mês e o armazenamento.",
      },
    ],
  },
};
